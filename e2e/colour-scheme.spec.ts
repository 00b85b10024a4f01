import type { Page } from '@playwright/test'
import { parse, type HTMLElement } from 'node-html-parser'
import { quizMessages } from '../content/quiz'
import { searchMessages } from '../content/search'
import { contactFormMessages } from '../pages/contact/formMessages'
import { shellMessages } from '../components/shell/shellMessages'
import { readCatalogue } from '../scripts/i18n/catalogue'
import { expect, settled, test } from './fixtures'
import { builtHtml, everyPage, samplePaths } from './site'

/**
 * The colour schemes (renderer/styles.css, docs/colour.md): the site follows
 * the reader's system setting and stores nothing to do it. Contrast in both
 * schemes is the sweep's (e2e/sweep.spec.ts) and the widget states'; the focus
 * ring in dark and in forced colours is e2e/focus-visible.spec.ts's.
 */

/** `#rrggbb` as getComputedStyle gives it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

/** The colours the page is painted with: its root's background and text, and the scheme its controls take. */
const pageColours = (page: Page) =>
  page.evaluate(() => {
    const html = getComputedStyle(document.documentElement)
    const body = getComputedStyle(document.body)
    return { html: html.backgroundColor, body: body.backgroundColor, text: body.color, colorScheme: html.colorScheme }
  })

/** The two theme-color values a page gives the phone's browser bar, by scheme. */
const themeColours = (html: string | HTMLElement) =>
  Object.fromEntries((typeof html === 'string' ? parse(html) : html).querySelectorAll('meta[name="theme-color"]').map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]))

/** The dark values a page's inlined stylesheet (scripts/inline-css.ts) sets for its first paint. */
const inlinedDarkSurface = (html: string) =>
  /<style>[\s\S]*?@media screen and \(prefers-color-scheme: ?dark\)\{:root(?:,:host)?\{[^}]*?--color-surface:(#[0-9a-f]{6})[\s\S]*?<\/style>/.exec(html)?.[1]

test('every page gives the browser bar a colour for each scheme, lets its controls follow the scheme, and inlines its dark colours', () => {
  for (const sitePage of everyPage) {
    const html = builtHtml(sitePage)
    // The head alone: parsing every page whole took seconds.
    const head = parse(html.slice(0, html.indexOf('</head>')))
    const bar = themeColours(head)
    expect(Object.keys(bar), sitePage.url).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'])
    expect(head.querySelector('meta[name="color-scheme"]')?.getAttribute('content'), sitePage.url).toBe('light dark')
    // Dark from the first paint, before any stylesheet or script: the page's dark
    // colour is in its inlined CSS, and is the one the browser bar is given.
    expect(inlinedDarkSurface(html), sitePage.url).toBe(bar['(prefers-color-scheme: dark)'])
  }
})

test.describe('dark from the first paint, JavaScript off', () => {
  // No script and no stylesheet request: only what each page inlines paints it.
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' })
  test('the sample pages paint dark from their inlined CSS alone', async ({ page, consoleErrors }) => {
    await page.route('**/*.css', (route) => route.abort())
    for (const sitePage of everyPage.filter((candidate) => candidate.locale === 'en-US' && samplePaths.includes(candidate.path))) {
      await page.goto(sitePage.url)
      const darkBar = themeColours(builtHtml(sitePage))['(prefers-color-scheme: dark)']!
      expect(await pageColours(page), sitePage.url).toEqual({ html: rgb(darkBar), body: 'rgba(0, 0, 0, 0)', text: 'rgb(227, 232, 229)', colorScheme: 'light dark' })
    }
    expect(consoleErrors).toEqual([])
  })
})

test.describe('light where the system is light or the page is printed', () => {
  test('light by default, with the brand green for the browser bar', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/en-gb/online-safety')
    expect(await pageColours(page)).toEqual({ html: 'rgb(255, 255, 255)', body: 'rgba(0, 0, 0, 0)', text: 'rgb(31, 42, 55)', colorScheme: 'light dark' })
    expect(themeColours(await page.content())['(prefers-color-scheme: light)']).toBe('#245a4b')
  })

  test('printed from a phone set to dark, the page is light: dark text on white paper', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/blog/signs-of-narcissistic-abuse')
    expect((await pageColours(page)).html).not.toBe('rgb(255, 255, 255)')
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' })
    expect(await pageColours(page)).toEqual({ html: 'rgb(255, 255, 255)', body: 'rgba(0, 0, 0, 0)', text: 'rgb(31, 42, 55)', colorScheme: 'light' })
    // The crisis box keeps its light warning colours on paper.
    const heading = page.locator('[data-crisis-box] :is(h2, h3)').first()
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(127, 29, 34)')
  })
})

/**
 * Nothing is kept on her device for the scheme or for anything else she does:
 * a visit in the dark scheme through every island (the menu, an answer opened,
 * the quiz to its result and its results sent, the contact form's errors,
 * search, the thank-you dialog, the region notice hidden and then followed)
 * leaves no localStorage, sessionStorage, IndexedDB database, cookie, cache or
 * service worker.
 */
test('a visit that uses every island, in the dark scheme, stores nothing on the device', async ({ browser }) => {
  const catalogue = readCatalogue('en-GB')
  const gb = (id: string | number | undefined) => catalogue[String(id)]!.defaultMessage.replace(/\{[^}]*\}/g, '').trim()
  // A browser in the UK on the United States' pages: the region notice shows.
  const context = await browser.newContext({ colorScheme: 'dark', locale: 'en-GB', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()

  await page.goto('/approach')
  await page.locator('[data-region-notice]').getByRole('button', { name: 'Hide on this page' }).click()
  await expect(page.locator('[data-region-notice] > div')).toHaveCount(0)
  await page.goto('/about')
  const notice = page.locator('[data-region-notice]').getByRole('link')
  await expect(notice).toHaveAttribute('href', '/en-gb/about')
  await notice.click()
  await page.waitForURL('**/en-gb/about')
  await settled(page)

  await page.getByRole('button', { name: gb(shellMessages.menuOpen.id) }).click()
  await page.locator('#site-nav-links').getByRole('link', { name: 'FAQs' }).click()
  await page.waitForURL('**/en-gb/faqs')
  const question = page.locator('#questions-title ~ div h3 button').first()
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')

  await page.goto('/en-gb/healing-quiz')
  for (let index = 0; index < 5; index++) {
    if (index > 0) await page.getByRole('button', { name: gb(quizMessages.next.id), exact: true }).click()
    await page.getByRole('radio').nth(index % 4).check()
  }
  await page.getByRole('button', { name: gb(quizMessages.getResults.id), exact: true }).click()
  await expect(page.locator('section[data-result]')).toBeFocused()
  await page.getByRole('textbox', { name: gb(quizMessages.emailLabel.id) }).fill('me@example.com')
  await page.getByRole('button', { name: gb(quizMessages.send.id), exact: true }).click()
  await expect(page.getByRole('dialog', { name: gb(quizMessages.sentTitle.id) })).toBeVisible()

  await page.goto('/en-gb/contact')
  await page.getByRole('textbox', { name: gb(contactFormMessages.email.id), exact: true }).fill('b@c')
  await page.getByRole('button', { name: gb(contactFormMessages.submit.id) }).click()
  await expect(page.locator('form [data-error-summary]')).toBeFocused()

  await page.goto('/en-gb/search')
  await page.getByRole('searchbox').fill('gaslighting')
  await expect(page.getByRole('list', { name: gb(searchMessages.resultsLabel.id) }).getByRole('link').first()).toBeVisible()

  await page.goto('/en-gb/?submitted=true')
  await expect(page.getByRole('dialog', { name: gb('home.thanks.title') })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await settled(page)

  const stored = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
    cacheStorage: await caches.keys(),
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
  }))
  expect(stored).toEqual({ localStorage: [], sessionStorage: [], indexedDB: [], cacheStorage: [], serviceWorkers: 0 })
  expect(await context.cookies()).toEqual([])
  await context.close()
})
