import type { Page } from '@playwright/test'
import { localSessionHours } from '../content/localHours'
import { expect, test } from './fixtures'

/**
 * The session hours in the reader's own time (components/LocalSessionHours.tsx,
 * components/firstScript/localHoursInBrowser.ts): Playwright's `timezoneId` is her zone;
 * the clock is set to Monday 12 January 2026, a week without a clock change
 * anywhere below, so the days and times are known.
 */
const monday = new Date('2026-01-12T12:00:00Z')
const box = '[data-local-hours]'
// Intl separates times with narrow and no-break spaces; compare on plain ones.
const shown = async (page: Page) => (await page.locator(`${box} > p`).allInnerTexts()).map((text) => text.replace(/[\u202f\u00a0\u2009]/g, ' '))

async function open(page: Page, url: string) {
  await page.clock.setFixedTime(monday)
  await page.goto(url)
  // The spec's own hours stay as they are, above.
  await expect(page.locator('main')).toContainText('Mountain Standard Time')
}

test.describe('a reader in Sydney', () => {
  test.use({ timezoneId: 'Australia/Sydney' })
  test('on the US contact page sees the sessions on her own days and clock', async ({ page, consoleErrors }) => {
    await open(page, '/contact')
    await expect.poll(() => shown(page)).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday, and Friday, 3:00 AM – 10:00 AM'])
    expect(consoleErrors).toEqual([])
  })
  test('on the UK contact page, in the UK’s 24-hour clock, in place of London’s', async ({ page }) => {
    await open(page, '/en-gb/contact')
    await expect.poll(() => shown(page)).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday and Friday, 03:00 – 10:00'])
  })
  test('on the US services page too', async ({ page }) => {
    await open(page, '/services')
    await expect.poll(() => shown(page)).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday, and Friday, 3:00 AM – 10:00 AM'])
  })
})

test.describe('a reader in London', () => {
  test.use({ timezoneId: 'Europe/London' })
  test('on the Australian contact page sees her own time in place of Sydney’s', async ({ page }) => {
    await open(page, '/en-au/contact')
    await expect.poll(() => shown(page)).toEqual(['That is, in United Kingdom Time:', 'Monday, Tuesday and Thursday, 4:00 pm – 11:00 pm'])
  })
  test('on the UK contact page keeps the prerendered London hours, untouched', async ({ page }) => {
    await page.goto('/en-gb/contact')
    const expected = localSessionHours(new Date(), 'Europe/London', 'en-GB')
    expect(expected).not.toBeNull()
    await expect.poll(() => shown(page)).toEqual([
      `That is, in ${expected?.zone}:`,
      ...(expected?.lines ?? []).map((line) => `${line.days}, ${line.time}`.replace(/[\u202f\u00a0\u2009]/g, ' ')),
    ])
    await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
    // The box's code never ran (it reserves the box's height as it replaces the words).
    expect(await page.locator(box).getAttribute('style')).toBeNull()
  })
})

test.describe('a reader in Denver in January (Mountain Standard Time, Arizona’s clock)', () => {
  test.use({ timezoneId: 'America/Denver' })
  test('on the US contact page sees nothing extra', async ({ page }) => {
    await open(page, '/contact')
    await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
    await expect(page.locator(`${box} > p`)).toHaveCount(0)
  })
  test('on the Australian contact page keeps Sydney’s hours', async ({ page }) => {
    await open(page, '/en-au/contact')
    await expect.poll(() => shown(page)).toEqual(['That is, in Australian Eastern Time:', 'Tuesday, Wednesday and Friday, 3:00 am – 10:00 am'])
  })
})

test.describe('a reader in Sydney, the box replaced as the page loads', () => {
  test.use({ timezoneId: 'Australia/Sydney', viewport: { width: 375, height: 812 } })
  test('moves nothing up: the box never gets shorter than the prerendered one', async ({ page }) => {
    await page.clock.setFixedTime(monday)
    await page.goto('/en-gb/contact')
    await expect.poll(() => shown(page)).toContain('Tuesday, Wednesday and Friday, 03:00 – 10:00')
    const height = await page.locator(box).evaluate((element) => element.getBoundingClientRect().height)
    const minHeight = await page.locator(box).evaluate((element) => parseFloat(getComputedStyle(element).minHeight))
    expect(minHeight).toBeGreaterThan(0)
    expect(height).toBeGreaterThanOrEqual(minHeight)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'America/Denver' })
  // Whatever her zone: the prerendered page shows the locale's main zone (London's days; Sydney's, a day on).
  test('each locale shows its main zone’s hours, the US page nothing extra', async ({ page }) => {
    await page.goto('/en-gb/contact')
    await expect(page.locator(`${box} > p`).first()).toHaveText('That is, in United Kingdom Time:')
    await expect(page.locator(`${box} > p`).nth(1)).toContainText('Monday')
    await page.goto('/en-au/contact')
    await expect(page.locator(`${box} > p`).first()).toHaveText('That is, in Australian Eastern Time:')
    await expect(page.locator(`${box} > p`).nth(1)).toContainText('Tuesday')
    await page.goto('/contact')
    await expect(page.locator(`${box} > p`)).toHaveCount(0)
    await expect(page.locator('main')).toContainText('Mountain Standard Time')
  })
})
