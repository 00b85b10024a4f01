import { defineMessages, type RegionNames } from './regionNames'

/**
 * The service regions, each defined once: the site serves a reader through the
 * region whose countries include hers, in that region's locale. Everything
 * that differs by region derives from these records: the locales and their
 * routes, hreflang, the sitemap, the feeds, the search index, the region
 * switcher and notice, which time zone the session hours are shown in, and
 * which spelling each catalogue is checked against. What a region adds beside
 * its record is its catalogue (locales/<locale>.json) and its crisis numbers
 * (content/crisis.ts); the build stops, naming the gap, while either is
 * missing (scripts/regions-check.ts). docs/add-a-region.md is the walk-through.
 *
 * Plain data and message descriptors, no React: the region notice's plain
 * DOM code and vite.config.ts read it. Code that ships imports it through
 * content/locales.ts, so it travels in that module's chunk.
 */
export type ServiceRegion = {
  /** Its pages' language tag (BCP 47): its catalogue is locales/<locale>.json. */
  locale: string
  /** Where its pages live: '' for the spec's paths (one region only), else `/<locale in lower case>`. */
  prefix: string
  /**
   * The countries it serves (ISO 3166-1 alpha-2), whose crisis numbers its
   * pages show; each served by one region only. The first is the region's key
   * wherever a message selects on the region (`{region, select, GB {…} …}`).
   */
  countries: readonly [string, ...string[]]
  /**
   * The spelling its catalogue is checked against, as VarCon names it
   * (locales/varcon): A American (the source's), B British with -ise,
   * D Australian (B where VarCon gives no D).
   */
  spelling: 'A' | 'B' | 'D'
  /**
   * The time zone whose clock its pages show beneath the session hours, or
   * null where its readers live in too many to pick one (in the browser, every
   * page shows the reader's own zone where it differs).
   */
  sessionTimeZone: string | null
  /**
   * Its names, in its own catalogue's words: each page shows another region's
   * names in that region's words (renderer/messages.ts), so a region added
   * adds them to its own catalogue only. Ids `shell.region.<locale>.<name>`.
   */
  names: RegionNames
}

export const serviceRegions = [
  {
    locale: 'en-US',
    prefix: '',
    countries: ['US', 'CA'],
    spelling: 'A',
    sessionTimeZone: null,
    names: defineMessages({
      switcher: { id: 'shell.region.en-US.switcher', defaultMessage: 'United States & Canada', description: 'This region\'s name on its link in the region switcher, at the foot of every page (in its own words: other regions\' pages show it as written here)' },
      these: { id: 'shell.region.en-US.these', defaultMessage: 'the United States and Canada', description: 'This region\'s countries together, ending "This page shows the crisis and emergency numbers for …" and "See this page for …"' },
      either: { id: 'shell.region.en-US.either', defaultMessage: 'the United States or Canada', description: 'This region\'s countries as alternatives, in "Not in …?" at the end of every crisis box' },
    }),
  },
  {
    locale: 'en-GB',
    prefix: '/en-gb',
    countries: ['GB'],
    spelling: 'B',
    sessionTimeZone: 'Europe/London',
    names: defineMessages({
      switcher: { id: 'shell.region.en-GB.switcher', defaultMessage: 'United Kingdom', description: 'This region\'s name on its link in the region switcher, at the foot of every page (in its own words: other regions\' pages show it as written here)' },
      these: { id: 'shell.region.en-GB.these', defaultMessage: 'the United Kingdom', description: 'This region\'s country, ending "This page shows the crisis and emergency numbers for …" and "See this page for …"' },
      either: { id: 'shell.region.en-GB.either', defaultMessage: 'the United Kingdom', description: 'This region\'s country, in "Not in …?" at the end of every crisis box' },
    }),
  },
  {
    locale: 'en-AU',
    prefix: '/en-au',
    countries: ['AU', 'NZ'],
    spelling: 'D',
    sessionTimeZone: 'Australia/Sydney',
    names: defineMessages({
      switcher: { id: 'shell.region.en-AU.switcher', defaultMessage: 'Australia & New Zealand', description: 'This region\'s name on its link in the region switcher, at the foot of every page (in its own words: other regions\' pages show it as written here)' },
      these: { id: 'shell.region.en-AU.these', defaultMessage: 'Australia and New Zealand', description: 'This region\'s countries together, ending "This page shows the crisis and emergency numbers for …" and "See this page for …"' },
      either: { id: 'shell.region.en-AU.either', defaultMessage: 'Australia or New Zealand', description: 'This region\'s countries as alternatives, in "Not in …?" at the end of every crisis box' },
    }),
  },
] as const satisfies readonly ServiceRegion[]

export type Locale = (typeof serviceRegions)[number]['locale']
export type ServedRegion = (typeof serviceRegions)[number]

/** The region whose pages are in `locale`. */
export function regionOf(locale: Locale): ServedRegion {
  return serviceRegions.find((region) => region.locale === locale)!
}

/** The countries the practice serves, every region's, in the records' order. */
export const serviceCountries: readonly string[] = serviceRegions.flatMap((region) => region.countries)
