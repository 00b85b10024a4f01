import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { prerenderedPages, type SitePage } from '../scripts/site-pages'

export type { SitePage } from '../scripts/site-pages'

/** Every page the build prerendered (see scripts/site-pages.ts). */
export const clientDir = join(import.meta.dirname, '..', process.env.THRIVE_OUT_DIR ?? 'dist', 'client')
export const sitePages = prerenderedPages(clientDir)

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
