import { describe, expect, it } from 'vitest'
import { articleMessages } from '../content/blog/article'
import { bodyMessages } from '../content/blog/readTime'
import { articles } from '../content/blog/articles'

// Every article module, a new one included (content/blog/articles/index.ts finds them).
describe.each(Object.entries(articles))('blog article %s', (slug, article) => {
  const { meta, body } = article
  const all = [
    ...Object.values(meta),
    ...articleMessages(article),
    ...body.sources.map((source) => source.label),
  ]

  it('has meta title, description and excerpt', () => {
    expect(meta.title?.id).toBe(`blog.${slug}.meta.title`)
    expect(meta.description?.id).toBe(`blog.${slug}.meta.description`)
    expect(meta.excerpt?.id).toBe(`blog.${slug}.excerpt`)
  })

  it('has an introduction and at least four sections with unique kebab-case anchors', () => {
    expect(body.intro.length).toBeGreaterThan(0)
    expect(body.sections.length).toBeGreaterThanOrEqual(4)
    const anchors = body.sections.map((section) => section.id)
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(new Set(anchors).size).toBe(anchors.length)
  })

  it('cites exactly two https sources', () => {
    expect(body.sources).toHaveLength(2)
    for (const source of body.sources) expect(new URL(source.href).protocol).toBe('https:')
  })

  it('uses ids under its own scope, each once, each with a description', () => {
    for (const message of all) {
      expect(message.id).toMatch(new RegExp(`^blog\\.${slug.replace(/-/g, '\\-')}\\.`))
      expect(String(message.description ?? '').length).toBeGreaterThan(10)
    }
    // Each paragraph once (a box's label, such as a priority, may repeat).
    const ids = [...Object.values(meta), ...bodyMessages(body), ...body.sources.map((source) => source.label)].map((message) => message.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('types no phone numbers into the copy', () => {
    // Crisis numbers come from content/crisis.ts for the reader's region, never from article text.
    // Years (19xx, 20xx) are allowed; any other run of three or more digits, or digit pairs split by a space, is not.
    const phoneLike = /\b(?!(?:19|20)\d{2}\b)\d{3,}\b|\b\d{2,}[\s-]\d{2,}\b/
    for (const message of all) expect(String(message.defaultMessage)).not.toMatch(phoneLike)
  })
})
