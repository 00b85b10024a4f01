import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { prerenderedPages, type SitePage } from '../scripts/site-pages'

export type { SitePage } from '../scripts/site-pages'

export const clientDir = join(import.meta.dirname, '..', process.env.THRIVE_OUT_DIR ?? 'dist', 'client')

/**
 * The fixed sample `npm run test:changed` checks in each locale (`E2E_SAMPLE=1`):
 * the templates with the most on them (home, an article, the contact form, the
 * quiz, the FAQ accordion, and the browsing-safety page that "Crisis help"
 * leads to). Never the gate: `npm test` checks every page.
 */
export const samplePaths = ['/', '/blog/signs-of-narcissistic-abuse', '/contact', '/healing-quiz', '/faqs', '/online-safety']

/** Every page the build prerendered (see scripts/site-pages.ts): what links, feeds and the sitemap may point at, and what "every page" counts. */
export const everyPage = prerenderedPages(clientDir)

/** The pages checked one by one: every page, or with `E2E_SAMPLE=1` the sample in each locale. */
export const sitePages = everyPage.filter((sitePage) => process.env.E2E_SAMPLE !== '1' || samplePaths.includes(sitePage.path))

export const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

/** A page's prerendered HTML, as the server sends it (read once). */
const htmlCache = new Map<string, string>()
export const builtHtml = (sitePage: SitePage): string => {
  let html = htmlCache.get(sitePage.file)
  if (html === undefined) htmlCache.set(sitePage.file, (html = readFileSync(sitePage.file, 'utf8')))
  return html
}

/**
 * One page for each distinct inlined stylesheet (scripts/inline-css.ts) among
 * `pages`: the largest, which holds the most of what that stylesheet styles.
 * Pages whose CSS is identical differ only in words (one route in three
 * locales, or the articles of one template), so checks of how CSS renders a
 * page run once per stylesheet rather than once per page; checks of content
 * still run on every page.
 */
export function onePerStylesheet(pages: readonly SitePage[]): SitePage[] {
  const largest = new Map<string, SitePage>()
  for (const sitePage of pages) {
    const css = /<style>([\s\S]*?)<\/style>/.exec(builtHtml(sitePage))?.[1] ?? ''
    const chosen = largest.get(css)
    if (!chosen || builtHtml(sitePage).length > builtHtml(chosen).length) largest.set(css, sitePage)
  }
  return [...largest.values()].sort((a, b) => a.url.localeCompare(b.url))
}

/** One page per distinct inlined stylesheet of the whole site. */
export const pagePerStylesheet: SitePage[] = onePerStylesheet(sitePages)
