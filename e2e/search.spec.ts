import { readFileSync } from 'node:fs'
import { parse } from 'node-html-parser'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { postById } from '../content/blog/posts'
import { locales, localePrefix, localizePath, type Locale } from '../content/locales'
import { searchPath } from '../content/search'
import { builtHtmlFiles, urlOfFile } from '../scripts/site-pages'
import { clientDir } from './site'

/**
 * Site search in every locale: Pagefind's index of that locale alone (split by
 * `<html lang>`), the count in a polite live region, results reached by Tab,
 * a note with onward links when JavaScript is off, and WebAssembly allowed by
 * the search page's policy alone.
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
    await expect(box).toBeEnabled()
    await box.fill(term)

    const results = page.locator('main ol').getByRole('link')
    const status = page.locator('main').getByRole('status')
    await expect(status).toHaveText(/\d/)
    await expect(results.first()).toBeVisible()
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(inLocale(href, locale), href).toBe(true)
    expect(hrefs).toContain(localizePath(signsArticle, locale))

    // The count is the number found, in a region screen readers announce politely.
    const count = Number((await status.textContent())?.match(/\d+/)?.[0])
    expect(count).toBeGreaterThanOrEqual(hrefs.length)
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
