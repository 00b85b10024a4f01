import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { faqReading, faqs } from '../content/faqs'
import { locales } from '../content/locales'
import { faqStructuredData } from '../pages/faqs/faqText'
import { descriptorsIn } from './words'

describe('FAQ records', () => {
  // How many is the content's to say (the spec starts with seventeen): a question added is one faq() record.
  it('has questions with unique ids usable as #anchors', () => {
    expect(faqs.length).toBeGreaterThan(0)
    const ids = faqs.map((faq) => faq.id)
    expect(new Set(ids).size).toBe(faqs.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
  })

  it('gives every question an answer of at least one paragraph, all in the faqs scope', () => {
    for (const faq of faqs) expect(faq.answer.length).toBeGreaterThan(0)
    const messageIds = descriptorsIn(faqs).map((descriptor) => descriptor.id)
    expect(new Set(messageIds).size).toBe(messageIds.length)
    for (const id of messageIds) expect(id).toMatch(/^faqs\./)
  })

  it('states the recovery timeframes: 6–12 months and 2–3 years', () => {
    const text = descriptorsIn(faqs).map((descriptor) => String(descriptor.defaultMessage)).join(' ')
    expect(text).toContain('6–12 months')
    expect(text).toContain('2–3 years')
  })

  it('links to two blog articles', () => {
    expect(faqReading.map((link) => link.href)).toEqual(['/blog/signs-of-narcissistic-abuse', '/blog/complex-ptsd-vs-ptsd'])
  })

  it('types no phone number: crisis answers use {emergency}', () => {
    for (const descriptor of descriptorsIn(faqs)) expect(String(descriptor.defaultMessage)).not.toMatch(/\b(911|999|000|111|988)\b/)
  })
})

describe('FAQ structured data', () => {
  // Source messages only (their default text): enough to check the shape.
  // The emergency-number pattern lives in the crisis scope (CrisisNumbers); given here as in the catalogue.
  const intlIn = (locale: string) =>
    createIntl({ locale, messages: { 'crisis.emergency.withCountry': '{number} ({other} {country})' }, onError: () => {} })

  it('lists every record as a Question with a plain-text Answer, in the locale', () => {
    for (const locale of locales) {
      const data = faqStructuredData(intlIn(locale), locale, faqs)
      expect(data['@type']).toBe('FAQPage')
      expect(data.inLanguage).toBe(locale)
      expect(data.mainEntity).toHaveLength(faqs.length)
      for (const entry of data.mainEntity) {
        expect(entry.name.length).toBeGreaterThan(5)
        expect(entry.acceptedAnswer.text).not.toMatch(/[<>{}]/)
      }
    }
  })

  it('names the emergency number of the reader’s region', () => {
    const crisisAnswer = (locale: (typeof locales)[number]) =>
      faqStructuredData(intlIn(locale), locale, faqs).mainEntity[faqs.findIndex((faq) => faq.id === 'in-crisis-or-danger')]?.acceptedAnswer.text
    expect(crisisAnswer('en-US')).toContain('call 911 now')
    expect(crisisAnswer('en-GB')).toContain('call 999 now')
    expect(crisisAnswer('en-AU')).toMatch(/call 000 \(111 .*\) now/)
  })
})
