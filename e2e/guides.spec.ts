import { localizePath, type Locale } from '../content/locales'
import { expect, settled, test } from './fixtures'

/**
 * The two help guides: the comparison table's structure, the last-updated
 * date in each locale's format, and each region's own crisis and abuse lines.
 */
const childhood = '/childhood-trauma-help'
const narcissistic = '/narcissistic-abuse-help'

// The guides' last change (content/guides/common.ts guideRecords), in each locale's format.
const lastUpdated: Record<Locale, string> = {
  'en-US': 'November 26, 2026',
  'en-GB': '26 November 2026',
  'en-AU': '26 November 2026',
}

// Numbers each region's reader must see (their sources: content/crisis.ts).
const crisisBoxNumbers: Record<Locale, string[]> = {
  'en-US': ['988', '1-800-799-7233'],
  'en-GB': ['116 123', '0808 2000 247'],
  'en-AU': ['13 11 14', '1800 737 732', '0800 733 843'],
}
const dangerNoticeNumbers: Record<Locale, string[]> = {
  'en-US': ['911', '1-800-799-7233', '88788'],
  'en-GB': ['999', '0808 2000 247'],
  'en-AU': ['000', '1800 737 732', '111', '0800 733 843'],
}
const usNumbers = ['911', '988', '1-800-799-7233', '88788']
const usTelLinks = ['tel:911', 'tel:988', 'tel:+18007997233', 'sms:988', 'sms:88788']

test.describe('comparison table on the childhood trauma guide', () => {
  test('is a real table: caption, column headers, five rows with row headers, labelled badges', async ({ page, consoleErrors }) => {
    await page.goto(childhood)
    const table = page.locator('table')
    await expect(table).toHaveCount(1)
    await expect(table.locator('caption')).toHaveText(/\S/)
    const columnHeaders = table.locator('thead th[scope="col"]')
    expect(await columnHeaders.count()).toBeGreaterThanOrEqual(4)
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(5)
    for (const row of await rows.all()) {
      await expect(row.locator('th[scope="row"]')).toHaveCount(1)
      await expect(row.locator('th[scope="row"]')).toHaveText(/\S/)
      // The approach is said in words, not by colour alone.
      const badge = row.locator('[data-approach]')
      await expect(badge).toBeVisible()
      await expect(badge).toHaveText(/^(Therapy|Coaching|Therapy or coaching)$/)
    }
    // The scrolling wrapper is a keyboard-reachable region named by the caption.
    // (textContent: the section may not be rendered yet, see content-visibility in renderer/styles.css.)
    const caption = (await table.locator('caption').textContent())?.trim() ?? ''
    const region = page.getByRole('region', { name: caption })
    await expect(region).toHaveAttribute('tabindex', '0')
    await settled(page)
    expect(consoleErrors).toEqual([])
  })

  test('shows every treatment the spec names', async ({ page }) => {
    await page.goto(childhood)
    const rowHeaders = page.locator('table tbody th[scope="row"]')
    await expect(rowHeaders).toHaveText([/EMDR/, /Trauma-focused cognitive behavioral therapy/, /Somatic experiencing/, /Internal Family Systems/, /Trauma recovery coaching/])
  })
})

for (const locale of ['en-US', 'en-GB', 'en-AU'] as const) {
  test.describe(`guides in ${locale}`, () => {
    for (const path of [childhood, narcissistic]) {
      test(`${path}: last updated ${lastUpdated[locale]}`, async ({ page }) => {
        await page.goto(localizePath(path, locale))
        const stamp = page.locator('[data-last-updated]')
        await expect(stamp).toContainText(lastUpdated[locale])
        await expect(stamp.locator('time')).toHaveAttribute('datetime', '2026-11-26')
      })
    }

    test(`${childhood}: the crisis box shows this region's lines`, async ({ page }) => {
      await page.goto(localizePath(childhood, locale))
      const box = page.locator('section[aria-labelledby="get-help-now-title"]')
      for (const number of crisisBoxNumbers[locale]) await expect(box).toContainText(number)
    })

    test(`${narcissistic}: the danger notice shows this region's emergency and abuse lines`, async ({ page }) => {
      await page.goto(localizePath(narcissistic, locale))
      const notice = page.locator('section[aria-labelledby="danger-notice-title"]')
      for (const number of dangerNoticeNumbers[locale]) await expect(notice).toContainText(number)
      if (locale === 'en-US') await expect(notice).toContainText('START')
    })

    if (locale !== 'en-US') {
      for (const path of [childhood, narcissistic]) {
        test(`${path}: no United States number`, async ({ page }) => {
          await page.goto(localizePath(path, locale))
          // textContent, not innerText: a section not yet rendered (content-visibility)
          // would be missing from innerText and let a wrong number pass.
          const text = (await page.locator('main').textContent()) ?? ''
          for (const number of usNumbers) expect(text, number).not.toContain(number)
          for (const href of usTelLinks) await expect(page.locator(`a[href^="${href}"]`), href).toHaveCount(0)
        })
      }
    }
  })
}

test.describe('guide FAQs', () => {
  for (const [path, count] of [[childhood, 5], [narcissistic, 7]] as const) {
    test(`${path} has ${count} questions, one open at a time`, async ({ page, consoleErrors }) => {
      await page.goto(path)
      await settled(page)
      const faq = page.locator('section[aria-labelledby="faq-title"]')
      const triggers = faq.locator('h3 button')
      await expect(triggers).toHaveCount(count)
      await triggers.nth(0).click()
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
      await triggers.nth(1).click()
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true')
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
      expect(consoleErrors).toEqual([])
    })
  }
})
