import { existsSync, readdirSync, renameSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { locales, localePrefix, type Locale } from '../content/locales'

/**
 * Every page a build prerendered, read from its output (`<outDir>/client`):
 * the one list the tests, the sitemap and the bench enumerate, so a page added
 * later is covered without editing them.
 *
 * Pages are written as `about.html` (Vike's `prerender.noExtraDir`), so that
 * static hosts answer `/about` itself rather than redirecting it to `/about/`;
 * a locale's home is `en-gb/index.html`, answered at `/en-gb/`.
 */
export type SitePage = { url: string; locale: Locale; path: string; file: string }

/** Every HTML file a build wrote (the pages and the error pages), for post-build steps. */
export function builtHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtHtmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** Whether a built HTML file is an error page (`404.html`, one per locale). */
export const isErrorPage = (file: string): boolean => file.endsWith(`${sep}404.html`)

/** The path a host serves a built file at: `assets/static/x.css` → `/assets/static/x.css`. */
export const pathOfFile = (clientDir: string, file: string): string => `/${relative(clientDir, file).split(sep).join('/')}`

/** The URL a built page answers at: `about.html` → `/about`, `en-gb/index.html` → `/en-gb/`. */
export function urlOfFile(clientDir: string, file: string): string {
  const path = pathOfFile(clientDir, file)
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path.slice(0, -'.html'.length)
}

/**
 * Vike's `noExtraDir` writes the home of a locale (`/en-gb/`) as `en-gb.html`,
 * which hosts answer at `/en-gb`, redirecting the site's own `/en-gb/` there.
 * Moved to `en-gb/index.html`, it is answered at `/en-gb/` itself.
 */
export function placeLocaleHomes(clientDir: string): void {
  for (const locale of locales) {
    const prefix = localePrefix(locale)
    const written = join(clientDir, `${prefix}.html`)
    if (prefix && existsSync(written)) renameSync(written, join(clientDir, prefix, 'index.html'))
  }
}

export function prerenderedPages(clientDir: string): SitePage[] {
  return builtHtmlFiles(clientDir)
    .filter((file) => !isErrorPage(file))
    .map((file) => {
      const url = urlOfFile(clientDir, file)
      const locale = locales.find((l) => l !== 'en-US' && url.startsWith(`${localePrefix(l)}/`)) ?? 'en-US'
      const path = url.slice(localePrefix(locale).length) || '/'
      return { url, locale, path, file }
    })
    .sort((a, b) => a.url.localeCompare(b.url))
}
