import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { locales, localePrefix, type Locale } from '../content/locales'

/**
 * Every page a build prerendered, read from its output (`<outDir>/client`):
 * the one list the tests, the sitemap and the bench enumerate, so a page added
 * later is covered without editing them.
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

export function prerenderedPages(clientDir: string): SitePage[] {
  return builtHtmlFiles(clientDir)
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => {
      const dirPath = relative(clientDir, file).split(sep).slice(0, -1).join('/')
      const url = dirPath ? `/${dirPath}` : '/'
      const locale = locales.find((l) => l !== 'en-US' && (url === localePrefix(l) || url.startsWith(`${localePrefix(l)}/`))) ?? 'en-US'
      const path = url.slice(localePrefix(locale).length) || '/'
      return { url: url === localePrefix(locale) ? `${url}/` : url, locale, path, file }
    })
    .sort((a, b) => a.url.localeCompare(b.url))
}
