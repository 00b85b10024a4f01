import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { regionLines, type RegionLines } from '../content/crisis'
import { locales, localePrefix, defaultLocale } from '../content/locales'
import { serviceCountries, serviceRegions, type ServiceRegion } from '../content/regions'
import { localesDir, readCatalogue, sourceLocale, translatedLocales, type Catalogue } from '../scripts/i18n/catalogue'
import { regionOf as spellingOf } from '../scripts/i18n/varcon'
import { regionProblems, type RegionInputs } from '../scripts/regions/problems'

const dir = mkdtempSync(join(tmpdir(), 'thrive-regions-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const irish: ServiceRegion = {
  locale: 'en-IE',
  prefix: '/en-ie',
  countries: ['IE'],
  spelling: 'B',
  sessionTimeZone: 'Europe/Dublin',
  names: {
    switcher: { id: 'shell.region.en-IE.switcher', defaultMessage: 'Ireland', description: '' },
    these: { id: 'shell.region.en-IE.these', defaultMessage: 'Ireland', description: '' },
    either: { id: 'shell.region.en-IE.either', defaultMessage: 'Ireland', description: '' },
  },
}
const irishLines: RegionLines = regionLines['en-GB']

/** The real regions' catalogues, in a folder of the test's own, with `catalogues` written over them. */
function inputs(regions: readonly ServiceRegion[], lines: Partial<Record<string, RegionLines>>, catalogues: Record<string, Catalogue> = {}): RegionInputs {
  const folder = mkdtempSync(join(dir, 'locales-'))
  for (const locale of locales) writeFileSync(join(folder, `${locale}.json`), JSON.stringify(readCatalogue(locale)))
  for (const [locale, catalogue] of Object.entries(catalogues)) writeFileSync(join(folder, `${locale}.json`), JSON.stringify(catalogue))
  return { regions, lines, sourceLocale, localesDir: folder, readCatalogue: (locale) => readCatalogue(locale, folder), allowTestData: false }
}

const complete = () => inputs([...serviceRegions, irish], { ...regionLines, 'en-IE': irishLines }, { 'en-IE': readCatalogue('en-GB') })

describe('the service regions', () => {
  it('are complete today', () => {
    expect(regionProblems({ regions: serviceRegions, lines: regionLines, sourceLocale, localesDir, readCatalogue: (locale) => readCatalogue(locale), allowTestData: false })).toEqual([])
  })

  it('are where everything region-shaped comes from', () => {
    expect(locales).toEqual(['en-US', 'en-GB', 'en-AU'])
    expect(defaultLocale).toBe('en-US')
    expect(locales.map(localePrefix)).toEqual(['', '/en-gb', '/en-au'])
    expect(translatedLocales).toEqual(['en-GB', 'en-AU'])
    expect(serviceCountries).toEqual(['US', 'CA', 'GB', 'AU', 'NZ'])
    expect(translatedLocales.map(spellingOf)).toEqual(['B', 'D'])
  })

  it('let a fourth, whole, pass', () => {
    expect(regionProblems(complete())).toEqual([])
  })
})

describe('a region half-added stops the build, naming what is missing', () => {
  const without = (change: (region: Record<string, unknown>) => void) => {
    const region: Record<string, unknown> = { ...irish }
    change(region)
    return regionProblems({ ...complete(), regions: [...serviceRegions, region as ServiceRegion] })
  }

  it('its crisis numbers', () => {
    expect(regionProblems({ ...complete(), lines: regionLines })).toEqual([
      "content/crisis.ts, regionLines['en-IE']: its crisis numbers are missing (its lines, emergency numbers and technology-safety guides): a page never shows another region's",
    ])
    const noGuide = { ...irishLines, safetyGuides: [] } as unknown as RegionLines
    expect(regionProblems({ ...complete(), lines: { ...regionLines, 'en-IE': noGuide } })).toEqual(["content/crisis.ts, regionLines['en-IE']: no technology-safety guide (safetyGuides)"])
  })

  it('its catalogue', () => {
    const folder = inputs([...serviceRegions, irish], { ...regionLines, 'en-IE': irishLines })
    expect(regionProblems(folder)).toEqual([
      'content/regions.ts, en-IE: its catalogue locales/en-IE.json is missing (copy the nearest region\'s, then npm run i18n:seed; docs/add-a-region.md)',
    ])
  })

  it('its time zone, and a zone that is not one', () => {
    expect(without((region) => delete region.sessionTimeZone)).toEqual([
      "content/regions.ts, en-IE: its time zone is missing (sessionTimeZone: an IANA zone such as 'Europe/Dublin', or null where its readers live in many)",
    ])
    expect(without((region) => (region.sessionTimeZone = 'Ireland/Dublin'))).toEqual(['content/regions.ts, en-IE: "Ireland/Dublin" is not a time zone (an IANA name such as \'Europe/Dublin\')'])
  })

  it('its spelling variety', () => {
    expect(without((region) => delete region.spelling)).toEqual(["content/regions.ts, en-IE: its spelling variety is missing (spelling: 'B' British, 'D' Australian)"])
    expect(without((region) => (region.spelling = 'A'))).toEqual(["content/regions.ts, en-IE: spelling 'A' is not one its catalogue can be checked against ('B' British or 'D' Australian)"])
  })

  it('its countries, each served once', () => {
    expect(without((region) => (region.countries = ['GB']))).toEqual(['content/regions.ts, en-IE: GB is already served by en-GB: a country belongs to one region'])
    expect(without((region) => (region.countries = ['EI']))).toEqual(['content/regions.ts, en-IE: "EI" is not a country code (ISO 3166-1 alpha-2, e.g. \'IE\')'])
  })

  it('its names, under the ids other regions find them by', () => {
    expect(without((region) => (region.names = { ...irish.names, either: undefined }))).toEqual([
      'content/regions.ts, en-IE: its name "either" is missing (names.either, id \'shell.region.en-IE.either\')',
    ])
    expect(without((region) => (region.prefix = '/ie'))).toEqual(['content/regions.ts, en-IE: its prefix must be "/en-ie" (got "/ie")'])
  })

  it('a case for it in every message that selects on the region: none falls to "other"', () => {
    const message = { defaultMessage: 'Numbers for {region, select, US {the US} GB {the UK} AU {Australia} other {elsewhere}}.' }
    const withSelect = inputs([...serviceRegions, irish], { ...regionLines, 'en-IE': irishLines }, {
      'en-IE': { ...readCatalogue('en-GB'), 'test.select': message },
      'en-GB': { ...readCatalogue('en-GB'), 'test.select': { defaultMessage: message.defaultMessage.replace(' AU {Australia}', '') } },
    })
    expect(regionProblems(withSelect)).toEqual([
      'locales/en-GB.json, "test.select": {region, select} has no case for AU (en-AU), so it would fall to "other"',
      'locales/en-GB.json, "test.select": {region, select} has no case for IE (en-IE), so it would fall to "other"',
      'locales/en-IE.json, "test.select": {region, select} has no case for IE (en-IE), so it would fall to "other"',
    ])
  })

  it('a catalogue or crisis numbers with no region', () => {
    const stray = inputs(serviceRegions, { ...regionLines, 'en-IE': irishLines }, { 'en-IE': readCatalogue('en-GB') })
    expect(regionProblems(stray)).toEqual([
      "content/crisis.ts, regionLines['en-IE']: no service region has this locale (content/regions.ts)",
      'locales/en-IE.json: no service region has this locale (content/regions.ts)',
    ])
  })

  it('a line marked as test data, outside a test’s copy', () => {
    const [first, ...rest] = irishLines.contacts
    const testLines = { ...irishLines, contacts: [{ ...first, source: { ...first.source, testData: true } }, ...rest] } as RegionLines
    const made = { ...complete(), lines: { ...regionLines, 'en-IE': testLines } }
    expect(regionProblems(made)).toEqual([`content/crisis.ts, regionLines['en-IE']: ${first.id} is marked as test data: the site never shows a number it cannot vouch for`])
    expect(regionProblems({ ...made, allowTestData: true })).toEqual([])
  })
})
