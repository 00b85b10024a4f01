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
 * Only such a tall element is moved. One that fits was placed clear of the
 * bar by the browser's own scroll; if it is under the bar by the next frame,
 * the reader scrolled it there (a frame can come late: the focus that starts
 * a form's hydration on a slow phone), and the page must not move under her
 * finger (issue 19).
 */
export function keepFocusClearOfBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-site-header]')
  if (!bar) return
  document.addEventListener('focusin', (event) => {
    const element = event.target
    if (!(element instanceof HTMLElement) || bar.contains(element) || !element.matches(':focus-visible')) return
    // After the browser's own scroll to the element has started.
    requestAnimationFrame(() => {
      if (document.activeElement !== element || getComputedStyle(bar).position !== 'fixed') return
      if (element.getBoundingClientRect().height <= roomBetweenScrollPaddings()) return
      element.scrollIntoView({ block: 'start', inline: 'nearest' })
    })
  })
}

/** The height of the window that scrolling into view brings an element to: between the scroll paddings. */
function roomBetweenScrollPaddings(): number {
  const { scrollPaddingTop, scrollPaddingBottom } = getComputedStyle(document.documentElement)
  return window.innerHeight - (Number.parseFloat(scrollPaddingTop) || 0) - (Number.parseFloat(scrollPaddingBottom) || 0)
}
