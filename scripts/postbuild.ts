/**
 * After the prerender: sitemap.xml (every URL with its hreflang alternates)
 * and robots.txt pointing at it, both absolute from the one site origin; and
 * no <link rel="modulepreload"> in the pages (see below).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { absoluteUrl, defaultLocale, locales } from '../content/locales'
import { originFrom } from '../content/origin'
import { prerenderedPages } from './site-pages'

const origin = originFrom(process.env.THRIVE_SITE_ORIGIN)
const clientDir = join(import.meta.dirname, '..', process.env.THRIVE_OUT_DIR ?? 'dist', 'client')
const pages = prerenderedPages(clientDir)

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const entries = pages.map((page) => {
  const alternates = locales
    .map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escape(absoluteUrl(origin, page.path, locale))}"/>`)
    .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(absoluteUrl(origin, page.path, defaultLocale))}"/>`)
  return `  <url>\n    <loc>${escape(absoluteUrl(origin, page.path, page.locale))}</loc>\n${alternates.join('\n')}\n  </url>`
})
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
)
writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
console.log(`sitemap.xml: ${pages.length} URLs; robots.txt written.`)

/**
 * Vike hints every chunk as a high-priority module preload. On a slow phone
 * those ~120 KB of JavaScript then compete with the page's HTML and CSS, and
 * the words appear later (Lighthouse mobile: first paint 2.3 s with the hints,
 * 1.0 s without). Every page reads and navigates without JavaScript, so paint
 * comes first: the entry script still loads its chunks, just after the paint.
 */
let stripped = 0
for (const file of htmlFilesIn(clientDir)) {
  const html = readFileSync(file, 'utf8')
  const without = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  if (without !== html) {
    writeFileSync(file, without)
    stripped++
  }
}
console.log(`modulepreload hints removed from ${stripped} pages.`)

function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}
