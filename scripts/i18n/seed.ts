import { writeFileSync } from 'node:fs'
import { inScopes } from '../../components/islands/scopes'
import { catalogueFile, localesDir, readCatalogue, serializeCatalogue, sourceLocale, translatedLocales, type Catalogue } from './catalogue'
import { withReviewed } from './freshness'
import { readLock, writeLock } from './lock'
import { regionOf, respell, type SpellingIndex } from './varcon'

export type SeedResult = { locale: string; added: string[]; dropped: string[] }

/**
 * Adds every source message a translated catalogue lacks, re-spelt for the
 * region, refreshes descriptions and drops keys the source no longer has.
 * Existing translations are kept, except those under a `refresh` prefix,
 * which are re-seeded. The lock records each added message as made from the
 * current source; it never records anything else (an outdated message stays
 * outdated until a translator reviews it).
 */
export function seedCatalogues(varcon: SpellingIndex, refresh: readonly string[] = [], dir = localesDir): SeedResult[] {
  const source = readCatalogue(sourceLocale, dir)
  return translatedLocales.map((locale) => {
    let existing: Catalogue = {}
    try {
      existing = readCatalogue(locale, dir)
    } catch {
      // a new catalogue
    }
    const next: Catalogue = {}
    const added: string[] = []
    for (const [id, message] of Object.entries(source)) {
      const current = inScopes(id, refresh) ? undefined : existing[id]
      if (!current) added.push(id)
      next[id] = {
        defaultMessage: current?.defaultMessage ?? respell(varcon, message.defaultMessage, regionOf(locale)),
        description: message.description,
      }
    }
    const dropped = Object.keys(existing).filter((id) => !(id in source))
    writeFileSync(catalogueFile(locale, dir), serializeCatalogue(next))
    writeLock(locale, withReviewed(readLock(locale, dir), added, source, next), dir)
    return { locale, added, dropped }
  })
}
