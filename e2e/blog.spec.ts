import { articleReadMinutes } from '../content/blog/article'
import { lastUpdated } from '../content/blog/posts'
import { articles, postById, posts } from '../scripts/articles'
import { expect, test } from './fixtures'

// What the pages show is derived from the article modules (content/blog/articles),
// so a new article needs no change here.
const locales = [
  { prefix: '', lang: 'en-US', crisis: 'us-988', notCrisis: 'gb-samaritans' },
  { prefix: '/en-gb', lang: 'en-GB', crisis: 'gb-samaritans', notCrisis: 'us-988' },
  { prefix: '/en-au', lang: 'en-AU', crisis: 'au-lifeline', notCrisis: 'us-988' },
] as const

/** An ISO date as LongDate shows it in a locale ("October 29, 2025", "29 October 2025"). */
const longDate = (iso: string, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
const readMinutes = (id: string) => articleReadMinutes(articles[id]!)
const categories = new Set(posts.map((post) => post.category))
const signs = postById('signs-of-narcissistic-abuse')

for (const locale of locales) {
  test(`${locale.lang}: /blog lists every post by category, dated for the locale`, async ({ page, consoleErrors }) => {
    await page.goto(`${locale.prefix}/blog`)
    await expect(page.locator('[data-post]')).toHaveCount(posts.length)
    for (const post of posts) {
      const card = page.locator(`[data-post="${post.id}"]`)
      await expect(card).toContainText(longDate(post.date, locale.lang))
      await expect(card.locator(`[data-read-minutes="${readMinutes(post.id)}"]`)).toHaveCount(1)
      await expect(card.getByRole('link')).toHaveAttribute('href', `${locale.prefix}${post.link}`)
    }
    // The topic "filter" is anchors to category headings: it works without JavaScript.
    const topics = page.getByRole('navigation', { name: /topic/i }).getByRole('link')
    await expect(topics).toHaveCount(categories.size)
    for (const href of await topics.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      await expect(page.locator(href!)).toHaveCount(1)
    }
    expect(consoleErrors).toEqual([])
  })

  test(`${locale.lang}: an article has its back link, regional crisis lines, sources and Article JSON-LD`, async ({ page, consoleErrors }) => {
    await page.goto(`${locale.prefix}${signs.link}`)
    await expect(page.getByRole('link', { name: /back to all articles/i }).first()).toHaveAttribute('href', `${locale.prefix}/blog`)
    await expect(page.locator(`[data-crisis-contact="${locale.crisis}"]`).first()).toBeVisible()
    await expect(page.locator(`[data-crisis-contact="${locale.notCrisis}"]`)).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: /author/i })).toContainText(longDate(lastUpdated(signs), locale.lang))
    const sources = page.getByRole('region', { name: /about this page/i }).locator('[data-sources]').getByRole('link')
    await expect(sources).toHaveCount(2)
    for (const rel of await sources.evaluateAll((links) => links.map((link) => link.getAttribute('rel')))) expect(rel).toContain('noopener')
    await expect(page.locator('h3', { hasText: /^\d+\. / })).toHaveCount(15)
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
    expect(json).toMatchObject({
      '@type': 'Article',
      headline: articles[signs.id]!.meta.title.defaultMessage,
      datePublished: signs.date,
      dateModified: lastUpdated(signs),
      inLanguage: locale.lang,
      mainEntityOfPage: { '@type': 'MedicalWebPage', lastReviewed: signs.lastReviewed, inLanguage: locale.lang },
    })
    expect(consoleErrors).toEqual([])
  })
}

test('the leaving article shows six safety steps with their priorities', async ({ page }) => {
  await page.goto('/blog/leaving-narcissistic-relationship')
  const steps = page.locator('[data-priority]')
  await expect(steps).toHaveCount(6)
  for (const label of ['Critical', 'Important', 'Essential']) await expect(steps.filter({ hasText: `Priority: ${label}` }).first()).toBeVisible()
  await expect(page.locator(`[data-read-minutes="${readMinutes('leaving-narcissistic-relationship')}"]`)).toHaveCount(1)
})

test('the healing article shows the four recovery phases and therapy versus coaching', async ({ page }) => {
  await page.goto('/en-gb/blog/healing-from-narcissistic-abuse')
  for (const phase of ['Safety & Stabilisation', 'Processing & Understanding', 'Rebuilding & Integration', 'Thriving & Growth']) {
    await expect(page.getByRole('heading', { level: 3, name: phase })).toBeVisible()
  }
  await expect(page.locator('[data-compare]')).toHaveCount(2)
  await expect(page.locator(`[data-read-minutes="${readMinutes('healing-from-narcissistic-abuse')}"]`)).toHaveCount(1)
})
