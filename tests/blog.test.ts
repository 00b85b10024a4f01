import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { LongDate } from '../components/content/LongDate'
import { articleMessages, articleReadMinutes, postIdOf } from '../content/blog/article'
import { articles, postById, posts } from '../content/blog/articles'
import { categoryIds, ctaTargets, lastUpdated, summaryIds } from '../content/blog/posts'
import { countWords, readMinutes, wordCount, wordsPerMinute } from '../content/blog/readTime'
import blogIndexScopes from '../pages/blog/+messageScopes'
import articleScopes from '../pages/blog/@id/+messageScopes'
import { onBeforePrerenderStart } from '../pages/blog/@id/+onBeforePrerenderStart'

const root = join(import.meta.dirname, '..')
const source = JSON.parse(readFileSync(join(root, 'locales', 'en-US.json'), 'utf8')) as Record<string, { defaultMessage: string }>
const postIds = posts.map((post) => post.id)
const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

describe('blog post records', () => {
  it('are the article modules: one post per file in content/blog/articles, by its file name', () => {
    const files = readdirSync(join(root, 'content', 'blog', 'articles')).filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    expect(postIds.toSorted()).toEqual(files.map(postIdOf).toSorted())
    expect(new Set(postIds).size).toBe(postIds.length)
    expect(posts.length).toBeGreaterThan(0)
  })

  it('are listed newest first', () => {
    expect(posts.map((post) => post.date)).toEqual(posts.map((post) => post.date).toSorted().reverse())
  })

  it.each(posts)('$id: ISO dates, updated no earlier than published, a known category and call to action, its own link', (post) => {
    expect(post.date).toMatch(isoDate)
    if (post.updated) {
      expect(post.updated).toMatch(isoDate)
      expect(post.updated >= post.date).toBe(true)
    }
    expect(categoryIds).toContain(post.category)
    expect(ctaTargets).toContain(post.cta)
    expect(post.link).toBe(`/blog/${post.id}`)
    expect(postById(post.id)).toBe(post)
  })

  it('dates the signs article October 29, 2025 (the spec), and uses every category', () => {
    expect(postById('signs-of-narcissistic-abuse').date).toBe('2025-10-29')
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(categoryIds))
  })

  it('prerenders every article, and only articles, at /blog/<id>', async () => {
    expect(await onBeforePrerenderStart()).toEqual(posts.map((post) => post.link))
  })

  it('places an article’s own boxes only for an article that exists (pages/blog/@id/boxes/<id>.tsx)', () => {
    const boxes = readdirSync(join(root, 'pages', 'blog', '@id', 'boxes')).filter((name) => name.endsWith('.tsx'))
    for (const file of boxes) expect(postIds).toContain(file.replace(/\.tsx$/, ''))
  })

  it('gives "Last Updated" as the reviewed date, or else the published date', () => {
    expect(lastUpdated({ date: '2025-10-08' })).toBe('2025-10-08')
    expect(lastUpdated({ date: '2025-10-08', updated: '2025-11-02' })).toBe('2025-11-02')
  })
})

describe('read time', () => {
  it('counts words as a reader meets them', () => {
    expect(countWords('Read the <strong>guide</strong> first.')).toBe(4)
    expect(countWords('Call {emergency} now — or text.')).toBe(5)
    expect(countWords('  ')).toBe(0)
    expect(countWords('it’s 24/7, ok?')).toBe(3)
  })

  it('rounds minutes at 225 words a minute, never below one', () => {
    expect(wordsPerMinute).toBe(225)
    expect(readMinutes(0)).toBe(1)
    expect(readMinutes(2250)).toBe(10)
    expect(readMinutes(2362)).toBe(10)
    expect(readMinutes(2363)).toBe(11)
    expect(wordCount([{ id: 'x', defaultMessage: 'one two three' }])).toBe(3)
  })

  it.each(postIds)('%s: its read time counts every word the article shows, and only its own', (id) => {
    const article = articles[id]!
    expect(articleReadMinutes(article)).toBe(readMinutes(wordCount(articleMessages(article))))
    // Every message of the article in the catalogue is read and so counted,
    // except its title, description, excerpt and source names.
    const counted = new Set(articleMessages(article).map((message) => message.id))
    const uncounted = new Set([article.meta.title.id, article.meta.description.id, article.meta.excerpt.id, ...article.body.sources.map((s) => s.label.id)])
    const inCatalogue = Object.keys(source).filter((key) => key.startsWith(`blog.${id}.`) && !uncounted.has(key))
    expect(inCatalogue.filter((key) => !counted.has(key))).toEqual([])
    expect([...counted].filter((key) => !key?.startsWith(`blog.${id}.`))).toEqual([])
  })
})

describe('article bodies', () => {
  it.each(postIds)('%s: unique section anchors, two https sources, only its own ids', (id) => {
    const { body, meta } = articles[id]!
    const sectionIds = body.sections.map((section) => section.id)
    expect(new Set(sectionIds).size).toBe(sectionIds.length)
    for (const sectionId of sectionIds) expect(sectionId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(body.sources).toHaveLength(2)
    for (const source of body.sources) expect(source.href).toMatch(/^https:\/\//)
    expect(meta.title.id).toBe(`blog.${id}.meta.title`)
    expect(meta.description.id).toBe(`blog.${id}.meta.description`)
    expect(meta.excerpt.id).toBe(`blog.${id}.excerpt`)
  })

  it('has fifteen numbered signs in the five sections of the signs article', () => {
    const { body } = articles['signs-of-narcissistic-abuse']!
    const signs = body.sections.flatMap((section) => section.blocks.filter((block) => block.type === 'h3').map((block) => ({ section: section.id, text: String('text' in block ? block.text.defaultMessage : '') })))
    expect(signs.map((sign) => sign.text.match(/^(\d+)\./)?.[1])).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)))
    expect([...new Set(signs.map((sign) => sign.section))]).toEqual(['emotional-manipulation', 'control-and-isolation', 'blame-shifting', 'relationship-dynamics', 'identity-and-self-worth'])
  })
})

describe('pages ship only their own words', () => {
  it('/blog ships each post’s title and excerpt, never an article body', () => {
    for (const id of postIds) {
      for (const summaryId of summaryIds(id)) expect(blogIndexScopes).toContain(summaryId)
      expect(blogIndexScopes).not.toContain(`blog.${id}`)
    }
    expect(blogIndexScopes[0]).toBe('blog.index')
  })

  it.each(postIds)('%s ships its own scope first, and no other article’s', (id) => {
    const scopes = articleScopes({ id })
    expect(scopes).toEqual([`blog.${id}`, 'blog.common', 'blog.article', 'author', 'crisis', 'health'])
  })
})

describe('dates per locale', () => {
  const render = (locale: string, iso: string) =>
    renderToStaticMarkup(createElement(IntlProvider, { locale, defaultLocale: 'en-US', messages: {} }, createElement(LongDate, { iso })))

  it.each([
    ['en-US', 'October 29, 2025'],
    ['en-GB', '29 October 2025'],
    ['en-AU', '29 October 2025'],
  ])('%s shows 2025-10-29 as %s', (locale, expected) => {
    expect(render(locale, '2025-10-29')).toBe(`<time dateTime="2025-10-29">${expected}</time>`)
  })
})
