import type { Locale } from '../../content/locales'
import { languagesOfLocale } from '../../content/regionLanguages'

/**
 * Which region a browser's languages name (pure, so tests/region-notice.test.ts
 * checks it): the region suggestion (components/firstScript/showRegionNotice.ts)
 * offers that region's page when it is not the page's own.
 */

const localeOfRegion: Record<string, Locale> = Object.fromEntries(
  Object.entries(languagesOfLocale).flatMap(([locale, tags]) => tags.map((tag) => [tag, locale as Locale])),
)

/** The first of the reader's languages that names a served region, as the locale that serves it. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const locale = localeOfRegion[tag.toLowerCase().split('-').slice(0, 2).join('-')]
    if (locale) return locale
  }
  return undefined
}
