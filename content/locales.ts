/**
 * The site's three locales, one per service region, and the pure helpers that
 * move a path in and out of a locale. en-US lives at the spec's paths; the
 * others under their own prefix.
 */
export const locales = ['en-US', 'en-GB', 'en-AU'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en-US'

const prefixes: Record<Locale, string> = {
  'en-US': '',
  'en-GB': '/en-gb',
  'en-AU': '/en-au',
}

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
