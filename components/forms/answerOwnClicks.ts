/**
 * Gives an element that is no control but takes focus (a heading or group
 * focused for reading, the notification region, a notification) a click
 * listener of its own, which does nothing; returns what removes it.
 *
 * React listens for clicks on each island's root (and on a portal's
 * container), so Chromium gives everything inside the action "click
 * ancestor", and Orca 43 calls any focusable element with that action
 * "clickable" when it is focused ("heading level 2 clickable"). An element
 * with a listener of its own has the action "click" instead, which Orca does
 * not announce on a focused element. e2e/clickable.ts finds any element left
 * out.
 */
export function answerOwnClicks(element: HTMLElement): () => void {
  const own = () => {}
  element.addEventListener('click', own)
  return () => element.removeEventListener('click', own)
}
