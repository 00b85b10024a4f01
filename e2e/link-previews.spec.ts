import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import { expect, test } from '@playwright/test'
import { lastUpdated } from '../content/blog/posts'
import { posts } from '../scripts/articles'
import { locales } from '../content/locales'
import { originFrom } from '../content/config/origin'
import { brandName } from '../content/brand'
import { clientDir, sitePages } from './site'

/**
 * Link previews (Open Graph and Twitter card tags) in every built page's head,
 * read from the prerendered files: what a social site's crawler sees.
 */
const origin = originFrom(process.env.THRIVE_SITE_ORIGIN)

const metaContent = (head: HTMLElement, key: string): string[] =>
  head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`).map((meta) => meta.getAttribute('content') ?? '')

const one = (head: HTMLElement, key: string): string => {
  const values = metaContent(head, key)
  expect(values, key).toHaveLength(1)
  expect(values[0], key).not.toBe('')
  return values[0]!
}

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

for (const page of sitePages) {
  test(`${page.url}: Open Graph and Twitter card tags`, () => {
    const head = parse(readFileSync(page.file, 'utf8')).querySelector('head')!
    const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute('href')
    expect(canonical).toBeDefined()

    expect(one(head, 'og:site_name')).toBe(brandName)
    expect(head.querySelector('title')?.text).toContain(one(head, 'og:title'))
    expect(one(head, 'og:description')).toBe(head.querySelector('meta[name="description"]')?.getAttribute('content'))
    expect(one(head, 'og:url')).toBe(canonical)
    expect(new URL(one(head, 'og:url')).origin).toBe(origin)

    const ogLocale = (locale: string) => locale.replace('-', '_')
    expect(one(head, 'og:locale')).toBe(ogLocale(page.locale))
    expect(metaContent(head, 'og:locale:alternate').sort()).toEqual(locales.filter((l) => l !== page.locale).map(ogLocale).sort())

    const post = posts.find((candidate) => candidate.link === page.path)
    if (post) {
      expect(one(head, 'og:type')).toBe('article')
      expect(one(head, 'article:published_time')).toBe(post.date)
      expect(one(head, 'article:modified_time')).toBe(lastUpdated(post))
      expect(Number.isNaN(Date.parse(post.date))).toBe(false)
    } else {
      expect(one(head, 'og:type')).toBe('website')
      expect(metaContent(head, 'article:published_time')).toEqual([])
    }

    const image = new URL(one(head, 'og:image'))
    expect(image.origin).toBe(origin)
    const size = pngSize(join(clientDir, image.pathname))
    expect(size).toEqual({ width: 1200, height: 630 })
    expect(one(head, 'og:image:width')).toBe(String(size.width))
    expect(one(head, 'og:image:height')).toBe(String(size.height))
    expect(one(head, 'og:image:type')).toBe('image/png')
    expect(one(head, 'og:image:alt')).toContain(brandName)
    expect(one(head, 'twitter:card')).toBe('summary_large_image')
    expect(one(head, 'twitter:image:alt')).toBe(one(head, 'og:image:alt'))
  })
}
