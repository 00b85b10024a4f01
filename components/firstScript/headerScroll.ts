/** The spec's scroll offset after which the bar turns more opaque. */
export const NAV_SCROLL_THRESHOLD = 10

/**
 * Marks the fixed bar `data-scrolled` while the page is scrolled past the
 * threshold (its style does the rest). The first look waits for `painted`:
 * reading the scroll position earlier could force a layout before the first paint.
 */
export function markScrolledHeader(painted: Promise<void>): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return
  const update = () => {
    if (window.scrollY > NAV_SCROLL_THRESHOLD) header.setAttribute('data-scrolled', 'true')
    else header.removeAttribute('data-scrolled')
  }
  void painted.then(update)
  window.addEventListener('scroll', update, { passive: true })
}
