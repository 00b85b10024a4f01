import { parse, type HTMLElement } from 'node-html-parser'
import { builtHtml, type SitePage } from './site'

/**
 * The looks of focus a page's prerendered HTML holds, told apart as
 * focus-visible.spec.ts tells them apart in the browser: each focusable
 * element's tag, classes and state, on the background of its nearest ancestor
 * that sets one (the site's backgrounds are all `bg-*` utilities, in every
 * scheme and state the ancestor has).
 *
 * What an island draws only after a press (the quiz's later questions, the
 * phone menu's panel) is not in the HTML, only its first state is: a page
 * chosen for that state is walked into the rest. On 2026-12-07 the dark and
 * forced-colour walks over all 21 pages met 54 and 47 looks, every one of
 * them on a page chosen here.
 */
/** The states that make a look of its own, read in the browser too (focus-visible.spec.ts). */
export const lookStates = ['aria-expanded', 'aria-current', 'aria-pressed', 'aria-invalid']

export function focusLooks(html: string): Set<string> {
  const looks = new Set<string>()
  for (const element of parse(html).querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')) {
    if (element.getAttribute('tabindex') === '-1') continue
    const state = lookStates.map((name) => element.getAttribute(name) ?? '').join('/')
    looks.add(`${element.tagName} ${element.getAttribute('class') ?? ''} ${state} ${element.hasAttribute('checked')} | on ${backgroundClasses(element.parentNode)}`)
  }
  return looks
}

function backgroundClasses(from: HTMLElement | null): string {
  for (let at = from; at?.tagName; at = at.parentNode) {
    const background = (at.getAttribute('class') ?? '').split(/\s+/).filter((name) => /(^|:)bg-/.test(name))
    if (background.length > 0) return background.join(' ')
  }
  return 'page'
}

/**
 * Few pages among `pages` that between them hold every look of focus any of
 * them holds: each next the page that adds the most not yet held (the first
 * in `pages` on a tie), in `pages`' order.
 */
export function pagesHoldingEveryLook(pages: readonly SitePage[]): SitePage[] {
  const left = new Map(pages.map((page) => [page, focusLooks(builtHtml(page))]))
  const held = new Set<string>()
  const chosen = new Set<SitePage>()
  for (;;) {
    let best: SitePage | undefined
    let adds = 0
    for (const [page, looks] of left) {
      const added = [...looks].filter((look) => !held.has(look)).length
      if (added > adds) [best, adds] = [page, added]
    }
    if (!best) return pages.filter((page) => chosen.has(page))
    chosen.add(best)
    for (const look of left.get(best)!) held.add(look)
    left.delete(best)
  }
}
