import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { catalogueFile, readCatalogue, serializeCatalogue, type Catalogue } from '../scripts/i18n/catalogue'
import { localeStatus, withReviewed } from '../scripts/i18n/freshness'
import { lockEntry, lockFile, readLock, serializeLock, translationSha256 } from '../scripts/i18n/lock'
import { isReleaseBuild, outdatedCounts, releaseBlockers } from '../scripts/i18n/release'
import { localeStatuses, markReviewed, recordEdits } from '../scripts/i18n/review'
import { seedCatalogues } from '../scripts/i18n/seed'
import { markdownLiteral, sourceChange, statusMarkdown, statusText } from '../scripts/i18n/status-report'
import { loadVarcon } from '../scripts/i18n/varcon'
import { biography } from '../content/about'
import { coachWordIds } from '../content/coachWords'
import { testimonials } from '../content/testimonials'

const source: Catalogue = {
  'home.hero.title': { defaultMessage: 'Online Trauma Healing for Women', description: 'Main heading' },
  'home.hero.lead': { defaultMessage: 'Gentle coaching to help you feel more color in your life.', description: 'Lead paragraph' },
}

describe('a message’s freshness (pure)', () => {
  const translated: Catalogue = {
    'home.hero.title': { defaultMessage: 'Online Trauma Healing for Women' },
    'home.hero.lead': { defaultMessage: 'Gentle coaching to help you feel more colour in your life.' },
  }
  const made = (id: string, from = source[id]!.defaultMessage) => lockEntry(from, translated[id]!.defaultMessage)

  it('is up to date when the lock says it was made from the source as it is', () => {
    const lock = { 'home.hero.title': made('home.hero.title'), 'home.hero.lead': made('home.hero.lead') }
    expect(localeStatus('en-GB', source, translated, lock)).toEqual({
      locale: 'en-GB', upToDate: ['home.hero.lead', 'home.hero.title'], edited: [], outdated: [], missing: [],
    })
  })
  it('is outdated when the source changed since, with the text it was made from', () => {
    const lock = { 'home.hero.title': made('home.hero.title'), 'home.hero.lead': made('home.hero.lead', 'Gentle coaching.') }
    expect(localeStatus('en-GB', source, translated, lock).outdated).toEqual([
      { id: 'home.hero.lead', madeFrom: 'Gentle coaching.', sourceNow: source['home.hero.lead']!.defaultMessage, translation: translated['home.hero.lead']!.defaultMessage },
    ])
  })
  it('is outdated, made from nobody knows what, when the lock has no entry', () => {
    const status = localeStatus('en-GB', source, translated, { 'home.hero.title': made('home.hero.title') })
    expect(status.outdated.map(({ id, madeFrom }) => [id, madeFrom])).toEqual([['home.hero.lead', undefined]])
  })
  it('counts an edited translation as reviewed, even when the source changed', () => {
    const lock = {
      'home.hero.title': lockEntry('Old title', 'Old title'),
      'home.hero.lead': made('home.hero.lead'),
    }
    const status = localeStatus('en-GB', source, translated, lock)
    expect(status.edited).toEqual(['home.hero.title'])
    expect(status.upToDate).toContain('home.hero.title')
    expect(status.outdated).toEqual([])
  })
  it('is missing when the locale has no translation', () => {
    const { 'home.hero.lead': _, ...partial } = translated
    expect(localeStatus('en-GB', source, partial, {}).missing).toEqual(['home.hero.lead'])
  })
  it('records reviews against the current source and drops entries of messages gone', () => {
    const lock = { 'home.old': lockEntry('Gone', 'Gone'), 'home.hero.lead': made('home.hero.lead', 'Gentle coaching.') }
    expect(withReviewed(lock, ['home.hero.lead'], source, translated)).toEqual({ 'home.hero.lead': made('home.hero.lead') })
  })
})

describe('the lock file', () => {
  it('is sorted two-space JSON with its fields in a fixed order', () => {
    const text = serializeLock({
      'b.id': { translationSha256: translationSha256('B'), source: 'B' },
      'a.id': lockEntry('A', 'A'),
    })
    expect(Object.keys(JSON.parse(text))).toEqual(['a.id', 'b.id'])
    expect(text).toBe(`${JSON.stringify({ 'a.id': lockEntry('A', 'A'), 'b.id': lockEntry('B', 'B') }, null, 2)}\n`)
    expect(text.indexOf('"source"')).toBeLessThan(text.indexOf('"translationSha256"'))
  })
  it('hashes the translation to twelve hex digits that change with it', () => {
    expect(translationSha256('colour')).toMatch(/^[0-9a-f]{12}$/)
    expect(translationSha256('colour')).not.toBe(translationSha256('colour.'))
  })
})

describe('the status report', () => {
  it('shows the change in the source word by word', () => {
    expect(sourceChange('You can call us.', 'You can write to us.')).toEqual([
      ['You can ', 'same'], ['call', 'removed'], ['write to', 'added'], [' us.', 'same'],
    ])
  })
  it('shows ICU placeholders and tags literally in Markdown', () => {
    expect(markdownLiteral('Hi <b>{name}</b> | *you*\nthere')).toBe('Hi \\<b\\>{name}\\</b\\> \\| \\*you\\*<br>there')
  })
})

describe('the release policy', () => {
  it('allows outdated translations except in a release build', () => {
    expect(isReleaseBuild({})).toBe(false)
    expect(isReleaseBuild({ THRIVE_RELEASE: '0' })).toBe(false)
    expect(isReleaseBuild({ THRIVE_RELEASE: '1' })).toBe(true)
  })
})

/**
 * The translators' loop on a fixture catalogue folder (never the real
 * locales/): a source message changes, both locales see it outdated with both
 * texts, en-GB reviews it by editing, en-AU with the review command, all clean.
 */
describe('the loop, on a fixture catalogue', () => {
  const varcon = loadVarcon()
  let dir: string
  const writeCatalogue = (locale: string, catalogue: Catalogue) => writeFileSync(catalogueFile(locale, dir), serializeCatalogue(catalogue))
  const oldLead = source['home.hero.lead']!.defaultMessage
  const newLead = 'Gentle, trauma-informed coaching to help you feel more color and calm in your life.'

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'thrive-freshness-'))
    writeCatalogue('en-US', source)
    seedCatalogues(varcon, [], dir)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const changeSourceLead = () => {
    writeCatalogue('en-US', { ...source, 'home.hero.lead': { ...source['home.hero.lead']!, defaultMessage: newLead } })
    return seedCatalogues(varcon, [], dir)
  }
  const byLocale = () => Object.fromEntries(localeStatuses(dir).map((status) => [status.locale, status]))

  it('starts clean: the seed records what it adds as made from the current source', () => {
    expect(readLock('en-GB', dir)['home.hero.lead']).toEqual(lockEntry(oldLead, 'Gentle coaching to help you feel more colour in your life.'))
    for (const status of localeStatuses(dir)) expect([status.upToDate.length, status.outdated, status.missing]).toEqual([2, [], []])
  })

  it('after a source change, shows the message outdated in en-GB and en-AU with both texts', () => {
    const seeded = changeSourceLead()
    expect(seeded.map(({ added }) => added)).toEqual([[], []]) // the seed leaves the translations alone
    for (const status of localeStatuses(dir)) {
      expect(status.outdated).toEqual([
        { id: 'home.hero.lead', madeFrom: oldLead, sourceNow: newLead, translation: 'Gentle coaching to help you feel more colour in your life.' },
      ])
    }
    const text = statusText(localeStatuses(dir))
    expect(text).toContain('en-GB: 1 up to date, 1 outdated, 0 missing')
    expect(text).toContain('en-AU: 1 up to date, 1 outdated, 0 missing')
    expect(text).toContain(`made from:   ${oldLead}`)
    expect(text).toContain(`source now:  ${newLead}`)
    expect(text).toContain('change:      Gentle{+, trauma-informed +}coaching to help you feel more color {+and calm +}in your life.')
    const markdown = statusMarkdown(localeStatuses(dir))
    expect(markdown).toContain('| en-GB | 1 | 1 | 0 |')
    expect(markdown).toContain(`- **Made from:** ${oldLead}`)
    expect(markdown).toContain(`- **Source now:** ${newLead}`)
    expect(markdown).toContain('- **Change:** Gentle<ins>, trauma-informed </ins>coaching')
    expect(releaseBlockers(localeStatuses(dir))).toHaveLength(2)
    expect(outdatedCounts(localeStatuses(dir))).toBe('en-GB 1, en-AU 1')
  })

  it('is reviewed in en-GB by an edit, recorded by the status run, while en-AU stays outdated', () => {
    changeSourceLead()
    const edited = 'Gentle, trauma-informed coaching to help you feel more colour and calm in your life.'
    const gb = readCatalogue('en-GB', dir)
    writeCatalogue('en-GB', { ...gb, 'home.hero.lead': { ...gb['home.hero.lead']!, defaultMessage: edited } })

    expect(byLocale()['en-GB']!.edited).toEqual(['home.hero.lead']) // i18n:check fails on this until recorded
    const [gbResult, auResult] = recordEdits(dir)
    expect(gbResult!.recordedEdits).toEqual(['home.hero.lead'])
    expect(auResult!.recordedEdits).toEqual([])
    expect(readLock('en-GB', dir)['home.hero.lead']).toEqual(lockEntry(newLead, edited))

    const after = byLocale()
    expect([after['en-GB']!.outdated, after['en-GB']!.edited]).toEqual([[], []])
    expect(after['en-AU']!.outdated.map(({ id }) => id)).toEqual(['home.hero.lead'])
  })

  it('is reviewed in en-AU by the command naming a prefix, leaving en-GB outdated', () => {
    changeSourceLead()
    const before = readFileSync(catalogueFile('en-AU', dir), 'utf8')
    const { marked, status } = markReviewed('en-AU', ['home.hero'], dir)
    expect(marked).toEqual(['home.hero.lead'])
    expect(status.outdated).toEqual([])
    expect(readFileSync(catalogueFile('en-AU', dir), 'utf8')).toBe(before) // the translation itself is untouched
    expect(byLocale()['en-GB']!.outdated.map(({ id }) => id)).toEqual(['home.hero.lead'])
  })

  it('ends clean once both locales reviewed it', () => {
    changeSourceLead()
    const gb = readCatalogue('en-GB', dir)
    writeCatalogue('en-GB', { ...gb, 'home.hero.lead': { ...gb['home.hero.lead']!, defaultMessage: `${newLead.replace('color', 'colour')}` } })
    recordEdits(dir)
    markReviewed('en-AU', ['home.hero.lead'], dir)
    const statuses = localeStatuses(dir)
    for (const status of statuses) expect([status.upToDate.length, status.edited, status.outdated, status.missing]).toEqual([2, [], [], []])
    expect(releaseBlockers(statuses)).toEqual([])
    expect(statusText(statuses)).toBe('en-GB: 2 up to date, 0 outdated, 0 missing\nen-AU: 2 up to date, 0 outdated, 0 missing')
    const markdown = statusMarkdown(statuses)
    expect(markdown).toContain('| en-AU | 2 | 0 | 0 |')
    expect(markdown).toContain('- **home** (2): `home.hero.lead`, `home.hero.title`')
  })

  it('keeps a recorded edit from hiding a later source change', () => {
    const gb = readCatalogue('en-GB', dir)
    writeCatalogue('en-GB', { ...gb, 'home.hero.lead': { ...gb['home.hero.lead']!, defaultMessage: 'Kind coaching to help you feel more colour in your life.' } })
    recordEdits(dir) // before the source changes: what i18n:check insists on
    changeSourceLead()
    expect(byLocale()['en-GB']!.outdated.map(({ id, madeFrom }) => [id, madeFrom])).toEqual([['home.hero.lead', oldLead]])
  })

  it('re-seeds on purpose with --refresh, recorded as made from the new source', () => {
    writeCatalogue('en-US', { ...source, 'home.hero.lead': { ...source['home.hero.lead']!, defaultMessage: newLead } })
    const seeded = seedCatalogues(varcon, ['home.hero.lead'], dir)
    expect(seeded.map(({ added }) => added)).toEqual([['home.hero.lead'], ['home.hero.lead']])
    expect(readCatalogue('en-GB', dir)['home.hero.lead']!.defaultMessage).toContain('colour and calm')
    for (const status of localeStatuses(dir)) expect(status.outdated).toEqual([])
  })

  it('leaves the coach’s own words outdated, added or refreshed, until a translator reviews them', () => {
    const coach = new Set(['home.hero.lead'])
    writeCatalogue('en-US', { ...source, 'home.hero.lead': { ...source['home.hero.lead']!, defaultMessage: newLead } })
    expect(seedCatalogues(varcon, ['home.hero.lead'], dir, coach).map(({ added }) => added)).toEqual([['home.hero.lead'], ['home.hero.lead']])
    for (const status of localeStatuses(dir)) {
      expect(status.outdated.map(({ id, madeFrom }) => [id, madeFrom])).toEqual([['home.hero.lead', undefined]])
      expect(status.upToDate).toEqual(['home.hero.title'])
    }
    expect(releaseBlockers(localeStatuses(dir))).toHaveLength(2)
    // Seeded into a fresh catalogue too (a new testimonial): outdated, not up to date.
    rmSync(catalogueFile('en-GB', dir))
    rmSync(lockFile('en-GB', dir))
    seedCatalogues(varcon, [], dir, coach)
    expect(byLocale()['en-GB']!.outdated.map(({ id }) => id)).toEqual(['home.hero.lead'])
    markReviewed('en-GB', ['home.hero.lead'], dir)
    expect(byLocale()['en-GB']!.outdated).toEqual([])
  })

  it('counts the testimonials and the biography as the coach’s words, each record by itself', () => {
    expect(coachWordIds.size).toBe(testimonials.length * 2 + biography.paragraphs.length + biography.facts.length)
    for (const testimonial of testimonials) expect(coachWordIds.has(testimonial.quote.id!)).toBe(true)
    for (const paragraph of biography.paragraphs) expect(coachWordIds.has(paragraph.text.id!)).toBe(true)
    expect(coachWordIds.has(biography.title.id!)).toBe(false) // a heading of the page, not her words
  })

  it('drops the lock entry of a message the source no longer has', () => {
    const { 'home.hero.lead': _, ...rest } = source
    writeCatalogue('en-US', rest)
    expect(seedCatalogues(varcon, [], dir).map(({ dropped }) => dropped)).toEqual([['home.hero.lead'], ['home.hero.lead']])
    expect(Object.keys(readLock('en-AU', dir))).toEqual(['home.hero.title'])
  })
})
