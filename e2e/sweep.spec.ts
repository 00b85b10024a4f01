import type { Page } from '@playwright/test'
import { treeFindings } from './accessibilityTree'
import { axeViolations } from './axe'
import { showColourScheme } from './colourScheme'
import { clickableFindings } from './clickable'
import { equalAccessViolations } from './equal-access'
import { expect, settled, test } from './fixtures'
import { injectedStyle, injectedStyleRefused, inlinedStyleApplied, inlinedStyleAsBuilt } from './servedStyled'
import { pagePerStylesheet, sitePages, viewports } from './site'
import { helplineDirectory } from '../content/crisis'

/**
 * Every prerendered page, in every locale, in one visit: styled by its inlined
 * stylesheet and refusing a style injected after load, its landmarks and
 * headings, both engines at a phone's width, and what it gives a screen
 * reader (its accessibility tree: accessibilityTree.ts and clickable.ts,
 * once settled at a desktop's width); and axe again in the dark scheme at
 * each width checked. At a desktop's width too, in the same
 * visit, for one page per distinct inlined stylesheet (`pagePerStylesheet`):
 * what changes between widths is layout, which is the stylesheet's, while the
 * words, names and structure the engines also read are checked on every page
 * at the phone's width. The engines read the page afresh after the resize
 * (it loads nothing more for a width).
 */
test.describe('every page', () => {
  // The page's own locale and the spec's own clock (Arizona's): no region
  // notice and no local-hours line fills in while the engines read the page.
  // Those parts, shown, have their own checks (widget-states.spec.ts).
  for (const sitePage of sitePages) {
    test.describe(() => {
      test.use({ locale: sitePage.locale, timezoneId: 'America/Phoenix', viewport: viewports[0] })
      test(`${sitePage.url}`, async ({ page, consoleErrors }) => {
        const response = await page.goto(sitePage.url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', sitePage.locale)
        await expect(page).toHaveTitle(/\S.* \| Thrive$/)
        await expect(page.locator('h1')).toHaveCount(1)
        expect(await inlinedStyleApplied(page), 'styled by its inlined stylesheet').toEqual(inlinedStyleAsBuilt)
        const found: Record<string, unknown> = {}
        const widths = pagePerStylesheet.includes(sitePage) ? viewports : viewports.slice(0, 1)
        for (const viewport of widths) {
          await page.setViewportSize(viewport)
          // Two engines: axe, then IBM's Equal Access (each finds what the other misses).
          const axe = await axeViolations(page)
          const equalAccess = await equalAccessViolations(page)
          if (axe.length + equalAccess.length > 0) found[`${viewport.width}px`] = { axe, equalAccess }
          // The dark scheme (the reader's system setting: renderer/styles.css), in the
          // same visit: the page switches as her phone would. axe again, its
          // contrast rules on the dark colours (Equal Access's contrast rule asks
          // only 4.5:1, which axe's 7:1 covers; its other rules read the markup,
          // which the scheme does not change). All of axe's rules, not its colour
          // rules alone: those were three quarters of its time (2026-12-06).
          await showColourScheme(page, 'dark')
          const dark = await axeViolations(page)
          if (dark.length > 0) found[`${viewport.width}px, dark`] = { axe: dark }
          // Back to light for the next width; after the last, the checks below read
          // structure and the tree, which the scheme does not change.
          if (viewport !== widths.at(-1)) await showColourScheme(page, 'light')
        }
        expect(found).toEqual({})
        // With scripts on, every crisis box still ends with the line for a reader
        // from elsewhere (crisis-numbers.spec.ts reads the prerendered HTML for it).
        const boxes = await page.locator('[data-crisis-box]').evaluateAll((all) =>
          all.map((box) => box.lastElementChild?.matches('[data-crisis-elsewhere]') && box.lastElementChild.querySelector('a')?.getAttribute('href')),
        )
        expect(boxes, 'every crisis box ends with the directory').toEqual(boxes.map(() => helplineDirectory.url))
        // At the desktop width, where the main navigation is never folded away.
        await page.setViewportSize(viewports[1])
        expect(await landmarksAndHeadings(page)).toEqual({ banner: 1, main: 1, contentinfo: 1, mainNavigation: 1, h1: 1, skippedLevels: [] })
        // The engines need not wait for the whole stylesheet, which arrives once
        // the page is idle: the inlined CSS styles every element as it will
        // (critical-css.spec.ts). The test ends once it has arrived with the
        // islands' code, so an error in loading them is caught too.
        await settled(page)
        // What a screen reader is given, settled: words, names, live regions,
        // nothing Orca would call "clickable" (accessibilityTree.ts, clickable.ts).
        expect(await treeFindings(page), 'the accessibility tree').toEqual([])
        expect(await clickableFindings(page), 'nothing "clickable"').toEqual([])
        expect(consoleErrors).toEqual([])
        // Its own policy, as served by `npm start` (hosts.spec.ts asks the other hosts).
        expect(await injectedStyle(page), 'a style injected after load').toEqual(injectedStyleRefused)
      })
    })
  }
})

/**
 * One banner, main, footer and main navigation; one h1 and no skipped heading
 * level (headings in closed details and hidden panels count: they show when opened).
 */
async function landmarksAndHeadings(page: Page) {
  const count = (role: 'banner' | 'main' | 'contentinfo') => page.getByRole(role).count()
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
    headings.filter((h) => h.getClientRects().length > 0 || h.closest('details, [hidden]')).map((h) => Number(h.tagName[1])),
  )
  return {
    banner: await count('banner'),
    main: await count('main'),
    contentinfo: await count('contentinfo'),
    mainNavigation: await page.getByRole('navigation', { name: 'Main' }).count(),
    h1: levels.filter((level) => level === 1).length,
    skippedLevels: levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [])),
  }
}

test('the build prerendered every page in all three locales', () => {
  const byPath = new Map<string, string[]>()
  for (const sitePage of sitePages) byPath.set(sitePage.path, [...(byPath.get(sitePage.path) ?? []), sitePage.locale])
  for (const [path, pageLocales] of byPath) expect(pageLocales.sort(), path).toEqual(['en-AU', 'en-GB', 'en-US'])
})
