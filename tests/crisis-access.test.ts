import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sentenceLanguageFor } from '../components/firstScript/readerLanguage'
import { crisisContacts, interpreterSentences } from '../content/crisis'
import { locales } from '../content/locales'

/**
 * Issue 59: what each crisis line offers a woman with little English, or who
 * cannot use a voice call, is shown only as the service (or, for an emergency
 * number, a government body) publishes it, each fact recorded with the page
 * that says it, its words and the date it was checked (docs/content-review.md).
 */
const isoDate = /^\d{4}-\d{2}-\d{2}$/
const catalogue = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, { defaultMessage: string }>

/** The catalogues that hold a line's words: the source's and those of the regions that show it (scripts/i18n/scope.ts). */
const cataloguesShowing = (id: string) => [...new Set(['en-US', ...locales.filter((locale) => crisisContacts[locale].some((contact) => contact.id === id))])]

const lines = [...new Map(locales.flatMap((locale) => crisisContacts[locale]).map((contact) => [contact.id, contact])).values()].filter((contact) => contact.access)

describe('each line’s language and access options', () => {
  it('are recorded for the lines whose services publish them', () => {
    expect(lines.map((contact) => contact.id).sort()).toEqual(['au-000', 'au-lifeline', 'gb-999', 'nz-111', 'nz-refuge', 'us-911', 'us-988'])
  })

  for (const contact of lines) {
    const line = contact.access!
    it(`${contact.id}: every fact shown has its source's address, its words and the date it was checked`, () => {
      expect(line.sources.length).toBeGreaterThan(0)
      for (const source of line.sources) {
        expect(source.url).toMatch(/^https:\/\/[^\s/]+\.[a-z]+\//)
        expect(source.quote.trim().length, source.url).toBeGreaterThan(20)
        expect(source.checked, source.url).toMatch(isoDate)
        expect(Number.isNaN(Date.parse(source.checked)), source.url).toBe(false)
      }
    })

    it(`${contact.id}: every link the line's words name has an address, and every address is named (in every catalogue that holds them)`, () => {
      for (const locale of cataloguesShowing(contact.id)) {
        const words = catalogue(locale)[line.text.id!]?.defaultMessage ?? ''
        const tags = [...words.matchAll(/<([a-z]+)>/g)].map((match) => match[1]).sort()
        expect(tags, `${contact.id} in ${locale}`).toEqual(Object.keys(line.links).sort())
      }
      for (const href of Object.values(line.links)) expect(href).toMatch(/^(tel:\d+|sms:\d+\?body=\w+|https:\/\/\S+)$/)
    })
  }

  it('never names, in a UK or Australian line, a number that works only in the United States', () => {
    for (const contact of lines.filter((candidate) => !candidate.id.startsWith('us-'))) {
      for (const locale of cataloguesShowing(contact.id)) {
        expect(catalogue(locale)[contact.access!.text.id!]?.defaultMessage).not.toMatch(/\b(911|988)\b/)
      }
    }
  })
})

describe('the published interpreter sentences', () => {
  it('are each recorded with the page that publishes them in that language and the date they were checked', () => {
    for (const locale of locales) {
      for (const sentence of interpreterSentences[locale] ?? []) {
        expect(sentence.lang).toMatch(/^[a-z]{2,3}(-[A-Z][a-z]{3})?$/)
        expect(sentence.lang.startsWith('en'), 'never an English sentence').toBe(false)
        expect(sentence.text.trim().length).toBeGreaterThan(10)
        expect(sentence.source.url).toMatch(/^https:\/\//)
        expect(sentence.source.publisher.trim()).not.toBe('')
        expect(sentence.source.checked).toMatch(isoDate)
      }
    }
  })

  it('are about the emergency number of the page’s own region', () => {
    const emergency = { 'en-US': ['911'], 'en-GB': ['999'], 'en-AU': ['000', '111'] } as const
    for (const locale of locales) {
      for (const sentence of interpreterSentences[locale] ?? []) expect(emergency[locale]).toContain(sentence.number)
    }
    // The words name it: digits in Spanish, "three zeros" in Chinese.
    expect(interpreterSentences['en-US']![0]!.text).toContain('911')
    expect(interpreterSentences['en-AU']![0]!.text).toContain('三个零')
  })
})

describe('sentenceLanguageFor', () => {
  it('offers the sentence in the reader’s first language, whatever its region', () => {
    expect(sentenceLanguageFor('es-US', ['es'])).toBe('es')
    expect(sentenceLanguageFor('es', ['es'])).toBe('es')
    expect(sentenceLanguageFor('ES-mx', ['es'])).toBe('es')
    expect(sentenceLanguageFor('es_419', ['es'])).toBe('es')
  })
  it('matches Chinese by script, implied by the region where the browser names none', () => {
    expect(sentenceLanguageFor('zh-CN', ['zh-Hans'])).toBe('zh-Hans')
    expect(sentenceLanguageFor('zh', ['zh-Hans'])).toBe('zh-Hans')
    expect(sentenceLanguageFor('zh-Hans-SG', ['zh-Hans'])).toBe('zh-Hans')
    expect(sentenceLanguageFor('zh-TW', ['zh-Hans'])).toBeUndefined()
    expect(sentenceLanguageFor('zh-Hant-HK', ['zh-Hans'])).toBeUndefined()
  })
  it('offers nothing to a browser that puts English first, or a language with no sentence', () => {
    expect(sentenceLanguageFor('en-US', ['es'])).toBeUndefined()
    expect(sentenceLanguageFor('en', ['es'])).toBeUndefined()
    expect(sentenceLanguageFor('ar', ['es'])).toBeUndefined()
    expect(sentenceLanguageFor('vi-VN', ['zh-Hans'])).toBeUndefined()
    expect(sentenceLanguageFor('es-US', [])).toBeUndefined()
    expect(sentenceLanguageFor(undefined, ['es'])).toBeUndefined()
    expect(sentenceLanguageFor('not a tag', ['es'])).toBeUndefined()
  })
})
