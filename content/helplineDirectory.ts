/**
 * Where a reader outside the five countries the site serves finds help that
 * works where she is: ThroughLine's Find A Helpline, a directory of free,
 * confidential helplines (crisis and suicide lines, domestic and sexual abuse
 * lines among them) in over 130 countries, each checked against ThroughLine's
 * published criteria and kept current with the services themselves. It is what
 * large platforms show in their own crisis boxes. The site names no number of
 * a country it does not serve: it cannot vouch for one.
 *
 * Plain data, with no messages, so the region notice's small script
 * (components/firstScript/showRegionNotice.ts) can link her country's page
 * without loading the crisis boxes' words. content/crisis.ts re-exports it
 * beside the numbers; docs/content-review.md says how it is rechecked.
 */
export const helplineDirectory = {
  name: 'Find A Helpline',
  /** Its home page, where she chooses her country: the crisis boxes cannot know it. */
  url: 'https://findahelpline.com/',
  source: {
    url: 'https://findahelpline.com/about',
    note: 'ThroughLine (New Zealand): over 1,300 verified free helplines in 130 countries; each country has its own page at /countries/<ISO 3166-1 alpha-2 code, lower case>',
    /** When the address and the country pages were last checked (ISO date; docs/content-review.md). */
    checked: '2026-11-28',
    /**
     * How that check was made. On 2026-11-28 from published accounts only: ThroughLine's FAQ on
     * how it qualifies and maintains its helplines (developer.throughlinecare.com/general),
     * LifeLine International's account of it (April 2024), and the country-page addresses that
     * other services link to. The site was not opened live (the machine that made this change
     * reaches no website): the first review opens it (docs/content-review.md).
     */
    how: 'published accounts, not opened live',
  },
} as const

/** Her country's page in the directory, from its two-letter region code (`IE` → …/countries/ie). */
export function helplinesInCountry(region: string): string {
  return `${helplineDirectory.url}countries/${region.toLowerCase()}`
}
