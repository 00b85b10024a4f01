import { serviceRegions, type Locale } from '../../content/locales'

/**
 * Whether the site serves a reader's region (pure, so regionSuggestion.test.ts
 * checks it), for the region notice (components/firstScript/showRegionNotice.ts),
 * which offers a served region's own page, or tells a reader from any other
 * country where to find her own country's helplines. Loaded with the notice,
 * never by the first script: which region her browser names is readerRegion.ts.
 */

const servingLocale: Record<string, Locale> = Object.fromEntries(
  serviceRegions.flatMap((region) => region.countries.map((country) => [country, region.locale])),
)

/** The locale whose pages show this region's crisis numbers, if the site serves it. */
export function localeServing(region: string): Locale | undefined {
  return servingLocale[region]
}

/** A region that is a country (a two-letter code), not an area such as `419` (Latin America): one the notice can name. */
export function isCountry(region: string): boolean {
  return /^[A-Z]{2}$/.test(region)
}
