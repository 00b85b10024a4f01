import { describe, expect, it } from 'vitest'
import { thankYouRequested, withoutQuery } from '../pages/index/thankYou'

describe('thank-you overlay trigger', () => {
  it('is exactly submitted=true', () => {
    expect(thankYouRequested('?submitted=true')).toBe(true)
    expect(thankYouRequested('?gclid=x&submitted=true')).toBe(true)
    for (const search of ['', '?submitted=false', '?submitted=TRUE', '?submitted=1', '?submitted']) {
      expect(thankYouRequested(search)).toBe(false)
    }
  })
  it('removes the whole query string, keeping path and hash', () => {
    expect(withoutQuery('https://example.org/en-gb/?submitted=true')).toBe('https://example.org/en-gb/')
    expect(withoutQuery('https://example.org/?submitted=true#top')).toBe('https://example.org/#top')
  })
})
