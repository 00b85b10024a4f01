import { describe, expect, it } from 'vitest'
import { localHoursValidUntil, localSessionHours, sessionsOfComingWeek } from '../content/localHours'

// Intl separates times with thin and no-break spaces; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ')
const lines = (from: string, zone: string, locale = 'en-GB', weekday: 'long' | 'short' = 'long') =>
  localSessionHours(new Date(from), zone, locale, weekday)?.lines.map((line) => `${line.days}, ${plain(line.time)}`)

describe('the coming week of sessions', () => {
  it('are three instants, each 09:00–16:00 on a Monday, Tuesday or Thursday in Arizona', () => {
    const sessions = sessionsOfComingWeek(new Date('2026-01-14T12:00:00Z'))
    const arizona = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Phoenix', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    expect(sessions.map((s) => `${arizona.format(s.start)}–${arizona.format(s.end)}`).sort()).toEqual(['Mon 09:00–Mon 16:00', 'Thu 09:00–Thu 16:00', 'Tue 09:00–Tue 16:00'])
    for (const s of sessions) expect(s.start.getTime()).toBeGreaterThanOrEqual(new Date('2026-01-14T00:00:00Z').getTime() - 86_400_000)
  })
})

describe('the sessions in the reader\'s zone', () => {
  it('Sydney in southern summer: Tuesday, Wednesday and Friday, 03:00 – 10:00', () => {
    expect(lines('2026-01-12T00:00:00Z', 'Australia/Sydney', 'en-AU')).toEqual(['Tuesday, Wednesday and Friday, 3:00 am – 10:00 am'])
    expect(localSessionHours(new Date('2026-01-12T00:00:00Z'), 'Australia/Sydney', 'en-AU')?.zone).toBe('Australian Eastern Time')
  })
  it('Sydney in southern winter: 02:00 – 09:00', () => {
    expect(lines('2026-07-06T00:00:00Z', 'Australia/Sydney')).toEqual(['Tuesday, Wednesday and Friday, 02:00 – 09:00'])
  })
  it('Sydney in the week its clocks go back (5 April 2026): the days before and after differ', () => {
    // From Thursday 2 April: Thursday's session before the change, Monday's and Tuesday's after it.
    expect(lines('2026-04-02T12:00:00Z', 'Australia/Sydney')).toEqual(['Tuesday and Wednesday, 02:00 – 09:00', 'Friday, 03:00 – 10:00'])
  })
  it('London in winter: 16:00–23:00 on the same days', () => {
    expect(lines('2026-01-12T00:00:00Z', 'Europe/London')).toEqual(['Monday, Tuesday and Thursday, 16:00 – 23:00'])
  })
  it('London in summer: the session ends at midnight', () => {
    expect(lines('2026-06-01T00:00:00Z', 'Europe/London')).toEqual(['Monday, Tuesday and Thursday, 17:00 – 00:00'])
  })
  it('London in the week its clocks go forward (29 March 2026)', () => {
    expect(lines('2026-03-26T12:00:00Z', 'Europe/London')).toEqual(['Monday and Tuesday, 17:00 – 00:00', 'Thursday, 16:00 – 23:00'])
  })
  it('in the footer\'s short weekday names, across the same change', () => {
    expect(lines('2026-03-26T12:00:00Z', 'Europe/London', 'en-GB', 'short')).toEqual(['Mon and Tue, 17:00 – 00:00', 'Thu, 16:00 – 23:00'])
  })
  it('Kiritimati (UTC+14): every session falls on the next day', () => {
    expect(lines('2026-01-12T00:00:00Z', 'Pacific/Kiritimati')).toEqual(['Tuesday, Wednesday and Friday, 06:00 – 13:00'])
  })
  it('Phoenix itself, and Denver in winter (also MST): nothing to add', () => {
    expect(localSessionHours(new Date('2026-01-12T00:00:00Z'), 'America/Phoenix', 'en-US')).toBeNull()
    expect(localSessionHours(new Date('2026-01-12T00:00:00Z'), 'America/Denver', 'en-US')).toBeNull()
    expect(localSessionHours(new Date('2026-07-06T00:00:00Z'), 'America/Denver', 'en-US')).not.toBeNull()
  })
})

describe('how long the computed week holds', () => {
  it('until a week before the zone\'s next clock change, when its sessions start to move', () => {
    // London's clocks go forward on 29 March 2026 (01:00 UTC).
    const until = localHoursValidUntil(new Date('2026-01-12T00:00:00Z'), 'Europe/London')
    expect(until.getTime()).toBeLessThanOrEqual(new Date('2026-03-22T01:00:00Z').getTime())
    expect(until.getTime()).toBeGreaterThan(new Date('2026-03-19T00:00:00Z').getTime())
    // Up to then, the lines are those computed in January.
    const january = localSessionHours(new Date('2026-01-12T00:00:00Z'), 'Europe/London', 'en-GB')
    expect(localSessionHours(until, 'Europe/London', 'en-GB')).toEqual(january)
  })
  it('a year for a zone without clock changes', () => {
    const from = new Date('2026-01-12T00:00:00Z')
    expect(localHoursValidUntil(from, 'Asia/Kolkata').getTime() - from.getTime()).toBe(365 * 86_400_000)
  })
})
