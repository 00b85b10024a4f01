import { describe, expect, it } from 'vitest'
import { icuErrors, messageText, readCatalogue, sourceLocale, translatedLocales } from '../scripts/i18n/catalogue'
import { changedIds } from '../scripts/i18n/extract'
import { americanSpellings, loadVarcon, respell } from '../scripts/i18n/varcon'
import { inScopes } from '../components/islands/scopes'

const varcon = loadVarcon()

describe('VarCon spelling check', () => {
  it('flags American spellings with the regional suggestion', () => {
    expect(americanSpellings(varcon, 'Your color and behavior', 'B')).toEqual([
      { word: 'color', suggestion: 'colour' },
      { word: 'behavior', suggestion: 'behaviour' },
    ])
    expect(americanSpellings(varcon, 'Counseling helps you organize', 'D')).toEqual([
      { word: 'Counseling', suggestion: 'Counselling' },
      { word: 'organize', suggestion: 'organise' },
    ])
  })
  it('accepts words whose spelling depends on usage', () => {
    // practice (noun) is British too; program is accepted in the computing sense
    expect(americanSpellings(varcon, 'a coaching practice', 'B')).toEqual([])
    expect(americanSpellings(varcon, 'license', 'B')).toEqual([])
  })
  it('accepts British and Australian spellings', () => {
    expect(americanSpellings(varcon, 'colour, behaviour, counselling, disorganised, idealisation', 'B')).toEqual([])
    expect(americanSpellings(varcon, 'colour, behaviour, counselling, disorganised, idealisation', 'D')).toEqual([])
  })
  it('re-spells text for the seed, keeping capitals', () => {
    expect(respell(varcon, 'Disorganized attachment; Idealization.', 'B')).toBe('Disorganised attachment; Idealisation.')
  })
  it('leaves proper names, acronyms and typographic apostrophes alone', () => {
    expect(respell(varcon, 'The World Health Organization and the Centers for Disease Control organize care.', 'B')).toBe(
      'The World Health Organization and the Centers for Disease Control organise care.',
    )
    expect(respell(varcon, 'prolonged exposure (PE)', 'B')).toBe('prolonged exposure (PE)')
    expect(americanSpellings(varcon, 'World Health Organization', 'D')).toEqual([])
    expect(respell(varcon, 'a woman’s favorite color', 'B')).toBe('a woman’s favourite colour')
  })
})

describe('catalogue helpers', () => {
  it('names the key of a broken ICU message', () => {
    expect(icuErrors({ 'a.ok': { defaultMessage: 'Hi {name}' }, 'a.bad': { defaultMessage: 'Hi {name' } })).toEqual([
      expect.stringMatching(/^a\.bad: /),
    ])
  })
  it('reads only the literal words of a message', () => {
    expect(messageText('{count, plural, one {# color} other {# colors}} for <b>{name}</b>')).toBe('color colors for')
  })
  it('scopes select whole id segments only', () => {
    expect(inScopes('home.hero.title', ['home'])).toBe(true)
    expect(inScopes('homework.title', ['home'])).toBe(false)
    expect(inScopes('blog.signs.meta.title', ['blog.signs'])).toBe(true)
  })
})

describe('a fresh extraction against the committed source catalogue (what dev and build report or refuse)', () => {
  const before = {
    'home.hero.title': { defaultMessage: 'Online Trauma Healing', description: 'Main heading' },
    'home.hero.lead': { defaultMessage: 'Gentle coaching.', description: 'Lead' },
    'home.old': { defaultMessage: 'Gone soon', description: 'Removed' },
  }
  it('names each message added, removed, reworded or redescribed, and no other', () => {
    const after = {
      'home.hero.title': before['home.hero.title'],
      'home.hero.lead': { defaultMessage: 'Gentle, steady coaching.', description: 'Lead' },
      'home.new': { defaultMessage: 'New', description: 'Added' },
    }
    expect(changedIds(before, after)).toEqual(['home.hero.lead', 'home.new', 'home.old'])
    expect(changedIds(before, { ...before, 'home.hero.title': { ...before['home.hero.title'], description: 'The h1' } })).toEqual(['home.hero.title'])
    expect(changedIds(before, structuredClone(before))).toEqual([])
  })
})

describe('the catalogues themselves', () => {
  const source = readCatalogue(sourceLocale)
  it('every source message has a description for translators', () => {
    expect(Object.entries(source).filter(([, m]) => !m.description?.trim()).map(([id]) => id)).toEqual([])
  })
  it('every page title and description exists in every locale', () => {
    const titles = Object.keys(source).filter((id) => id.endsWith('.meta.title'))
    expect(titles.length).toBeGreaterThan(0)
    for (const locale of translatedLocales) {
      const catalogue = readCatalogue(locale)
      for (const id of titles) {
        expect(catalogue[id], `${locale} ${id}`).toBeDefined()
        expect(catalogue[id.replace(/title$/, 'description')], `${locale} ${id}`).toBeDefined()
      }
    }
  })
})
