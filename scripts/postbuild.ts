/**
 * After the prerender: each locale's home moved to `en-gb/index.html`
 * (scripts/site-pages.ts), the first script made one file (scripts/first-script.ts),
 * the gate that decides between a page's plain and enhanced forms put in every
 * head (scripts/enhance-script.ts),
 * the JS files no page can load deleted (scripts/prune-unloaded-scripts.ts),
 * each page's CSS inlined with its own Content-Security-Policy
 * (scripts/inline-css.ts), the page template's indentation
 * dropped (scripts/template-whitespace.ts), sitemap.xml (every URL with its
 * hreflang alternates) and robots.txt pointing at it, both absolute from the
 * one site origin; the link preview image of each locale
 * (scripts/link-preview-image.ts); the blog's Atom feed in each locale
 * (scripts/blog-feed.ts); the search index, one per locale
 * (scripts/search-index.ts); `_redirects`, each region's own 404 page on
 * Netlify (scripts/redirects-file.ts).
 * (Pages carry no module preload hints: they are HTML only and load their
 * scripts after the first paint, see renderer/+client.ts.)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { absoluteUrl, defaultLocale, localizePath, locales } from '../content/locales'
import { originFrom } from '../content/config/origin'
import { resolveFormEndpoint } from '../content/contactForm'
import { blogFeedPath } from '../content/blog/feed'
import { atomFeed } from './blog-feed'
import { bundleFirstScript } from './first-script'
import { addEnhanceScript } from './enhance-script'
import { inlineCriticalCss } from './inline-css'
import { pruneUnloadedScripts } from './prune-unloaded-scripts'
import { redirectsFile } from './redirects-file'
import { writeSearchIndex } from './search-index'
import { builtHtmlFiles, placeLocaleHomes, prerenderedPages } from './site-pages'
import { trimTemplateWhitespace } from './template-whitespace'
import { writeLinkPreviewImages } from './link-preview-image'

const origin = originFrom(process.env.THRIVE_SITE_ORIGIN)
const clientDir = join(import.meta.dirname, '..', process.env.THRIVE_OUT_DIR ?? 'dist', 'client')
placeLocaleHomes(clientDir)
const pages = prerenderedPages(clientDir)

const firstScript = await bundleFirstScript(clientDir)
console.log(`First script bundled into one file: ${firstScript.bundleUrl}.`)
const gate = await addEnhanceScript(clientDir)
console.log(`The gate (renderer/enhance.ts), a classic script in every page's head: ${gate}.`)

const pruned = await pruneUnloadedScripts(clientDir)
// Island code that imported the entry would run the first script a second time (scripts/island-chunks.ts keeps what they share apart).
if (!pruned.includes(firstScript.entryUrl.slice(1))) throw new Error(`Island code imports the first script's entry ${firstScript.entryUrl}: see scripts/island-chunks.ts`)
console.log(`${pruned.length} JS files no page can load left out of the build (Vike's per-page client entries and what only they import).`)

await inlineCriticalCss(clientDir, resolveFormEndpoint({ THRIVE_FORM_ENDPOINT: process.env.THRIVE_FORM_ENDPOINT }))
console.log("Critical CSS inlined in every page, allowed by the page's own Content-Security-Policy.")

for (const file of builtHtmlFiles(clientDir)) writeFileSync(file, trimTemplateWhitespace(readFileSync(file, 'utf8')))

writeLinkPreviewImages(clientDir)
console.log('Link preview images drawn (1200×630, one per locale).')

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
writeFileSync(join(clientDir, '_redirects'), redirectsFile())
writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
console.log(`sitemap.xml: ${pages.length} URLs; robots.txt written.`)

for (const locale of locales) writeFileSync(join(clientDir, localizePath(blogFeedPath, locale)), atomFeed(locale, origin))
console.log(`Atom feed of the blog written in ${locales.join(', ')} (${blogFeedPath}).`)

const indexed = await writeSearchIndex(clientDir, pages)
console.log(`Search index written (pagefind/): ${indexed} pages, one index per language.`)
