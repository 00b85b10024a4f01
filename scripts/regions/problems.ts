import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { RegionLines } from '../../content/crisis'
import type { ServiceRegion } from '../../content/regions'
import type { Catalogue } from '../i18n/catalogue'

/**
 * What a service region lacks, each said so the engineer adding one knows
 * which file to open (docs/add-a-region.md): its record's parts
 * (content/regions.ts), its catalogue (locales/<locale>.json), its crisis
 * numbers (content/crisis.ts), or a case in a message that selects on the
 * region. The build's first step (scripts/regions-check.ts) stops on any.
 */
export type RegionInputs = {
  regions: readonly ServiceRegion[]
  lines: Partial<Record<string, RegionLines>>
  sourceLocale: string
  localesDir: string
  readCatalogue: (locale: string) => Catalogue
  /** Whether a line marked as test data may pass: only in the copy a test makes (THRIVE_TEST_REGIONS=1). */
  allowTestData: boolean
}

const nameKeys = ['switcher', 'these', 'either'] as const

export function regionProblems(inputs: RegionInputs): string[] {
  const { regions, lines, sourceLocale, localesDir } = inputs
  const problems: string[] = []
  const record = (region: ServiceRegion) => `content/regions.ts, ${region.locale ?? 'a region with no locale'}`
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  const servedBy = new Map<string, string>()

  for (const region of regions) {
    const at = record(region)
    if (typeof region.locale !== 'string' || !isLanguageTag(region.locale)) {
      problems.push(`${at}: its locale must be a language tag such as en-IE`)
      continue
    }
    const expectedPrefix = region.locale === sourceLocale ? '' : `/${region.locale.toLowerCase()}`
    if (region.prefix !== expectedPrefix) problems.push(`${at}: its prefix must be ${JSON.stringify(expectedPrefix)} (got ${JSON.stringify(region.prefix)})`)
    if (!Array.isArray(region.countries) || region.countries.length === 0) problems.push(`${at}: it serves no country: list its countries (ISO 3166-1 codes, e.g. ['IE'])`)
    for (const country of region.countries ?? []) {
      if (!/^[A-Z]{2}$/.test(country) || !countryNames.of(country)) problems.push(`${at}: ${JSON.stringify(country)} is not a country code (ISO 3166-1 alpha-2, e.g. 'IE')`)
      const other = servedBy.get(country)
      if (other) problems.push(`${at}: ${country} is already served by ${other}: a country belongs to one region`)
      servedBy.set(country, region.locale)
    }
    if (region.spelling === undefined) problems.push(`${at}: its spelling variety is missing (spelling: 'B' British, 'D' Australian)`)
    else if (region.locale === sourceLocale ? region.spelling !== 'A' : region.spelling !== 'B' && region.spelling !== 'D') {
      problems.push(`${at}: spelling '${region.spelling}' is not one its catalogue can be checked against (${region.locale === sourceLocale ? "the source is 'A'" : "'B' British or 'D' Australian"})`)
    }
    if (region.sessionTimeZone === undefined) problems.push(`${at}: its time zone is missing (sessionTimeZone: an IANA zone such as 'Europe/Dublin', or null where its readers live in many)`)
    else if (region.sessionTimeZone !== null && !isTimeZone(region.sessionTimeZone)) problems.push(`${at}: ${JSON.stringify(region.sessionTimeZone)} is not a time zone (an IANA name such as 'Europe/Dublin')`)
    for (const key of nameKeys) {
      const name = region.names?.[key]
      const id = `shell.region.${region.locale}.${key}`
      if (!name?.defaultMessage) problems.push(`${at}: its name "${key}" is missing (names.${key}, id '${id}')`)
      else if (name.id !== id) problems.push(`${at}: names.${key} must have the id '${id}' (got '${name.id}'): other regions' pages find it by that id`)
    }

    if (region.locale !== sourceLocale && !existsSync(join(localesDir, `${region.locale}.json`))) {
      problems.push(`${at}: its catalogue locales/${region.locale}.json is missing (copy the nearest region's, then npm run i18n:seed; docs/add-a-region.md)`)
    }

    const own = lines[region.locale]
    const crisisAt = `content/crisis.ts, regionLines['${region.locale}']`
    if (!own) problems.push(`${crisisAt}: its crisis numbers are missing (its lines, emergency numbers and technology-safety guides): a page never shows another region's`)
    else {
      if (!own.contacts?.length) problems.push(`${crisisAt}: no crisis lines (contacts)`)
      if (!own.emergency?.length) problems.push(`${crisisAt}: no emergency number (emergency)`)
      if (!own.safetyGuides?.length) problems.push(`${crisisAt}: no technology-safety guide (safetyGuides)`)
      for (const contact of own.contacts ?? []) {
        if (contact.source?.testData && !inputs.allowTestData) problems.push(`${crisisAt}: ${contact.id} is marked as test data: the site never shows a number it cannot vouch for`)
      }
    }
  }

  const locales = new Set(regions.map((region) => region.locale))
  for (const locale of Object.keys(lines)) if (!locales.has(locale)) problems.push(`content/crisis.ts, regionLines['${locale}']: no service region has this locale (content/regions.ts)`)
  for (const file of existsSync(localesDir) ? readdirSync(localesDir) : []) {
    const locale = /^([a-z]{2,3}-[A-Z]{2})\.json$/.exec(file)?.[1]
    if (locale && !locales.has(locale)) problems.push(`locales/${file}: no service region has this locale (content/regions.ts)`)
  }

  problems.push(...selectProblems(inputs))
  return problems
}

/** Every message that selects on `{region}` must have a case for each region (its first country): none falls to `other`. */
function selectProblems({ regions, readCatalogue, localesDir }: RegionInputs): string[] {
  const keys = regions.filter((region) => region.countries?.length).map((region) => ({ key: region.countries[0], locale: region.locale }))
  const problems: string[] = []
  for (const region of regions) {
    if (!existsSync(join(localesDir, `${region.locale}.json`))) continue
    for (const [id, { defaultMessage }] of Object.entries(readCatalogue(region.locale))) {
      let elements: MessageFormatElement[]
      try {
        elements = parse(defaultMessage)
      } catch {
        continue // i18n:check names a broken message
      }
      for (const options of regionSelects(elements)) {
        for (const { key, locale } of keys) {
          if (!(key in options)) problems.push(`locales/${region.locale}.json, "${id}": {region, select} has no case for ${key} (${locale}), so it would fall to "other"`)
        }
      }
    }
  }
  return problems
}

function regionSelects(elements: MessageFormatElement[], found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  for (const element of elements) {
    if (element.type === TYPE.select && element.value === 'region') found.push(element.options)
    if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) regionSelects(option.value, found)
    if (element.type === TYPE.tag) regionSelects(element.children, found)
  }
  return found
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag && /^[a-z]{2,3}-[A-Z]{2}$/.test(tag)
  } catch {
    return false
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
