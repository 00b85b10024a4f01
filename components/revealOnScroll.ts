/**
 * Sections marked `data-reveal` animate into view once. Only scripts ever hide
 * them, only those still below the fold, and never under prefers-reduced-motion,
 * so without JavaScript (or before it runs) everything is visible.
 */
export function revealOnScroll(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  if (!('IntersectionObserver' in window)) return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.setAttribute('data-reveal', 'shown')
        observer.unobserve(entry.target)
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  )
  for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (element.getBoundingClientRect().top < window.innerHeight) continue
    element.setAttribute('data-reveal', 'pending')
    observer.observe(element)
  }
}
