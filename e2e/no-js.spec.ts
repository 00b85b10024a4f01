import { mainNavigation } from '../content/navigation'
import { localizePath } from '../content/locales'
import { expect, test } from './fixtures'
import { sitePages } from './site'

/** With JavaScript off, every page still reads and navigates, at a phone's width. */
test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
  for (const sitePage of sitePages) {
    test(`${sitePage.url}`, async ({ page }) => {
      await page.goto(sitePage.url)
      const main = page.locator('main')
      await expect(main.locator('h1')).toBeVisible()
      // Polled: sections below the fold (content-visibility: auto) join the
      // rendered text once Chromium has decided what is near the viewport; on
      // a loaded machine that can come after the load event.
      await expect.poll(async () => (await main.innerText()).length).toBeGreaterThan(200)
      const nav = page.locator('#site-nav-links')
      await expect(nav).toBeVisible()
      for (const item of mainNavigation) {
        await expect(nav.locator(`a[href="${localizePath(item.path, sitePage.locale)}"]`)).toBeVisible()
      }
      // No toggle that could never work.
      await expect(page.locator('button[aria-controls="site-nav-links"]')).toBeHidden()
    })
  }
})
