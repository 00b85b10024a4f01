import { readFileSync } from 'node:fs'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { parse } from 'node-html-parser'
import { expect, test } from '@playwright/test'
import { blogFeedPath } from '../content/blog/feed'
import { posts } from '../scripts/articles'
import { localePrefix, locales, localizePath } from '../content/locales'
import { builtHtmlFiles } from '../scripts/site-pages'
import { clientDir, everyPage } from './site'

/**
 * The blog's Atom feed in each locale, as the host serves it, parsed and held
 * to RFC 4287 (https://www.rfc-editor.org/rfc/rfc4287#section-4.1.1: a feed has
 * id, title, updated and an author; each entry id, title, updated and an
 * alternate link) with RFC 3339 dates; every entry leads to a built page of the
 * same locale whose title it carries; every page's head links its locale's feed.
 */
type AtomLink = { '@_rel'?: string; '@_href': string; '@_type'?: string }
type AtomEntry = { id: string; title: string; updated: string; published?: string; summary?: string; link: AtomLink[] }
type AtomFeed = { '@_xmlns': string; '@_xml:lang': string; id: string; title: string; updated: string; author: { name: string; uri?: string }[]; link: AtomLink[]; entry: AtomEntry[] }

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['entry', 'link', 'author'].includes(name) })
// RFC 3339 §5.6 date-time, with a zone.
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const alternate = (links: AtomLink[]) => links.filter((link) => (link['@_rel'] ?? 'alternate') === 'alternate')
const pageByUrl = new Map(everyPage.map((page) => [page.url, page]))

for (const locale of locales) {
  test(`the ${locale} blog feed is valid Atom, in ${locale}, and every entry leads to a ${locale} article`, async ({ request }) => {
    const response = await request.get(localizePath(blogFeedPath, locale))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/(atom\+)?xml/)
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = (parser.parse(xml) as { feed: AtomFeed }).feed

    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed['@_xml:lang']).toBe(locale)
    expect(feed.title).not.toBe('')
    expect(feed.author).toHaveLength(1)
    expect(feed.author[0]!.name).not.toBe('')
    expect(feed.updated).toMatch(rfc3339)

    // Absolute URLs in the locale, from the one origin of the feed's own address.
    const self = feed.link.find((link) => link['@_rel'] === 'self')!['@_href']
    const origin = new URL(self).origin
    expect(new URL(self).pathname).toBe(localizePath(blogFeedPath, locale))
    expect(feed.id).toBe(`${origin}${localizePath('/blog', locale)}`)
    expect(alternate(feed.link).map((link) => link['@_href'])).toEqual([`${origin}${localizePath('/blog', locale)}`])

    expect(feed.entry).toHaveLength(posts.length)
    const updatedTimes: number[] = []
    for (const entry of feed.entry) {
      expect(entry.title, entry.id).not.toBe('')
      expect(entry.summary, entry.id).toBeTruthy()
      expect(entry.updated, entry.id).toMatch(rfc3339)
      expect(entry.published, entry.id).toMatch(rfc3339)
      expect(Date.parse(entry.published!), entry.id).toBeLessThanOrEqual(Date.parse(entry.updated))
      updatedTimes.push(Date.parse(entry.updated))
      const links = alternate(entry.link)
      expect(links, entry.id).toHaveLength(1)
      const href = new URL(links[0]!['@_href'])
      expect(href.origin, entry.id).toBe(origin)
      expect(entry.id).toBe(href.href)
      const page = pageByUrl.get(href.pathname)
      expect(page?.locale, `${href.pathname} is a built ${locale} page`).toBe(locale)
      // Its title is the article's own, in this locale.
      const ogTitle = parse(readFileSync(page!.file, 'utf8')).querySelector('meta[property="og:title"]')?.getAttribute('content')
      expect(entry.title).toBe(ogTitle)
    }
    expect(Date.parse(feed.updated)).toBe(Math.max(...updatedTimes))
    expect(new Set(feed.entry.map((entry) => new URL(entry.id).pathname))).toEqual(new Set(posts.map((post) => localizePath(post.link, locale))))
  })
}

test('every page, error pages included, links its own locale’s feed from its head', () => {
  const problems: string[] = []
  for (const file of builtHtmlFiles(clientDir)) {
    const root = parse(readFileSync(file, 'utf8'))
    const lang = root.querySelector('html')?.getAttribute('lang')
    const locale = locales.find((candidate) => candidate === lang)
    const feeds = root.querySelectorAll('head link[rel="alternate"][type="application/atom+xml"]')
    const where = file.slice(clientDir.length)
    if (!locale) problems.push(`${where}: lang ${lang}`)
    else if (feeds.length !== 1) problems.push(`${where}: ${feeds.length} feed links`)
    else {
      const href = feeds[0]!.getAttribute('href') ?? ''
      if (!feeds[0]!.getAttribute('title')?.trim()) problems.push(`${where}: feed link without a title`)
      if (!/^https?:\/\//.test(href) || new URL(href).pathname !== `${localePrefix(locale)}${blogFeedPath}`) problems.push(`${where}: feed link ${href}`)
    }
  }
  expect(problems).toEqual([])
})
