import { defineMessages, useIntl } from 'react-intl'
import { locales, localizePath } from '../content/locales'
import { described } from '../content/messages'
import { languagesOfLocale } from '../content/regionLanguages'
import { useRoute } from './useRoute'

const m = described(defineMessages({
  pageRegion: {
    id: 'shell.regionNotice.pageRegion',
    defaultMessage: 'This page shows the crisis and emergency numbers for {region, select, US {the United States and Canada} GB {the United Kingdom} other {Australia and New Zealand}}.',
    description: 'Notice at the top of a page, shown when the reader\'s browser language suggests she lives in another region than the page is for; {region} is the page\'s region (US, GB or AU)',
  },
  link: {
    id: 'shell.regionNotice.link',
    defaultMessage: 'See this page for {region, select, US {the United States and Canada} GB {the United Kingdom} other {Australia and New Zealand}}',
    description: 'Link after the region notice to the same page in the reader\'s own region, with its local crisis numbers; {region} is her region (US, GB or AU)',
  },
  dismiss: {
    id: 'shell.regionNotice.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button that hides the region notice for the rest of this browser tab',
  },
}))

const regionKey = (locale: string) => locale.slice(3)

/**
 * The region suggestion's live region, holding nothing visible in the HTML but
 * its words for each other region, prerendered inert in `<template>`s: the first script
 * (components/firstScript/regionSuggestion.ts) shows the one for the reader's region, so the
 * words cost no JavaScript.
 */
export function RegionNotice() {
  const intl = useIntl()
  const { locale, path } = useRoute()
  // The 404 page has no counterpart in another region: the footer's switcher sends her home there.
  if (path === null) return null
  const target = path
  const others = locales.filter((other) => other !== locale)
  return (
    // First in main (a landmark), so Tab reaches it after the bar; shown as a panel at the bottom of the screen, so nothing moves and it never covers the exit control (renderer/styles.css).
    // A polite live region with no role: an empty role="status" was read as a "statusbar" on
    // the way into main. It is in the page from the start, so what is put in it is announced.
    <div aria-live="polite" data-region-notice={others.flatMap((other) => languagesOfLocale[other]).join(' ')}>
      {others.map((other) => (
        <template key={other} data-region-for={other}>
          <div>
            <p>{intl.formatMessage(m.pageRegion, { region: regionKey(locale) })}</p>
            <a href={localizePath(target, other)} hrefLang={other}>
              {intl.formatMessage(m.link, { region: regionKey(other) })}
            </a>
            <button type="button">{intl.formatMessage(m.dismiss)}</button>
          </div>
        </template>
      ))}
    </div>
  )
}
