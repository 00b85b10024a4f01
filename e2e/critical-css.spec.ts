import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { showColourScheme } from './colourScheme'
import { pagePerStylesheet, viewports } from './site'

/**
 * Each page inlines only the CSS rules its HTML uses (scripts/inline-css.ts);
 * the whole stylesheet loads only once the page is idle or an island hydrates.
 * If the inlined subset missed a rule, the page would look different until then: so every
 * element must compute the same style with the inline CSS alone as with the
 * whole stylesheet added (the first link focused from the keyboard), in the
 * light and the dark colour scheme. Pages
 * whose inlined CSS is identical are one check (`pagePerStylesheet`): the
 * same rules on the same components, in other words.
 */
const properties = [
  'display', 'position', 'top', 'z-index', 'box-sizing', 'width', 'max-width', 'min-height',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-top-style', 'border-top-color', 'border-left-width', 'border-radius',
  'color', 'background-color', 'background-image', 'box-shadow', 'opacity', 'visibility', 'outline-style',
  'font-family', 'font-size', 'font-weight', 'line-height', 'text-align', 'text-decoration-line', 'text-transform',
  'flex-direction', 'flex-wrap', 'justify-content', 'align-items', 'gap', 'grid-template-columns', 'order',
  'list-style-type', 'overflow-x', 'content-visibility', 'transform',
  'outline-width', 'outline-color', 'outline-offset',
  // Icons take their stroke from CSS (.icon, components/shell/Icon.tsx), not from attributes.
  'fill', 'stroke', 'stroke-width', 'stroke-linecap',
]

/** The site's whole stylesheet (Vite writes it under assets/static). */
const wholeStylesheet = '**/assets/static/*.css'

/**
 * Every element's computed style, kept in the page (`keep`), or compared
 * there with those kept (`compare`): only the values that differ come back,
 * as `path property kept → now` lines, not some hundred thousand of them twice.
 */
const computedStyles = (page: Page, step: 'keep' | 'compare', scheme: 'light' | 'dark') =>
  page.evaluate(
    ({ names, step, scheme }) => {
      // Each element's path once (not once per property): the walk was most of the check's time.
      const paths = new Map<Element, string>()
      const path = (element: Element): string => {
        let known = paths.get(element)
        if (known === undefined) {
          const parent = element.parentElement
          known = parent ? `${path(parent)}>${element.tagName.toLowerCase()}:${Array.prototype.indexOf.call(parent.children, element)}` : element.tagName.toLowerCase()
          paths.set(element, known)
        }
        return known
      }
      const elements = Array.from(document.body.querySelectorAll('*'))
      // One string of values per element, named only when one differs.
      const values = elements.map((element) => {
        const style = getComputedStyle(element)
        return names.map((name) => style.getPropertyValue(name))
      })
      const w = window as unknown as { keptStyles?: Record<string, { elements: Element[]; values: string[][] }> }
      if (step === 'keep') {
        w.keptStyles = { ...w.keptStyles, [scheme]: { elements, values } }
        return []
      }
      const kept = w.keptStyles?.[scheme]
      if (!kept || kept.elements.length !== elements.length || kept.elements.some((element, index) => element !== elements[index])) {
        return [`${kept?.elements.length ?? 0} elements kept, ${elements.length} now: the page changed between the two renders`]
      }
      return elements.flatMap((element, index) =>
        names.flatMap((name, n) => (kept.values[index]![n] === values[index]![n] ? [] : [`${path(element)} ${name} ${kept.values[index]![n]} → ${values[index]![n]}`])),
      )
    },
    { names: properties, step, scheme },
  )

for (const viewport of viewports) {
  test.describe(`inlined CSS at ${viewport.width}px`, () => {
    // The spec's own clock (Arizona's, all year), and a browser that speaks the
    // page's own locale: the session hours stay as prerendered and no region
    // notice appears, so the two renders compared hold the same elements (else
    // either code fills its part of the page at a moment of its own).
    test.use({ viewport: { width: viewport.width, height: viewport.height }, timezoneId: 'America/Phoenix' })
    for (const sitePage of pagePerStylesheet) {
      test.describe(() => {
        test.use({ locale: sitePage.locale })
        test(`${sitePage.url} looks as it would with the whole stylesheet`, async ({ page }) => {
          // The whole stylesheet also arrives once the page is idle (with the islands' code):
          // held back here (served empty), so that the inlined rules are measured alone.
          await page.route(wholeStylesheet, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }))
          await page.goto(sitePage.url)
          const href = await page.locator('html').getAttribute('data-stylesheet')
          expect(href).toMatch(/^\/assets\/.+\.css$/)
          expect(await page.evaluate(() => Array.from(document.styleSheets).filter((sheet) => sheet.href !== null && sheet.cssRules.length > 0).length)).toBe(0)
          // The skip link, focused from the keyboard: the focus ring is compared too.
          await page.keyboard.press('Tab')
          // In both colour schemes: the dark values are custom properties the inlined
          // CSS keeps only where its rules read them (scripts/unused-custom-properties.ts).
          await computedStyles(page, 'keep', 'light')
          await showColourScheme(page, 'dark')
          await computedStyles(page, 'keep', 'dark')
          await page.unroute(wholeStylesheet)
          // Another URL, or the browser would reuse the empty stand-in; the real stylesheet this time.
          await page.addStyleTag({ url: `${href}?whole` })
          expect(await page.evaluate(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.endsWith('?whole') && sheet.cssRules.length > 0))).toBe(true)
          // The lines (inline CSS alone) that the whole stylesheet changed, dark then light.
          expect(await computedStyles(page, 'compare', 'dark'), 'dark').toEqual([])
          await showColourScheme(page, 'light')
          expect(await computedStyles(page, 'compare', 'light'), 'light').toEqual([])
        })
      })
    }
  })
}
