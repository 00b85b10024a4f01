import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import nspell from 'nspell'
import dictionaryUS from 'dictionary-en'
import dictionaryGB from 'dictionary-en-gb'
import dictionaryAU from 'dictionary-en-au'
import { describe, expect, it } from 'vitest'
import { crisisContacts } from '../content/crisis'
import { locales, type Locale } from '../content/locales'
import { localesDir, messageText, readCatalogue } from '../scripts/i18n/catalogue'
import { descriptorsIn } from './words'

/**
 * Regional spelling against each region's real dictionary (Hunspell en_US,
 * en_GB, en_AU as LibreOffice ships them): no locale's visible text holds a
 * word its own region's dictionary rejects while another region's accepts
 * (an American spelling on a British page, or the reverse). Words unknown to
 * every dictionary (names, terms) are not a regional question and pass.
 * VarCon (npm run i18n:check) re-spells en-GB and en-AU; this also checks
 * en-US, and the words VarCon does not list.
 */
// The dictionaries hand over Uint8Arrays; nspell's types ask for Buffers.
const speller = (dictionary: { aff: Uint8Array; dic: Uint8Array }) => nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) })
const spellers: Record<Locale, ReturnType<typeof nspell>> = {
  'en-US': speller(dictionaryUS),
  'en-GB': speller(dictionaryGB),
  'en-AU': speller(dictionaryAU),
}

type Allowed = { word: string; locales: Locale[]; reason: string }
const allowList = (JSON.parse(readFileSync(join(localesDir, 'spelling-allow.json'), 'utf8')) as { words: Allowed[] }).words

/** Messages a locale never shows: another region's crisis lines (each page lists its own region's only). */
function hiddenIn(locale: Locale): Set<string> {
  const own = new Set(descriptorsIn(crisisContacts[locale]).map((descriptor) => descriptor.id))
  const others = locales.filter((other) => other !== locale).flatMap((other) => descriptorsIn(crisisContacts[other]))
  return new Set(others.map((descriptor) => descriptor.id!).filter((id) => !own.has(id)))
}

/** The words of a message as a reader sees them (ICU compiled away: no placeholders, selectors or tags), each hyphenated word also in its parts. */
function wordsOf(message: string): string[] {
  const words = messageText(message).replace(/[‘’]/g, "'").match(/\p{L}[\p{L}'-]*/gu) ?? []
  return words.flatMap((raw) => {
    const word = raw.replace(/'s$|'$/, '').replace(/-+$/, '')
    return word.includes('-') ? [word, ...word.split('-').filter(Boolean)] : [word]
  })
}

/** Each word of `locale`'s visible catalogue text that its region rejects and another accepts, with where it appears. */
function regionalMisspellings(locale: Locale): Map<string, string[]> {
  const hidden = hiddenIn(locale)
  const found = new Map<string, string[]>()
  for (const [id, { defaultMessage }] of Object.entries(readCatalogue(locale))) {
    if (hidden.has(id)) continue
    for (const word of wordsOf(defaultMessage)) {
      if (spellers[locale].correct(word)) continue
      if (!locales.some((other) => other !== locale && spellers[other].correct(word))) continue
      found.set(word, [...(found.get(word) ?? []), id])
    }
  }
  return found
}

describe('regional spelling (Hunspell)', () => {
  it('tells the regions apart, so a pass means something', () => {
    expect(spellers['en-US'].correct('color') && !spellers['en-GB'].correct('color') && !spellers['en-AU'].correct('color')).toBe(true)
    expect(!spellers['en-US'].correct('colour') && spellers['en-GB'].correct('colour') && spellers['en-AU'].correct('colour')).toBe(true)
    expect(wordsOf('Your <strong>behavior</strong> is {count, plural, one {recognized} other {organized}}, isn’t it?')).toEqual(['Your', 'behavior', 'is', 'recognized', 'organized', "isn't", 'it'])
  })

  it('keeps an allow-list of reviewed words only, each with its reason and locales', () => {
    for (const entry of allowList) {
      expect(entry.reason.trim().length, entry.word).toBeGreaterThan(20)
      expect(entry.locales.length, entry.word).toBeGreaterThan(0)
      for (const locale of entry.locales) {
        expect(locales, entry.word).toContain(locale)
        // An entry that no longer matches anything is stale: remove it.
        expect(regionalMisspellings(locale).has(entry.word), `${entry.word} in ${locale} is allowed but no longer used`).toBe(true)
      }
    }
  })

  for (const locale of locales) {
    it(`finds no word in ${locale} that its own region rejects and another accepts`, () => {
      const allowed = new Set(allowList.filter((entry) => entry.locales.includes(locale)).map((entry) => entry.word))
      const found = [...regionalMisspellings(locale)].filter(([word]) => !allowed.has(word)).map(([word, ids]) => `${word}: ${ids.join(', ')}`)
      expect(found).toEqual([])
    })
  }
})
