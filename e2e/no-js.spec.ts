import { parse } from 'node-html-parser'
import { accessibilityStatementPath, mainNavigation } from '../content/navigation'
import { localizePath } from '../content/locales'
import { expect, test } from '@playwright/test'
import { test as browserTest } from './fixtures'
import { builtHtml, pagePerStylesheet, sitePages } from './site'

/**
 * With JavaScript off, every page still reads and navigates. What a page says
 * and links is its prerendered HTML, checked on every page without a browser
 * (with the footer's link to the accessibility statement, issue 68);
 * whether the CSS shows it at a phone's width with no script to reveal it is
 * checked in a browser once per distinct inlined stylesheet (`pagePerStylesheet`).
 */
test.describe('JavaScript off, the prerendered HTML', () => {
  for (const sitePage of sitePages) {
    test(`${sitePage.url} has its heading, its words, the site's navigation and the accessibility statement in its footer`, () => {
      const document = parse(builtHtml(sitePage))
      const main = document.querySelector('main')
      for (const element of main?.querySelectorAll('script, template') ?? []) element.remove()
      expect(main?.querySelectorAll('h1').map((h1) => h1.textContent.trim())).toEqual([expect.stringMatching(/\S/)])
      expect(main?.textContent.replace(/\s+/g, ' ').trim().length).toBeGreaterThan(200)
      const nav = document.querySelector('#site-nav-links')
      for (const item of mainNavigation) expect(nav?.querySelector(`a[href="${localizePath(item.path, sitePage.locale)}"]`), item.path).not.toBeNull()
      const statement = document.querySelectorAll('footer a[data-accessibility-statement]')
      expect(statement.map((link) => [link.getAttribute('href'), link.textContent.trim()]), 'the footer links the accessibility statement, by its name').toEqual([[localizePath(accessibilityStatementPath, sitePage.locale), expect.stringMatching(/\S/)]])
    })
  }
})

browserTest.describe('JavaScript off, in the browser', () => {
  browserTest.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
  for (const sitePage of pagePerStylesheet) {
    browserTest(`${sitePage.url} reads and navigates at a phone's width`, async ({ page }) => {
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
