import type { Page } from '@playwright/test'
import { faqs } from '../content/faqs'
import { posts } from '../scripts/articles'
import { expect, test } from './fixtures'
import { everyPage, onePerStylesheet, sitePages } from './site'

/**
 * Pages a reader prints (articles, guides, FAQs, resources, browsing safety)
 * print as documents: the built pages with print media emulated, as the
 * browser lays them out for paper (renderer/styles.css, `@media print`, which
 * each page inlines: scripts/inline-css.ts). What prints is the stylesheet's
 * doing: checked once per distinct inlined stylesheet among those pages
 * (`onePerStylesheet`; every template, in the locale whose page is longest).
 */
const documentPaths = new Set(['/faqs', '/resources', '/online-safety', '/childhood-trauma-help', '/narcissistic-abuse-help', ...posts.map((post) => post.link)])
const documents = sitePages.filter((page) => documentPaths.has(page.path))

/** The chrome a printout leaves out: the bar (menu, exit control), the skip link, the footer (region switcher). */
async function expectChromeNotPrinted(page: Page) {
  await expect(page.locator('[data-site-header]')).toBeHidden()
  await expect(page.locator('[data-exit-this-page]')).toBeHidden()
  await expect(page.locator('#root > footer')).toBeHidden()
  await expect(page.locator('#root > a[href="#main"]')).toBeHidden()
  // Every navigation but the page's own (an article's table of contents prints).
  const chromeNavs = page.locator('nav:not(main nav)')
  expect(await chromeNavs.count()).toBeGreaterThan(0)
  for (const nav of await chromeNavs.all()) await expect(nav).toBeHidden()
}

test('the printed templates are all covered, in every locale', () => {
  expect(everyPage.filter((page) => documentPaths.has(page.path))).toHaveLength(documentPaths.size * 3)
})

for (const sitePage of onePerStylesheet(documents)) {
  test(`${sitePage.url} prints as a document`, async ({ page, consoleErrors }) => {
    await page.goto(sitePage.url)
    await page.emulateMedia({ media: 'print' })
    await expectChromeNotPrinted(page)

    // Crisis numbers stay.
    const numbers = page.locator('main a[href^="tel:"]')
    expect(await numbers.count()).toBeGreaterThan(0)
    for (const number of await numbers.all()) await expect(number).toBeVisible()

    // Accordion answers print open (folded with scripts on screen).
    for (const answer of await page.locator('main [data-folded]').all()) await expect(answer).toBeVisible()

    // External links print their address after them.
    const external = page.locator('main a[href^="http"]')
    expect(await external.count()).toBeGreaterThan(0)
    for (const link of await external.all()) {
      const href = (await link.getAttribute('href'))!
      expect(await link.evaluate((el) => getComputedStyle(el, '::after').content)).toContain(href)
    }
    expect(consoleErrors).toEqual([])
  })
}

test('accordion answers print open after the accordion has hydrated too', async ({ page }) => {
  await page.goto('/en-gb/faqs')
  const questions = page.locator('[data-accordion] h3 button')
  await questions.first().hover()
  await expect(page.locator('[data-island="Accordion"][data-island-hydrated]')).toBeAttached()
  await questions.nth(1).click()
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
  const panels = page.locator('[data-accordion] [id][role="group"], [data-accordion] [aria-labelledby]')
  const closed = page.locator(`#${await questions.first().getAttribute('aria-controls')}`)
  await expect(closed).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(closed).toBeVisible()
  expect(await panels.count()).toBe(faqs.length)
  for (const panel of await panels.all()) await expect(panel).toBeVisible()
})

test('on screen the chrome is there (the print rules apply to print only)', async ({ page }) => {
  await page.goto('/en-au/online-safety')
  await expect(page.locator('[data-site-header]')).toBeVisible()
  await expect(page.locator('[data-exit-this-page]')).toBeVisible()
  const link = page.locator('main a[href^="http"]').first()
  expect(await link.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none')
})
