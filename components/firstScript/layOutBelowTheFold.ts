import { whenIdle } from './whenIdle'

/**
 * Sections below the first screen skip layout while the page loads
 * (`content-visibility: auto`, renderer/styles.css): the first paint waits for
 * the first screen alone. Once it is on screen, they are laid out for good,
 * one per idle moment (`data-laid-out`), so that the page soon has its real
 * geometry: a skipped section stands in at a placeholder height while its
 * content, measured, would overlap what follows it (the scroll bar, #links and
 * accessibility checkers that measure targets all read that geometry).
 * Without scripts each section is laid out as it comes near the viewport.
 *
 * Sections already above the viewport (she scrolled before this ran) stay as
 * they are: laying them out would move what she is looking at. Those up to a
 * #link's target never wait (the stylesheet, by `:target`).
 */
export function layOutBelowTheFold(painted: Promise<void>): Promise<void> {
  return painted.then(
    () =>
      new Promise<void>((done) => {
        // The stylesheet says which sections wait: read it rather than repeat its selectors.
        const waiting = Array.from(document.querySelectorAll<HTMLElement>('main > *, main > article section, #root > footer')).filter(
          (element) => getComputedStyle(element).contentVisibility === 'auto',
        )
        const next = () => {
          const section = waiting.shift()
          if (!section) return done()
          if (section.getBoundingClientRect().top >= 0) section.setAttribute('data-laid-out', '')
          whenIdle(next)
        }
        whenIdle(next)
      }),
  )
}
