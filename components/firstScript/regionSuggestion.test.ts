import { describe, expect, it } from 'vitest'
import { readerRegion } from './readerRegion'
import { isCountry, localeServing } from './regionSuggestion'

describe('readerRegion', () => {
  it('is the region of the first language that names one, in upper case, past script and variant subtags', () => {
    expect(readerRegion(['en-GB'])).toBe('GB')
    expect(readerRegion(['en-ie'])).toBe('IE')
    expect(readerRegion(['en', 'de-DE', 'en-GB'])).toBe('DE')
    expect(readerRegion(['zh-Hant-TW'])).toBe('TW')
    expect(readerRegion(['en-GB-oxendict'])).toBe('GB')
    expect(readerRegion(['es-419'])).toBe('419')
    expect(readerRegion(['zh-yue-HK', 'en_GB'])).toBe('HK')
    expect(readerRegion(['en_IE'])).toBe('IE')
  })
  it('is none when no language names a region, and skips a malformed tag', () => {
    expect(readerRegion(['en'])).toBeUndefined()
    expect(readerRegion(['en', 'de'])).toBeUndefined()
    expect(readerRegion([])).toBeUndefined()
    expect(readerRegion(['not a tag', 'en-ZA'])).toBe('ZA')
  })
})

describe('localeServing', () => {
  it('maps the five served countries to the locale that shows their numbers', () => {
    expect(localeServing('US')).toBe('en-US')
    expect(localeServing('CA')).toBe('en-US')
    expect(localeServing('GB')).toBe('en-GB')
    expect(localeServing('AU')).toBe('en-AU')
    expect(localeServing('NZ')).toBe('en-AU')
  })
  it('serves no other country: a French-Canadian browser is Canada’s, an Irish or German one nobody’s', () => {
    expect(localeServing(readerRegion(['fr-CA'])!)).toBe('en-US')
    for (const tag of ['en-IE', 'en-ZA', 'en-IN', 'en-SG', 'de-DE', 'es-MX']) expect(localeServing(readerRegion([tag])!), tag).toBeUndefined()
  })
})

describe('isCountry', () => {
  it('names two-letter regions only, not areas such as Latin America (419)', () => {
    expect(isCountry('IE')).toBe(true)
    expect(isCountry('419')).toBe(false)
  })
})
