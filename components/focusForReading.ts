/**
 * Moves focus to an element that is no control (a quiz question's group, a
 * result's heading) so a screen reader reads it, giving it `tabindex="-1"` only
 * while it holds focus: an element left focusable is read as "clickable" in
 * Firefox each time a screen reader passes it.
 *
 * While it holds focus it also answers its own clicks (by doing nothing).
 * React listens for clicks on the island's root, so Chromium gives everything
 * inside it the action "click ancestor", and Orca calls any focusable element
 * with that action "clickable" ("heading level 2 clickable"). An element with
 * a click listener of its own has the action "click" instead, which Orca does
 * not announce on a focused element. Both go on blur, with the tabindex.
 *
 * `start`: the part to bring into view (a question's heading), when the
 * element is a larger box. Firefox does not scroll to a focused box of which
 * any part shows, so a question taller than what showed of it kept its
 * heading above the screen or under the bar; scrolled into view first
 * (`nearest`: only as far as it must, clear of the bar by the scroll padding).
 */
export function focusForReading(element: HTMLElement | null, start?: HTMLElement | null): void {
  if (!element) return
  const ownClick = () => {}
  element.setAttribute('tabindex', '-1')
  element.addEventListener('click', ownClick)
  element.addEventListener(
    'blur',
    () => {
      element.removeAttribute('tabindex')
      element.removeEventListener('click', ownClick)
    },
    { once: true },
  )
  if (!start) return element.focus()
  start.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  element.focus({ preventScroll: true })
}
