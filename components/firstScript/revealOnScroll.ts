/**
 * Sections marked `data-reveal` fade into view once (renderer/styles.css). Only scripts ever hide
 * them, only those still below the fold, and never under prefers-reduced-motion,
 * so without JavaScript (or before it runs) everything is visible. A hidden
 * section is shown for good once any of it has been in the window or above it.
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
    // Reached as soon as any of it is in the window, or above it: the root
    // reaches far above the window and ends at its bottom edge, threshold 0.
    // An observer reports only a change of state, so with the root ending at
    // the window's top a scroll that carried a section from below the window
    // to above it between two of its updates (an End key, a #link, sections
    // above laid out smaller than their placeholders) reported nothing and the
    // section stayed hidden. And a root ending above the window's bottom left
    // a section whose top came to rest in that band faded on screen.
    { rootMargin: '1000000px 0px 0px 0px' },
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
