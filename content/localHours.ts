import { sessionTimeZone } from './hours'

/**
 * The session hours (content/hours.ts: Monday, Tuesday and Thursday, 09:00–16:00
 * in America/Phoenix) as a reader elsewhere lives them: computed from the real
 * instants of the coming week's sessions, so daylight-saving changes and day
 * boundaries fall where they do in her zone. Pure (Intl only).
 */

/** ISO weekdays (Monday 1) of the sessions, and their hours, in Arizona. */
const sessionIsoWeekdays = [1, 2, 4]
const opensHour = 9
const closesHour = 16
/** Arizona keeps MST, UTC−7, all year (no daylight saving), so its instants follow from the date alone. */
const arizonaOffsetHours = -7

const hourMs = 3_600_000
const dayMs = 24 * hourMs

export type SessionInstant = { start: Date; end: Date }

/** The sessions of the seven days from `from` (the one in progress included), as instants. */
export function sessionsOfComingWeek(from: Date): SessionInstant[] {
  const arizonaNow = new Date(from.getTime() + arizonaOffsetHours * hourMs)
  const firstDay = Date.UTC(arizonaNow.getUTCFullYear(), arizonaNow.getUTCMonth(), arizonaNow.getUTCDate())
  const sessions: SessionInstant[] = []
  for (let day = 0; day < 7; day++) {
    const date = firstDay + day * dayMs
    const isoWeekday = new Date(date).getUTCDay() || 7
    if (!sessionIsoWeekdays.includes(isoWeekday)) continue
    const start = new Date(date + (opensHour - arizonaOffsetHours) * hourMs)
    const end = new Date(date + (closesHour - arizonaOffsetHours) * hourMs)
    if (end > from) sessions.push({ start, end })
  }
  // A session already over this week comes back next week, on the same weekday.
  for (let day = 7; sessions.length < sessionIsoWeekdays.length; day++) {
    const date = firstDay + day * dayMs
    if (sessionIsoWeekdays.includes(new Date(date).getUTCDay() || 7)) {
      sessions.push({ start: new Date(date + (opensHour - arizonaOffsetHours) * hourMs), end: new Date(date + (closesHour - arizonaOffsetHours) * hourMs) })
    }
  }
  return sessions
}

export type LocalSessionLine = { days: string; time: string }
export type LocalSessionHours = { lines: LocalSessionLine[]; zone: string }

const isoWeekdayIn = (instant: Date, timeZone: string): number =>
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(instant),
  ) + 1

/**
 * The coming week's sessions in `timeZone`, in `locale`'s words: one line per
 * distinct time range (two in a week a clock changes), the days of each in
 * weekday order, and the zone's name. Null when the zone keeps Arizona's
 * clock for every session (Phoenix itself, Denver in winter): nothing to add.
 */
export function localSessionHours(from: Date, timeZone: string, locale: string, weekday: 'long' | 'short' = 'long'): LocalSessionHours | null {
  const sessions = sessionsOfComingWeek(from)
  const clock = (zone: string) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', timeZone: zone })
  const here = clock(timeZone)
  const arizona = clock(sessionTimeZone)
  // Start and end formatted apart: formatRange would add both dates to a session that ends after midnight there.
  const range = (format: Intl.DateTimeFormat, session: SessionInstant) => `${format.format(session.start)} – ${format.format(session.end)}`
  const sameAsArizona = sessions.every(
    (session) => range(here, session) === range(arizona, session) && isoWeekdayIn(session.start, timeZone) === isoWeekdayIn(session.start, sessionTimeZone),
  )
  if (sameAsArizona) return null

  const dayName = new Intl.DateTimeFormat(locale, { weekday, timeZone })
  const groups = new Map<string, SessionInstant[]>()
  for (const session of [...sessions].sort((a, b) => isoWeekdayIn(a.start, timeZone) - isoWeekdayIn(b.start, timeZone))) {
    const time = range(here, session)
    groups.set(time, [...(groups.get(time) ?? []), session])
  }
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  const lines = [...groups].map(([time, group]) => ({ days: list.format(group.map((session) => dayName.format(session.start))), time }))
  // The generic name ("United Kingdom Time"): one name for both lines of a week the clocks change.
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(sessions[0]!.start).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  return { lines, zone }
}

/**
 * Until when the coming week's sessions in `timeZone`, as computed at `from`,
 * stay the same: a week before the zone's next clock change (a year on at most).
 * A page prerendered with them tells the browser when to compute them afresh.
 */
export function localHoursValidUntil(from: Date, timeZone: string): Date {
  // One formatter for the whole search: every page's boxes ask (up to 366 days each).
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
  const offsetAt = (instant: number) => format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value
  const offset = offsetAt(from.getTime())
  for (let day = 1; day <= 366; day++) {
    const instant = from.getTime() + day * dayMs
    if (offsetAt(instant) !== offset) return new Date(Math.max(from.getTime(), instant - 8 * dayMs))
  }
  return new Date(from.getTime() + 365 * dayMs)
}
