import { serviceRegions, type Locale } from './regions'

/**
 * The site's locales, one per service region (content/regions.ts), and the
 * pure helpers that move a path in and out of a locale. The region without a
 * prefix lives at the spec's paths; the others under their own prefix.
 */
// The records, for code that ships: imported through this module only, they travel in its chunk (no extra request).
export { regionOf, serviceCountries, serviceRegions, type Locale, type ServedRegion } from './regions'

export const locales: readonly Locale[] = serviceRegions.map((region) => region.locale)

/** The region at the spec's paths (no prefix): en-US. */
export const defaultLocale: Locale = serviceRegions.find((region) => region.prefix === '')!.locale

const prefixes = Object.fromEntries(serviceRegions.map((region) => [region.locale, region.prefix])) as Record<Locale, string>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function localePrefix(locale: Locale): string {
  return prefixes[locale]
}

/** Splits `/en-gb/about` into `{ locale: 'en-GB', pathname: '/about' }`. */
export function extractLocale(pathname: string): { locale: Locale; pathname: string } {
  const [, first = ''] = pathname.split('/')
  const lowered = first.toLowerCase()
  for (const locale of locales) {
    const prefix = prefixes[locale]
    if (prefix && lowered === prefix.slice(1)) {
      const rest = pathname.slice(prefix.length)
      return { locale, pathname: rest === '' ? '/' : rest }
    }
  }
  return { locale: defaultLocale, pathname }
}

/** The path of a logical (locale-free) path inside `locale`. Keeps `?query` and `#hash`. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/')) return path
  return `${prefixes[locale]}${path}`
}

/** Absolute URL of a logical path in a locale, from the one site origin. */
export function absoluteUrl(origin: string, path: string, locale: Locale): string {
  return new URL(localizePath(path, locale), origin).href
}
