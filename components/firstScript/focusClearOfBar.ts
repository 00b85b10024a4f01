/**
 * Keeps a keyboard-focused element clear of the fixed bar (WCAG 2.4.11 and
 * 2.4.12). The html's scroll-padding (renderer/styles.css) does this for
 * every element that fits below the bar; one taller than that room (the
 * treatments table's scroll region) is aligned by its bottom when reached
 * with Shift+Tab, its top left under the bar. Here it is brought down to
 * start just below the bar instead, as Tab does. Plain DOM code: no layout
 * is read until the reader moves focus.
 */
export function keepFocusClearOfBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-site-header]')
  if (!bar) return
  document.addEventListener('focusin', (event) => {
    const element = event.target
    if (!(element instanceof HTMLElement) || bar.contains(element) || !element.matches(':focus-visible')) return
    // After the browser's own scroll to the element.
    requestAnimationFrame(() => {
      if (document.activeElement !== element || getComputedStyle(bar).position !== 'fixed') return
      const barBottom = bar.getBoundingClientRect().bottom
      const { top, bottom } = element.getBoundingClientRect()
      if (top < barBottom && bottom > barBottom) element.scrollIntoView({ block: 'start', inline: 'nearest' })
    })
  })
}
