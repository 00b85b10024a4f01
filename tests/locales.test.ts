import { describe, expect, it } from 'vitest'
import { absoluteUrl, extractLocale, isLocale, localizePath } from '../content/locales'

describe('extractLocale', () => {
  it('leaves en-US paths alone', () => {
    expect(extractLocale('/')).toEqual({ locale: 'en-US', pathname: '/' })
    expect(extractLocale('/about')).toEqual({ locale: 'en-US', pathname: '/about' })
    expect(extractLocale('/services/attachment-healing')).toEqual({ locale: 'en-US', pathname: '/services/attachment-healing' })
  })
  it('strips the en-gb and en-au prefixes', () => {
    expect(extractLocale('/en-gb')).toEqual({ locale: 'en-GB', pathname: '/' })
    expect(extractLocale('/en-gb/')).toEqual({ locale: 'en-GB', pathname: '/' })
    expect(extractLocale('/en-au/blog/complex-ptsd-vs-ptsd')).toEqual({ locale: 'en-AU', pathname: '/blog/complex-ptsd-vs-ptsd' })
  })
  it('does not take a prefix that only starts the same', () => {
    expect(extractLocale('/en-gbx/about')).toEqual({ locale: 'en-US', pathname: '/en-gbx/about' })
    expect(extractLocale('/fr/about')).toEqual({ locale: 'en-US', pathname: '/fr/about' })
  })
})

describe('localizePath', () => {
  it('prefixes every locale but en-US, keeping query and hash', () => {
    expect(localizePath('/', 'en-US')).toBe('/')
    expect(localizePath('/', 'en-GB')).toBe('/en-gb/')
    expect(localizePath('/contact', 'en-AU')).toBe('/en-au/contact')
    expect(localizePath('/?submitted=true', 'en-GB')).toBe('/en-gb/?submitted=true')
    expect(localizePath('/resources#benefits-virtual-trauma-coaching', 'en-AU')).toBe('/en-au/resources#benefits-virtual-trauma-coaching')
  })
  it('leaves relative and external links alone', () => {
    expect(localizePath('#main', 'en-GB')).toBe('#main')
    expect(localizePath('https://example.org/', 'en-GB')).toBe('https://example.org/')
  })
  it('round-trips with extractLocale', () => {
    for (const locale of ['en-US', 'en-GB', 'en-AU'] as const) {
      expect(extractLocale(localizePath('/faqs', locale))).toEqual({ locale, pathname: '/faqs' })
    }
  })
})

describe('absoluteUrl and isLocale', () => {
  it('builds absolute URLs from one origin', () => {
    expect(absoluteUrl('https://example.org', '/', 'en-GB')).toBe('https://example.org/en-gb/')
    expect(absoluteUrl('https://example.org', '/about', 'en-US')).toBe('https://example.org/about')
  })
  it('knows the three locales', () => {
    expect(isLocale('en-AU')).toBe(true)
    expect(isLocale('en-NZ')).toBe(false)
  })
})
