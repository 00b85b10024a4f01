import { readFileSync } from 'node:fs'
import { parse } from 'node-html-parser'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { layoutShifts } from './layoutShift'
import { postById } from '../scripts/articles'
import { locales, localePrefix, localizePath, type Locale } from '../content/locales'
import { searchPath } from '../content/searchPaths'
import { builtHtmlFiles, urlOfFile } from '../scripts/site-pages'
import { clientDir } from './site'

/**
 * Site search in every locale: Pagefind's index of that locale alone (split by
 * `<html lang>`), the count in a polite live region, results reached by Tab,
 * a note with onward links when JavaScript is off, and WebAssembly allowed by
 * the search page's policy alone. The island waits for the reader like the
 * site's other islands: words typed before it is live are searched, Enter
 * meanwhile stays on the page, and hydration moves nothing.
 */
// A word the signs article uses in every locale.
const term = 'gaslighting'
const signsArticle = postById('signs-of-narcissistic-abuse').link
const inLocale = (url: string, locale: Locale) =>
  locale === 'en-US' ? !locales.some((other) => other !== 'en-US' && url.startsWith(`${localePrefix(other)}/`)) : url.startsWith(`${localePrefix(locale)}/`)

for (const locale of locales) {
  test(`${locale}: results are this locale's pages, counted in a live region, reached by Tab`, async ({ page, consoleErrors }) => {
    await page.goto(localizePath(searchPath, locale))
    const box = page.getByRole('searchbox')
    // Nothing of the island runs until she reaches for the box; it is usable as prerendered.
    await expect(page.locator('[data-island="SiteSearch"]')).not.toHaveAttribute('data-island-hydrated')
    await expect(box).toBeEnabled()
    await box.fill(term)

    const results = page.locator('main ol').getByRole('link')
    const status = page.locator('[data-island="SiteSearch"] [data-search-status]')
    await expect(status).toHaveText(/\d/)
    await expect(results.first()).toBeVisible()
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(inLocale(href, locale), href).toBe(true)
    expect(hrefs).toContain(localizePath(signsArticle, locale))

    // The count is the number found and listed, in a region screen readers announce politely.
    const count = Number((await status.textContent())?.match(/\d+/)?.[0])
    expect(count).toBe(hrefs.length)
    expect(await status.evaluate((el) => el.getAttribute('aria-live') ?? (el.getAttribute('role') === 'status' ? 'polite' : null))).toBe('polite')
    await expect(status).toContainText(term)
    // The page with its results shown, as well as as loaded (the sweep): no axe violation.
    expect(await axeViolations(page)).toEqual([])

    // From the box, Tab passes the button and reaches the first result.
    await box.focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(results.first()).toBeFocused()

    // A word found nowhere: zero, announced the same way.
    await box.fill('zzqxjv')
    await expect(status).toHaveText(/\b0\b|No results/)
    await expect(results).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
}

const searchIsland = '[data-island="SiteSearch"]'

test('hydrating the search island moves nothing', async ({ page, consoleErrors }) => {
  await page.goto(searchPath)
  const island = page.locator(searchIsland)
  // The page settled first (its local hours written in the footer, its islands' code in): in CI
  // the footer's hours once came between the two measurements below, and it was not hydration's doing.
  await expect(page.locator('html[data-islands-ready]')).toBeAttached()
  await expect(island).not.toHaveAttribute('data-island-hydrated')
  // Where every element of the page is drawn, before and after the island goes live.
  const boxes = () => page.evaluate(() => Array.from(document.body.querySelectorAll('*'), (element) => JSON.stringify(element.getBoundingClientRect())))
  const before = await boxes()
  // Focus alone wakes it (no typing yet): what changes must be hydration's doing.
  await page.getByRole('searchbox').focus()
  await expect(island).toHaveAttribute('data-island-hydrated')
  expect(await boxes()).toEqual(before)
  // No layout shift was recorded, from load to now.
  const shifts = (await layoutShifts(page)).length
  expect(shifts).toBe(0)
  expect(consoleErrors).toEqual([])
})

test('words typed and Enter pressed before the island is live are searched, on the same page', async ({ page, consoleErrors }) => {
  // The islands' code (React, the island) is held back until she has typed and pressed Enter.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/chunks/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(searchPath)
  const island = page.locator(searchIsland)
  const address = page.url()
  // From the keyboard: Tab from the top of the page until the box has focus.
  const box = page.getByRole('searchbox')
  for (let presses = 0; presses < 40 && !(await box.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(box).toBeFocused()
  await page.keyboard.type(term)
  await page.keyboard.press('Enter')
  await expect(island).not.toHaveAttribute('data-island-hydrated')
  release()
  await expect(island).toHaveAttribute('data-island-hydrated')
  await expect(page.locator('main ol').getByRole('link').first()).toBeVisible()
  await expect(box).toHaveValue(term)
  await expect(box).toBeFocused()
  expect(page.url()).toBe(address)
  expect(consoleErrors).toEqual([])
})

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false })
  for (const locale of locales) {
    test(`${locale}: the search page says search needs JavaScript and links the blog and the sitemap`, async ({ page }) => {
      await page.goto(localizePath(searchPath, locale))
      await expect(page.getByRole('search')).toBeHidden()
      const note = page.locator('main').getByRole('listitem')
      await expect(note.getByRole('link').first()).toBeVisible()
      const hrefs = await note.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs).toEqual([localizePath('/blog', locale), '/sitemap.xml'])
    })
  }
})

test('WebAssembly is allowed on the search page alone', () => {
  const files = builtHtmlFiles(clientDir)
  const policies = files.map((file) => ({
    url: urlOfFile(clientDir, file),
    policy: parse(readFileSync(file, 'utf8')).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
  }))
  const searchPages = locales.map((locale) => localizePath(searchPath, locale))
  for (const { url, policy } of policies) {
    expect(policy, url).toContain("script-src 'self'")
    expect(policy.includes("'wasm-unsafe-eval'"), url).toBe(searchPages.includes(url))
  }
  expect(policies.filter(({ url }) => searchPages.includes(url))).toHaveLength(locales.length)
})

test('every locale\'s header and 404 page link its search page', () => {
  for (const locale of locales) {
    const notFound = parse(readFileSync(`${clientDir}${localePrefix(locale)}/404.html`, 'utf8'))
    expect(notFound.querySelectorAll('main a').map((a) => a.getAttribute('href')), locale).toContain(localizePath(searchPath, locale))
    expect(notFound.querySelectorAll('header a').map((a) => a.getAttribute('href')), locale).toContain(localizePath(searchPath, locale))
  }
})

test('a search made while the connection is down says so, and the next one once it is back finds the pages', async ({ page }) => {
  await page.goto(searchPath)
  const box = page.getByRole('searchbox')
  const status = page.locator('[data-island="SiteSearch"] [data-search-status]')
  // Pagefind's script and index are fetched with the first search: cut them off.
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'))
  await box.fill(term)
  await expect(status).toHaveText('Search could not load. Please reload the page, or browse the blog.')
  await page.unroute('**/pagefind/**')
  await box.fill(`${term} `)
  await expect(status).toContainText(term)
  await expect(page.locator('main ol').getByRole('link').first()).toBeVisible()
})
