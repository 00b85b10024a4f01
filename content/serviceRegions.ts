import type { Locale } from './locales'

/**
 * The countries (ISO 3166-1 region codes) whose crisis numbers each locale's
 * pages show. A reader whose browser language names one of them is that
 * locale's reader; one whose language names any other country is a reader
 * the site does not serve, and is pointed to her own country's helplines
 * (components/firstScript/regionSuggestion.ts).
 */
export const regionsOfLocale: Record<Locale, readonly string[]> = {
  'en-US': ['US', 'CA'],
  'en-GB': ['GB'],
  'en-AU': ['AU', 'NZ'],
}

/** The `{region}` the crisis box and the region notice's messages select on: `US`, `GB` or `AU`. */
export function regionOfLocale(locale: Locale): string {
  return locale.slice(3)
}
