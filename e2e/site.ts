import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { locales, localePrefix, type Locale } from '../content/locales'

/**
 * Every page the build prerendered, read from its output: a page added later
 * is tested without touching the tests.
 */
export type SitePage = { url: string; locale: Locale; path: string }

const outDir = join(import.meta.dirname, '..', process.env.THRIVE_OUT_DIR ?? 'dist', 'client')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path)
    return entry.name === 'index.html' ? [path] : []
  })
}

function toPage(file: string): SitePage {
  const dirPath = relative(outDir, file).split(sep).slice(0, -1).join('/')
  const url = dirPath ? `/${dirPath}` : '/'
  const locale = locales.find((l) => l !== 'en-US' && (url === localePrefix(l) || url.startsWith(`${localePrefix(l)}/`))) ?? 'en-US'
  const path = url.slice(localePrefix(locale).length) || '/'
  return { url: url === localePrefix(locale) ? `${url}/` : url, locale, path }
}

export const sitePages: SitePage[] = htmlFiles(outDir).map(toPage).sort((a, b) => a.url.localeCompare(b.url))

/** The logical paths (one per page, whatever the locale). */
export const logicalPaths: string[] = [...new Set(sitePages.map((page) => page.path))].sort()

export const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const
