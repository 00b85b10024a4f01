import { describe, expect, it } from 'vitest'
import { thankYouAddress, thankYouRequested, withoutThankYou } from '../pages/index/thankYou'

describe('thank-you overlay trigger', () => {
  it('is exactly submitted=true', () => {
    expect(thankYouRequested('?submitted=true')).toBe(true)
    expect(thankYouRequested('?gclid=x&submitted=true')).toBe(true)
    for (const search of ['', '?submitted=false', '?submitted=TRUE', '?submitted=1', '?submitted']) {
      expect(thankYouRequested(search)).toBe(false)
    }
  })
  it('is asked for with the query, and by the plain form with the plain page\'s fragment too', () => {
    expect(thankYouAddress).toEqual({ plain: '/?submitted=true#thanks', enhanced: '/?submitted=true' })
  })
  it('removes the whole query string and the thanks\' fragment, keeping path and any other hash', () => {
    expect(withoutThankYou('https://example.org/en-gb/?submitted=true')).toBe('https://example.org/en-gb/')
    expect(withoutThankYou('https://example.org/en-gb/?submitted=true#thanks')).toBe('https://example.org/en-gb/')
    expect(withoutThankYou('https://example.org/?submitted=true#top')).toBe('https://example.org/#top')
  })
})
