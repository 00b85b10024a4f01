import { defineMessages, useIntl } from 'react-intl'
import { regionOf, type Locale } from '../../content/locales'
import { localHoursValidUntil, localSessionHours } from '../../content/localHours'
import { described } from '../../content/messages'

const m = described(defineMessages({
  intro: {
    id: 'shell.localHours.intro',
    defaultMessage: 'That is, in {zone}:',
    description: 'Shown beneath the session hours, before the same sessions as days and times in another time zone (the reader\'s own, or her region\'s main one); {zone} is the time zone\'s name, already formatted (e.g. "United Kingdom Time")',
  },
  line: {
    id: 'shell.localHours.line',
    defaultMessage: '{days}, {time}',
    description: 'One line of the session hours in another time zone: {days} is a list of weekdays and {time} a time range, both already formatted for the reader\'s locale (e.g. "Tuesday, Wednesday and Friday, 3:00 am – 10:00 am")',
  },
}))

type Props = {
  className?: string
  /** Short weekday names ("Mon, Tue and Thu"), for the footer's compact block. */
  weekday?: 'long' | 'short'
  /**
   * Whether this box brings the page's one `<template>` of the words, which
   * the browser needs only where no box is prerendered with them (en-US). The
   * footer's box does: it is on every page.
   */
  bringsWords?: boolean
}

/**
 * `data-until` to the day, earlier rather than later: the build's millisecond
 * differed from box to box and build to build, and with it, by up to 65 bytes,
 * what an en-GB or en-AU page sends (e2e/bytes.spec.ts holds it to a budget).
 */
const dayMs = 24 * 60 * 60 * 1000
const startOfUtcDay = (instant: Date) => Math.floor(instant.getTime() / dayMs) * dayMs

/**
 * Beneath the session hours: the same sessions in another zone. The
 * prerendered page (and a browser without JavaScript) shows the locale's main
 * zone; in the browser, components/firstScript/localHours.ts puts the reader's own zone
 * in every box's place when it differs (components/firstScript/localHoursInBrowser.ts),
 * in the words of the first box's prerendered lines or, where none are (en-US),
 * of the page's one `<template>` (in the footer's box). `data-until` says when
 * the prerendered days and times stop holding (a week before that zone's next
 * clock change).
 */
export function LocalSessionHours({ className, weekday = 'long', bringsWords = false }: Props) {
  const intl = useIntl()
  // The zone whose clock the prerendered page shows: its region's (content/regions.ts); none for en-US, whose readers are in many.
  const zone = regionOf(intl.locale as Locale).sessionTimeZone
  const now = new Date()
  const hours = zone ? localSessionHours(now, zone, intl.locale, weekday) : null
  const intro = (zoneName: string) => <p>{intl.formatMessage(m.intro, { zone: <span data-zone="" data-intl-formatted="">{zoneName}</span> })}</p>
  const line = (days: string, time: string, key?: string) => (
    <p key={key}>
      {intl.formatMessage(m.line, {
        days: <span data-days="" data-intl-formatted="">{days}</span>,
        time: <span data-time="" data-intl-formatted="">{time}</span>,
      })}
    </p>
  )
  return (
    <div
      data-local-hours={zone ?? ''}
      data-until={zone ? startOfUtcDay(localHoursValidUntil(now, zone)) : undefined}
      data-short={weekday === 'short' ? '' : undefined}
      className={className}
    >
      {hours ? (
        <>
          {intro(hours.zone)}
          {hours.lines.map((each) => line(each.days, each.time, each.time))}
        </>
      ) : (
        bringsWords && (
          <template>
            {intro('')}
            {line('', '')}
          </template>
        )
      )}
    </div>
  )
}
