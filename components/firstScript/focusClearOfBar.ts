/**
 * Keeps a keyboard-focused element clear of the fixed bar (WCAG 2.4.11 and
 * 2.4.12). The html's scroll-padding (renderer/styles.css) does this for
 * every element that fits below the bar. One taller than that room (the
 * treatments table's scroll region) cannot fit, and the browser's own scroll
 * leaves its top under the bar or above the window (by Tab or Shift+Tab).
 * Here it is brought to start just below the bar. Always, not only when it
 * is under the bar a frame after focus: with motion allowed, the browser's
 * smooth scroll has only begun by then, and ours replaces it. Plain DOM code:
 * no layout is read until the reader moves focus.
 *
 * Only such a tall element is moved after the browser's scroll. One that
 * fits was placed clear of the bar by the browser's own scroll; if it is
 * under the bar by the next frame, the reader scrolled it there (a frame can
 * come late: the focus that starts a form's hydration on a slow phone), and
 * the page must not move under her finger (issue 19).
 *
 * Except a multi-line text field: Chromium's focus reveals its caret, not its
 * box, so a textarea whose first line shows stays where it was, its lower part
 * under the region notice's panel or off the screen (issue 31, /contact at
 * 1280 px). It is brought whole between the scroll paddings (which keep the
 * bar and the panel clear) as focus arrives, before the reader can have
 * scrolled: `block: 'nearest'` moves it only as far as it must. Only when a
 * key moved focus there: a text field matches :focus-visible when pressed as
 * well, and the page must not move under a press.
 */
export function keepFocusClearOfBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-site-header]')
  if (!bar) return
  // Whether the reader's last act was a key or a press (read only as focus arrives).
  let byKey = false
  document.addEventListener('keydown', () => (byKey = true), { capture: true, passive: true })
  document.addEventListener('pointerdown', () => (byKey = false), { capture: true, passive: true })
  document.addEventListener('focusin', (event) => {
    const element = event.target
    if (!(element instanceof HTMLElement) || bar.contains(element) || !element.matches(':focus-visible')) return
    if (revealsOnlyItsCaret(element) && element.getBoundingClientRect().height <= roomBetweenScrollPaddings()) {
      if (byKey && getComputedStyle(bar).position === 'fixed' && partlyOutsideScrollPaddings(element)) element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      return
    }
    // After the browser's own scroll to the element has started.
    requestAnimationFrame(() => {
      if (document.activeElement !== element || getComputedStyle(bar).position !== 'fixed') return
      if (element.getBoundingClientRect().height <= roomBetweenScrollPaddings()) return
      element.scrollIntoView({ block: 'start', inline: 'nearest' })
    })
  })
}

/** A field the browser scrolls to by its caret when it takes focus: a textarea or an editable region. */
const revealsOnlyItsCaret = (element: HTMLElement): boolean => element instanceof HTMLTextAreaElement || element.isContentEditable

/** The window's band between the scroll paddings: where scrolling into view brings an element. */
function scrollPaddings(): { top: number; bottom: number } {
  const { scrollPaddingTop, scrollPaddingBottom } = getComputedStyle(document.documentElement)
  return { top: Number.parseFloat(scrollPaddingTop) || 0, bottom: window.innerHeight - (Number.parseFloat(scrollPaddingBottom) || 0) }
}

/** The height of the window that scrolling into view brings an element to: between the scroll paddings. */
function roomBetweenScrollPaddings(): number {
  const { top, bottom } = scrollPaddings()
  return bottom - top
}

/** Some of the element lies above or below the band between the scroll paddings (the bar's, the panel's). */
function partlyOutsideScrollPaddings(element: HTMLElement): boolean {
  const { top, bottom } = scrollPaddings()
  const box = element.getBoundingClientRect()
  return box.top < top || box.bottom > bottom
}
