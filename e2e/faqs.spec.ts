import { faqs } from '../content/faqs'
import { locales, localizePath } from '../content/locales'
import { expect, test } from './fixtures'

type FaqPage = { '@type': string; inLanguage: string; mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[] }

/** /faqs carries FAQPage structured data made from the same records as the visible questions, per locale. */
for (const locale of locales) {
  test(`FAQ structured data equals the visible questions (${locale})`, async ({ page, consoleErrors }) => {
    await page.goto(localizePath('/faqs', locale))
    const scripts = page.locator('script[type="application/ld+json"]')
    const data = (await scripts.evaluateAll((elements) => elements.map((el) => JSON.parse(el.textContent ?? '{}')))) as FaqPage[]
    const faqPage = data.find((entry) => entry['@type'] === 'FAQPage')
    expect(faqPage).toBeDefined()
    expect(faqPage?.inLanguage).toBe(locale)
    expect(faqPage?.mainEntity).toHaveLength(faqs.length)

    const buttons = page.locator('#questions-title ~ div h3 button')
    await expect(buttons).toHaveCount(faqs.length)
    // Reach for the accordion: it hydrates, and its buttons then control their answers.
    await buttons.first().hover()
    await expect(page.locator('[data-island="Accordion"][data-island-hydrated]')).toBeAttached()
    const visible = (await buttons.allInnerTexts()).map((text) => text.trim())
    expect(faqPage?.mainEntity.map((entry) => entry.name)).toEqual(visible)

    // Each answer's text is what the reader sees once it is open; beneath the
    // session hours, the same hours in her own zone are hers alone, not the data's.
    for (const [index, entry] of (faqPage?.mainEntity ?? []).entries()) {
      const button = buttons.nth(index)
      await button.click()
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
      await expect(panel).toBeVisible()
      const shown = (await panel.locator('p:not([data-local-hours] p)').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
      expect(entry.acceptedAnswer.text.split('\n\n').map((text) => text.replace(/\s+/g, ' ').trim()), entry.name).toEqual(shown)
    }
    expect(consoleErrors).toEqual([])
  })
}

test('the FAQ answers name the local emergency number', async ({ page }) => {
  const expected = { 'en-US': '911', 'en-GB': '999', 'en-AU': '000 (111 in New Zealand)' } as const
  for (const locale of locales) {
    await page.goto(localizePath('/faqs', locale))
    const json = await page.locator('script[type="application/ld+json"]').first().textContent()
    expect(json).toContain(`call ${expected[locale]} now`)
  }
})

test('the recovery timeframes are stated', async ({ page }) => {
  await page.goto('/faqs')
  const json = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(json).toContain('6–12 months')
  expect(json).toContain('2–3 years')
})
