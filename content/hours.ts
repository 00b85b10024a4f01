/**
 * When sessions are held: Monday, Tuesday and Thursday, 9 AM to 4 PM Mountain
 * Standard Time. Arizona's zone keeps MST all year (no daylight saving), so
 * the hours are the same UTC instants every week.
 */
export const sessionTimeZone = 'America/Phoenix'

/** Reference instants (UTC) for each session weekday at 09:00 MST, and the day's end at 16:00 MST. */
const sessionDays = ['2025-01-06', '2025-01-07', '2025-01-09'] // a Monday, Tuesday and Thursday
const startUtc = 'T16:00:00Z' // 09:00 MST (UTC−7)
const endUtc = 'T23:00:00Z' // 16:00 MST

export type SessionHoursText = { days: string; time: string; zone: string }

/** The session hours as text for a locale, through Intl only. */
export function formatSessionHours(locale: string, weekday: 'long' | 'short' = 'long'): SessionHoursText {
  const dayFormat = new Intl.DateTimeFormat(locale, { weekday, timeZone: sessionTimeZone })
  const days = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    sessionDays.map((day) => dayFormat.format(new Date(`${day}T19:00:00Z`))),
  )
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', timeZone: sessionTimeZone })
  const first = sessionDays[0]
  const time = timeFormat.formatRange(new Date(`${first}${startUtc}`), new Date(`${first}${endUtc}`))
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone: sessionTimeZone, timeZoneName: 'long' })
      .formatToParts(new Date(`${first}${startUtc}`))
      .find((part) => part.type === 'timeZoneName')?.value ?? sessionTimeZone
  return { days, time, zone }
}
