/**
 * When sessions are held: Monday, Tuesday and Thursday, 9 AM to 4 PM Mountain
 * Standard Time. Arizona's zone keeps MST all year (no daylight saving), so
 * the hours are the same UTC instants every week.
 */
export const sessionTimeZone = 'America/Phoenix'

/** The session days (schema.org names) and hours, in Arizona's local time, UTC−7 all year. */
export const sessionWeekdays = ['Monday', 'Tuesday', 'Thursday'] as const
export const sessionOpens = '09:00'
export const sessionCloses = '16:00'
const utcOffset = '-07:00'

// Reference dates that fall on the session weekdays, to format them through Intl.
const sessionDays = ['2025-01-06', '2025-01-07', '2025-01-09'] // a Monday, Tuesday and Thursday
const startUtc = `T${sessionOpens}:00${utcOffset}`
const endUtc = `T${sessionCloses}:00${utcOffset}`

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
