/**
 * Sections marked `data-reveal` fade into view once (renderer/styles.css). Only scripts ever hide
 * them, only those still below the fold, and never under prefers-reduced-motion,
 * so without JavaScript (or before it runs) everything is visible.
 *
 * Intersection observers only: nothing here reads layout, so the page's first
 * script never forces a layout before the first paint.
 */
export function revealOnScroll(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  if (!('IntersectionObserver' in window)) return
  const sections = document.querySelectorAll<HTMLElement>('[data-reveal]')
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.setAttribute('data-reveal', 'shown')
        reveal.unobserve(entry.target)
      }
    },
    // Reached: its top has come above the lowest tenth of the window, or the
    // reader has scrolled past it (the root reaches far above the window). An
    // observer reports only a change of state: with the root ending at the
    // window's top, a scroll that carried a section from below the window to
    // above it between two of the observer's updates reported nothing, and
    // the section stayed hidden, even on screen once a scroll back up skipped
    // it likewise (WebKit left sections faded so after scrolling in steps).
    { rootMargin: '1000000px 0px -10% 0px' },
  )
  // Its first report says where each section starts: those on screen stay as
  // they are; those below the fold (off screen, so nothing flickers) wait.
  const start = new IntersectionObserver((entries) => {
    start.disconnect()
    for (const entry of entries) {
      if (entry.isIntersecting || entry.boundingClientRect.top < 0) continue
      entry.target.setAttribute('data-reveal', 'pending')
      reveal.observe(entry.target)
    }
  })
  for (const section of sections) start.observe(section)
}
