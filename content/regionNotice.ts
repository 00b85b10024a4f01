import { defineMessages } from 'react-intl'
import type { Locale } from './locales'
import { described } from './messages'

/**
 * The region notice's words (components/shell/RegionNotice.tsx). They reach the
 * browser only with the notice's own code, which is fetched only by a reader
 * who is shown it: formatted at build time for every page locale and region
 * (scripts/region-notice-words.ts), rather than prerendered into every page.
 */
export const regionNoticeMessages = described(defineMessages({
  pageRegion: {
    id: 'shell.regionNotice.pageRegion',
    defaultMessage: 'This page shows the crisis and emergency numbers for {region}.',
    description: 'Notice at the top of a page, shown when the reader\'s browser language suggests she lives in another region than the page is for; {region} is the page\'s region, already worded (e.g. "the United Kingdom")',
  },
  link: {
    id: 'shell.regionNotice.link',
    defaultMessage: 'See this page for {region}',
    description: 'Link after the region notice to the same page in the reader\'s own region, with its local crisis numbers; {region} is her region, already worded (e.g. "Australia and New Zealand")',
  },
  helplines: {
    id: 'shell.regionNotice.helplines',
    defaultMessage: 'Find free, confidential helplines in {country}',
    description: 'Link after the region notice for a reader whose browser names a country the site does not serve, to that country\'s page in an international directory of helplines; {country} is the country\'s name in the page\'s language (e.g. Ireland, South Africa)',
  },
  helplinesAnywhere: {
    id: 'shell.regionNotice.helplinesAnywhere',
    defaultMessage: 'Find free, confidential helplines in your country',
    description: 'The same link when the reader\'s browser names an area rather than a country (e.g. Latin America): to an international directory of helplines, where she chooses her country',
  },
  dismiss: {
    id: 'shell.regionNotice.dismiss',
    defaultMessage: 'Hide on this page',
    description: 'Button that hides the region notice on the page she is reading. Nothing is kept on her device to remember it (a trace someone else could find), so it shows again on the next page: say "on this page" so she expects that',
  },
}))

/**
 * The notice's words on a page of each locale: its own region, the link to
 * each other region, the link to a country's helplines (the text before and
 * after the country's name, which the reader's browser supplies) or to the
 * directory when her country is not known, and the button.
 */
export type RegionNoticeWords = Record<
  Locale,
  { pageRegion: string; link: Partial<Record<Locale, string>>; helplines: { inCountry: [string, string]; anywhere: string }; dismiss: string }
>
