import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import { serviceRegions, type Locale } from '../../content/regions'

/** A catalogue in formatjs's default format: what the extractor writes and translators edit. */
export type Catalogue = Record<string, { defaultMessage: string; description?: string }>

export const root = join(import.meta.dirname, '..', '..')
/** THRIVE_LOCALES_DIR points every tool at a copy (tests plant mistakes there, never in locales/). */
export const localesDir = process.env.THRIVE_LOCALES_DIR ?? join(root, 'locales')
export const sourceLocale = 'en-US'
/** Every service region's locale but the source's (content/regions.ts): each has a catalogue translators keep. */
export type TranslatedLocale = Exclude<Locale, typeof sourceLocale>
export const translatedLocales: readonly TranslatedLocale[] = serviceRegions
  .map((region) => region.locale)
  .filter((locale): locale is TranslatedLocale => locale !== sourceLocale)

/** `dir` is the catalogue folder: locales/ unless a test points the tools at a fixture. */
export function catalogueFile(locale: string, dir = localesDir): string {
  return join(dir, `${locale}.json`)
}

export function readCatalogue(locale: string, dir = localesDir): Catalogue {
  return JSON.parse(readFileSync(catalogueFile(locale, dir), 'utf8')) as Catalogue
}

/** Keys sorted, two-space JSON, as the extractor writes it. */
export function serializeCatalogue(catalogue: Catalogue): string {
  const sorted = Object.fromEntries(Object.keys(catalogue).sort().map((key) => [key, catalogue[key]]))
  return `${JSON.stringify(sorted, null, 2)}\n`
}

/** Messages that are not valid ICU, each with its key: the compiler names none. */
export function icuErrors(catalogue: Catalogue): string[] {
  const errors: string[] = []
  for (const [key, { defaultMessage }] of Object.entries(catalogue)) {
    try {
      parse(defaultMessage)
    } catch (error) {
      errors.push(`${key}: ${(error as Error).message} in "${defaultMessage}"`)
    }
  }
  return errors
}

/** The literal words of a message (not its placeholders, plural selectors or tag names). */
export function messageText(message: string): string {
  const parts: string[] = []
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type === 0) parts.push(element.value)
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value)
      if ('children' in element) walk(element.children)
    }
  }
  walk(parse(message))
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}
