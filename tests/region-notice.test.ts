import { describe, expect, it } from 'vitest'
import { preferredLocale } from '../components/firstScript/regionSuggestion'

describe('preferredLocale', () => {
  it('maps the served regions to their locales', () => {
    expect(preferredLocale(['en-GB'])).toBe('en-GB')
    expect(preferredLocale(['en-AU'])).toBe('en-AU')
    expect(preferredLocale(['en-NZ'])).toBe('en-AU')
    expect(preferredLocale(['en-US'])).toBe('en-US')
    expect(preferredLocale(['en-CA'])).toBe('en-US')
  })
  it('takes the first language that names a served region, in any case, with subtags', () => {
    expect(preferredLocale(['fr-FR', 'en', 'en-nz', 'en-GB'])).toBe('en-AU')
    expect(preferredLocale(['en-GB-oxendict'])).toBe('en-GB')
  })
  it('suggests nothing for a language without a served region', () => {
    expect(preferredLocale(['en', 'fr-CA', 'de'])).toBeUndefined()
    expect(preferredLocale([])).toBeUndefined()
  })
})
