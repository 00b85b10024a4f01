import { expect, test } from './fixtures'

// date: the signs article's publication; updated: its last change (content/blog/posts.ts).
const locales = [
  { prefix: '', lang: 'en-US', date: 'October 29, 2025', updated: 'November 25, 2026', crisis: 'us-988', notCrisis: 'gb-samaritans' },
  { prefix: '/en-gb', lang: 'en-GB', date: '29 October 2025', updated: '25 November 2026', crisis: 'gb-samaritans', notCrisis: 'us-988' },
  { prefix: '/en-au', lang: 'en-AU', date: '29 October 2025', updated: '25 November 2026', crisis: 'au-lifeline', notCrisis: 'us-988' },
] as const

for (const locale of locales) {
  test(`${locale.lang}: /blog lists seven posts by category, dated for the locale`, async ({ page, consoleErrors }) => {
    await page.goto(`${locale.prefix}/blog`)
    await expect(page.locator('[data-post]')).toHaveCount(7)
    const signs = page.locator('[data-post="signs-of-narcissistic-abuse"]')
    await expect(signs).toContainText(locale.date)
    await expect(signs).toContainText('10 min read')
    await expect(signs.getByRole('link')).toHaveAttribute('href', `${locale.prefix}/blog/signs-of-narcissistic-abuse`)
    // The topic "filter" is anchors to category headings: it works without JavaScript.
    const topics = page.getByRole('navigation', { name: /topic/i }).getByRole('link')
    await expect(topics).toHaveCount(5)
    for (const href of await topics.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      await expect(page.locator(href!)).toHaveCount(1)
    }
    expect(consoleErrors).toEqual([])
  })

  test(`${locale.lang}: an article has its back link, regional crisis lines, sources and Article JSON-LD`, async ({ page, consoleErrors }) => {
    await page.goto(`${locale.prefix}/blog/signs-of-narcissistic-abuse`)
    await expect(page.getByRole('link', { name: /back to all articles/i }).first()).toHaveAttribute('href', `${locale.prefix}/blog`)
    await expect(page.locator(`[data-crisis-contact="${locale.crisis}"]`).first()).toBeVisible()
    await expect(page.locator(`[data-crisis-contact="${locale.notCrisis}"]`)).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: /author/i })).toContainText(locale.updated)
    const sources = page.getByRole('region', { name: /about this page/i }).locator('[data-sources]').getByRole('link')
    await expect(sources).toHaveCount(2)
    for (const rel of await sources.evaluateAll((links) => links.map((link) => link.getAttribute('rel')))) expect(rel).toContain('noopener')
    await expect(page.locator('h3', { hasText: /^\d+\. / })).toHaveCount(15)
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
    expect(json).toMatchObject({
      '@type': 'Article',
      headline: '15 Signs of Narcissistic Abuse',
      datePublished: '2025-10-29',
      dateModified: '2026-11-25',
      inLanguage: locale.lang,
      mainEntityOfPage: { '@type': 'MedicalWebPage', lastReviewed: '2026-11-25', inLanguage: locale.lang },
    })
    expect(consoleErrors).toEqual([])
  })
}

test('the leaving article shows six safety steps with their priorities', async ({ page }) => {
  await page.goto('/blog/leaving-narcissistic-relationship')
  const steps = page.locator('[data-priority]')
  await expect(steps).toHaveCount(6)
  for (const label of ['Critical', 'Important', 'Essential']) await expect(steps.filter({ hasText: `Priority: ${label}` }).first()).toBeVisible()
  await expect(page.locator('[data-read-minutes="12"]')).toHaveCount(1)
})

test('the healing article shows the four recovery phases and therapy versus coaching', async ({ page }) => {
  await page.goto('/en-gb/blog/healing-from-narcissistic-abuse')
  for (const phase of ['Safety & Stabilisation', 'Processing & Understanding', 'Rebuilding & Integration', 'Thriving & Growth']) {
    await expect(page.getByRole('heading', { level: 3, name: phase })).toBeVisible()
  }
  await expect(page.locator('[data-compare]')).toHaveCount(2)
  await expect(page.locator('[data-read-minutes="14"]')).toHaveCount(1)
})
