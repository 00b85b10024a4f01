import type { Locator, Page } from '@playwright/test'
import { localePrefix, locales, type Locale } from '../content/locales'
import { localSessionHours } from '../content/localHours'
import { expect, test } from './fixtures'

/**
 * The session hours in the reader's own time (components/shell/LocalSessionHours.tsx,
 * components/firstScript/localHours.ts: computed in a worker, filled in by
 * localHoursInBrowser.ts), beneath the spec's hours
 * wherever a page shows them: the footer of every page, contact, services, the
 * FAQ on when sessions are held, the privacy policy and the terms. Playwright's
 * `timezoneId` is her zone; the clock is set to Monday 12 January 2026, a week
 * without a clock change anywhere below, so the days and times are known.
 */
const monday = new Date('2026-01-12T12:00:00Z')
const boxes = '[data-local-hours]'
const inMain = `main ${boxes}`
const inFooter = `footer ${boxes}`
const inFaq = `[data-slot="where-and-when"] ${boxes}`
// Intl separates times with narrow and no-break spaces; compare on plain ones.
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ')
const shown = async (box: Locator) => (await box.locator(':scope > p').allInnerTexts()).map(plain)

/** What a box shows for `zone` in `locale` (Intl's words, as the browser computes them; Node's ICU agrees). */
function expected(zone: string, locale: Locale, weekday: 'long' | 'short' = 'long', from = monday): string[] {
  const hours = localSessionHours(from, zone, locale, weekday)
  if (!hours) throw new Error(`${zone} adds nothing to the session hours`)
  return [`That is, in ${hours.zone}:`, ...hours.lines.map((line) => plain(`${line.days}, ${line.time}`))]
}

async function open(page: Page, url: string) {
  await page.clock.setFixedTime(monday)
  await page.goto(url)
  // The spec's own hours stay as they are, above.
  await expect(page.locator('footer')).toContainText('Mountain Standard Time')
}

test.describe('a reader in Sydney', () => {
  test.use({ timezoneId: 'Australia/Sydney' })
  test('on the US contact page sees the sessions on her own days and clock', async ({ page, consoleErrors }) => {
    await open(page, '/contact')
    await expect(page.locator('main')).toContainText('Mountain Standard Time')
    await expect.poll(() => shown(page.locator(inMain))).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday, and Friday, 3:00 AM – 10:00 AM'])
    // The footer's compact block too, in short weekday names.
    await expect.poll(() => shown(page.locator(inFooter))).toEqual(['That is, in Australian Eastern Time:', 'Tue, Wed, and Fri, 3:00 AM – 10:00 AM'])
    expect(consoleErrors).toEqual([])
  })
  test('on the UK contact page, in the UK’s 24-hour clock, in place of London’s', async ({ page }) => {
    await open(page, '/en-gb/contact')
    await expect.poll(() => shown(page.locator(inMain))).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday and Friday, 03:00 – 10:00'])
  })
  test('on the US services page too', async ({ page }) => {
    await open(page, '/services')
    await expect.poll(() => shown(page.locator(inMain))).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday, and Friday, 3:00 AM – 10:00 AM'])
  })
})

test.describe('a reader in London', () => {
  test.use({ timezoneId: 'Europe/London' })
  test('on the Australian contact page sees her own time in place of Sydney’s', async ({ page }) => {
    await open(page, '/en-au/contact')
    await expect.poll(() => shown(page.locator(inMain))).toEqual(['That is, in United Kingdom Time:', 'Monday, Tuesday and Thursday, 4:00 pm – 11:00 pm'])
    await expect.poll(() => shown(page.locator(inFooter))).toEqual(['That is, in United Kingdom Time:', 'Mon, Tue and Thu, 4:00 pm – 11:00 pm'])
  })
  test('on the UK contact page keeps the prerendered London hours, untouched', async ({ page }) => {
    await page.goto('/en-gb/contact')
    const now = new Date()
    await expect.poll(() => shown(page.locator(inMain))).toEqual(expected('Europe/London', 'en-GB', 'long', now))
    await expect.poll(() => shown(page.locator(inFooter))).toEqual(expected('Europe/London', 'en-GB', 'short', now))
    await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
    // The boxes' code never ran (it reserves each box's height as it replaces the words).
    for (const box of await page.locator(boxes).all()) expect(await box.getAttribute('style')).toBeNull()
  })
  test('in the week her clocks go forward (29 March 2026), the days before and after the change apart', async ({ page }) => {
    const thursday = new Date('2026-03-26T12:00:00Z')
    await page.clock.setFixedTime(thursday)
    await page.goto('/about')
    await expect.poll(() => shown(page.locator(inFooter))).toEqual(['That is, in United Kingdom Time:', 'Mon and Tue, 5:00 PM – 12:00 AM', 'Thu, 4:00 PM – 11:00 PM'])
    expect(await shown(page.locator(inFooter))).toEqual(expected('Europe/London', 'en-US', 'short', thursday))
  })
})

// Everywhere else the hours are shown, in each locale, for a reader whose zone is none the page prerenders.
const elsewhere: Record<Locale, string> = { 'en-US': 'Australia/Sydney', 'en-GB': 'America/New_York', 'en-AU': 'Europe/London' }

for (const locale of locales) {
  const prefix = localePrefix(locale)
  const zone = elsewhere[locale]
  test.describe(`${locale}, a reader in ${zone}`, () => {
    test.use({ timezoneId: zone })
    test('the footer of a page without hours of its own shows her time', async ({ page, consoleErrors }) => {
      await open(page, `${prefix}/blog`)
      await expect(page.locator(boxes)).toHaveCount(1)
      await expect.poll(() => shown(page.locator(inFooter))).toEqual(expected(zone, locale, 'short'))
      expect(consoleErrors).toEqual([])
    })
    test('the FAQ on when sessions are held shows her time beneath the answer, and its structured data the spec’s hours alone', async ({ page, consoleErrors }) => {
      await open(page, `${prefix}/faqs`)
      // Her time arrives with the page; the accordion, reached for, goes live with it (its answers are read back from the page).
      await expect.poll(() => shown(page.locator(inFooter))).toEqual(expected(zone, locale, 'short'))
      await page.getByRole('button', { name: 'Where are you available, and when are sessions held?' }).click()
      const answer = page.locator('[data-slot="where-and-when"]')
      await expect(answer).toBeVisible()
      await expect(answer.locator('p').first()).toBeVisible()
      await expect(answer).toContainText('Mountain Standard Time')
      await expect.poll(() => shown(page.locator(inFaq))).toEqual(expected(zone, locale))
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n')
      expect(data).toContain('Mountain Standard Time')
      expect(data).not.toContain('That is, in')
      // The accordion, live, read the filled answer back from the page with nothing the CSP refuses.
      await expect(page.locator('[data-island="Accordion"][data-island-hydrated]')).toBeAttached()
      expect(consoleErrors).toEqual([])
    })
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      test(`${path}: the contact section’s hours are followed by hers`, async ({ page }) => {
        await open(page, `${prefix}${path}`)
        const box = page.locator(inMain)
        await expect(box).toHaveCount(1)
        // Beneath the paragraph that gives the spec's hours.
        await expect(box.locator('xpath=preceding-sibling::p[1]')).toContainText('Mountain Standard Time')
        await expect.poll(() => shown(box)).toEqual(expected(zone, locale))
        await expect.poll(() => shown(page.locator(inFooter))).toEqual(expected(zone, locale, 'short'))
      })
    }
  })
}

test.describe('a reader in Arizona, whose clock is the spec’s (as the critical-CSS spec browses)', () => {
  test.use({ timezoneId: 'America/Phoenix' })
  for (const locale of locales) {
    test(`${locale}: every box stays as prerendered, though her zone is asked`, async ({ page }) => {
      // Her zone is not the one prerendered (London's, Sydney's, or none), so the worker is asked; it finds nothing to add.
      const scripts: string[] = []
      page.on('request', (request) => scripts.push(request.url()))
      await page.goto(`${localePrefix(locale)}/faqs`)
      const prerendered = await page.locator(boxes).evaluateAll((elements) => elements.map((element) => element.outerHTML))
      expect(prerendered).toHaveLength(2)
      // The islands' code waits for the worker's answer (components/firstScript/localHours.ts).
      await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
      expect(scripts.filter((url) => /localHours\.worker/.test(url))).toHaveLength(1)
      expect(await page.locator(boxes).evaluateAll((elements) => elements.map((element) => element.outerHTML))).toEqual(prerendered)
      if (locale === 'en-US') await expect(page.locator(`${boxes} > p`)).toHaveCount(0)
    })
  }
})

test.describe('a reader in Sydney whom the worker fails', () => {
  test.use({ timezoneId: 'Australia/Sydney' })
  test('still sees her own hours when no worker starts: the same code runs on the main thread', async ({ page, consoleErrors }) => {
    await page.route(/localHours\.worker/, (route) => route.abort())
    await open(page, '/contact')
    await expect.poll(() => shown(page.locator(inMain))).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday, and Friday, 3:00 AM – 10:00 AM'])
    await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
    expect(consoleErrors.filter((error) => !/localHours\.worker|net::ERR_FAILED/.test(error))).toEqual([])
  })
  test('still sees her own hours when the worker never answers, and the islands are not held back', async ({ page, consoleErrors }) => {
    // A worker that starts and then says nothing: after its time the main thread answers.
    await page.route(/localHours\.worker/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'addEventListener("message", () => {})' }))
    await open(page, '/contact')
    await expect.poll(() => shown(page.locator(inMain)), { timeout: 15_000 }).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday, and Friday, 3:00 AM – 10:00 AM'])
    await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
    expect(consoleErrors).toEqual([])
  })
})

test.describe('a reader in Denver in January (Mountain Standard Time, Arizona’s clock)', () => {
  test.use({ timezoneId: 'America/Denver' })
  test('on the US contact page sees nothing extra', async ({ page }) => {
    await open(page, '/contact')
    await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
    await expect(page.locator(`${boxes} > p`)).toHaveCount(0)
  })
  test('on the Australian contact page keeps Sydney’s hours', async ({ page }) => {
    await open(page, '/en-au/contact')
    await expect.poll(() => shown(page.locator(inMain))).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday and Friday, 3:00 am – 10:00 am'])
  })
})

test.describe('a reader in Sydney, the boxes replaced as the page loads', () => {
  test.use({ timezoneId: 'Australia/Sydney', viewport: { width: 375, height: 812 } })
  test('moves nothing up: no box gets shorter than the prerendered one', async ({ page }) => {
    await page.clock.setFixedTime(monday)
    await page.goto('/en-gb/contact')
    await expect.poll(() => shown(page.locator(inMain))).toContain('Tuesday, Wednesday and Friday, 03:00 – 10:00')
    await expect.poll(() => shown(page.locator(inFooter))).toContain('Tue, Wed and Fri, 03:00 – 10:00')
    for (const box of await page.locator(boxes).all()) {
      const height = await box.evaluate((element) => element.getBoundingClientRect().height)
      const minHeight = await box.evaluate((element) => parseFloat(getComputedStyle(element).minHeight))
      expect(minHeight).toBeGreaterThan(0)
      expect(height).toBeGreaterThanOrEqual(minHeight)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'America/Denver' })
  // Whatever her zone: the prerendered page shows the locale's main zone (London's days; Sydney's, a day on).
  const main: Record<Locale, { intro: string; day: string } | null> = {
    'en-US': null,
    'en-GB': { intro: 'That is, in United Kingdom Time:', day: 'Mon' },
    'en-AU': { intro: 'That is, in Australian Eastern Time:', day: 'Tue' },
  }
  for (const locale of locales) {
    const zone = main[locale]
    test(`${locale}: ${zone ? 'the main zone’s hours' : 'nothing extra'} beneath every showing of the hours`, async ({ page }) => {
      for (const [path, count] of [['/contact', 2], ['/faqs', 2], ['/privacy-policy', 2], ['/terms-of-service', 2], ['/blog', 1]] as const) {
        await page.goto(`${localePrefix(locale)}${path}`)
        await expect(page.locator(boxes)).toHaveCount(count)
        await expect(page.locator('footer')).toContainText('Mountain Standard Time')
        for (const box of await page.locator(boxes).all()) {
          if (!zone) {
            await expect(box.locator('p')).toHaveCount(0)
            continue
          }
          await expect(box.locator('p').first()).toHaveText(zone.intro)
          await expect(box.locator('p').nth(1)).toContainText(zone.day)
          await expect(box).toBeVisible()
        }
      }
    })
  }
})
