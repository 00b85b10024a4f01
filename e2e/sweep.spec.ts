import { axeViolations } from './axe'
import { equalAccessViolations } from './equal-access'
import { expect, test } from './fixtures'
import { sitePages, viewports } from './site'

/** Every prerendered page, in every locale, at a phone's and a desktop's width. */
for (const viewport of viewports) {
  test.describe(`every page at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    for (const sitePage of sitePages) {
      test(`${sitePage.url}`, async ({ page, consoleErrors }) => {
        const response = await page.goto(sitePage.url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', sitePage.locale)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page).toHaveTitle(/\S.* \| Thrive$/)
        // Nothing left loading (islands hydrate when reached for; none is here).
        await page.waitForLoadState('networkidle')
        // Two engines: axe, then IBM's Equal Access (each finds what the other misses).
        const axe = await axeViolations(page)
        const equalAccess = await equalAccessViolations(page)
        expect({ axe, equalAccess }).toEqual({ axe: [], equalAccess: [] })
        expect(consoleErrors).toEqual([])
      })
    }
  })
}

test('the build prerendered every page in all three locales', () => {
  const byPath = new Map<string, string[]>()
  for (const sitePage of sitePages) byPath.set(sitePage.path, [...(byPath.get(sitePage.path) ?? []), sitePage.locale])
  for (const [path, pageLocales] of byPath) expect(pageLocales.sort(), path).toEqual(['en-AU', 'en-GB', 'en-US'])
})
