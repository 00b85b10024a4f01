import { describe, expect, it } from 'vitest'
import { formatSessionHours } from '../content/hours'

// Intl separates times with thin and no-break spaces; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ')

describe('session hours', () => {
  it('en-US: American weekday list and 12-hour clock in Mountain Standard Time', () => {
    const hours = formatSessionHours('en-US')
    expect(hours.days).toBe('Monday, Tuesday, and Thursday')
    expect(plain(hours.time)).toBe('9:00 AM – 4:00 PM')
    expect(hours.zone).toBe('Mountain Standard Time')
  })
  it('en-GB: no serial comma, 24-hour clock', () => {
    const hours = formatSessionHours('en-GB')
    expect(hours.days).toBe('Monday, Tuesday and Thursday')
    expect(plain(hours.time)).toBe('09:00–16:00')
  })
  it('en-AU: lower-case am/pm', () => {
    expect(plain(formatSessionHours('en-AU').time)).toBe('9:00 am – 4:00 pm')
  })
  it('short weekday names for the footer', () => {
    expect(formatSessionHours('en-GB', 'short').days).toBe('Mon, Tue and Thu')
  })
  it('is the same all year: Arizona keeps MST (no daylight saving)', () => {
    const summer = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Phoenix', hour: 'numeric' }).format(new Date('2025-07-07T16:00:00Z'))
    expect(plain(summer)).toBe('9 AM')
  })
})
