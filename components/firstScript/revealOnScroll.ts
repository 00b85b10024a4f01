/**
 * Sections marked `data-reveal` fade into view once (renderer/styles.css). Only scripts ever hide
 * them, only those still below the fold, and never under prefers-reduced-motion,
 * so without JavaScript (or before it runs) everything is visible. A hidden
 * section is shown for good once any of it has been in the window or above it.
 *
 * Intersection observers first: nothing here reads layout before the first
 * paint, so the page's first script never forces a layout before it. And
 * since an observer reports only a change it saw (WebKit 2.50 over https left
 * a section faded after a scroll down and back up on 5–11 of 78 pages), each
 * time a scroll comes to rest the sections still hidden are measured, and any
 * with some of it in the window or above it is shown too: a hidden section can
 * never outlast the scroll that brought it into view.
 */
export function revealOnScroll(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  if (!('IntersectionObserver' in window)) return
  const sections = document.querySelectorAll<HTMLElement>('[data-reveal]')
  const pending = new Set<Element>()
  const show = (section: Element) => {
    section.setAttribute('data-reveal', 'shown')
    reveal.unobserve(section)
    pending.delete(section)
    if (pending.size === 0) stopCheckingAtRest()
  }
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) show(entry.target)
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

  // The same test, measured, once a scroll has come to rest (`scrollend`, or
  // no scroll for a tenth of a second where it is unknown) and after a resize:
  // whatever the observer missed is shown, fading in as it would have.
  let timer: ReturnType<typeof setTimeout> | undefined
  const checkAtRest = () => {
    timer = undefined
    for (const section of [...pending]) if (section.getBoundingClientRect().top < window.innerHeight) show(section)
  }
  const soon = () => {
    clearTimeout(timer)
    timer = setTimeout(checkAtRest, 100)
  }
  const stopCheckingAtRest = () => {
    clearTimeout(timer)
    window.removeEventListener('scroll', soon)
    window.removeEventListener('scrollend', checkAtRest)
    window.removeEventListener('resize', soon)
  }

  // Its first report says where each section starts: those on screen stay as
  // they are; those below the fold (off screen, so nothing flickers) wait.
  const start = new IntersectionObserver((entries) => {
    start.disconnect()
    for (const entry of entries) {
      if (entry.isIntersecting || entry.boundingClientRect.top < 0) continue
      entry.target.setAttribute('data-reveal', 'pending')
      pending.add(entry.target)
      reveal.observe(entry.target)
    }
    if (pending.size === 0) return
    window.addEventListener('scroll', soon, { passive: true })
    window.addEventListener('scrollend', checkAtRest, { passive: true })
    window.addEventListener('resize', soon, { passive: true })
  })
  for (const section of sections) start.observe(section)
}
