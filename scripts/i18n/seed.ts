import { writeFileSync } from 'node:fs'
import { coachWordIds } from '../../content/coachWords'
import { inScopes } from '../../components/islands/scopes'
import { catalogueFile, localesDir, readCatalogue, serializeCatalogue, sourceLocale, translatedLocales, type Catalogue } from './catalogue'
import { withReviewed } from './freshness'
import { readLock, writeLock } from './lock'
import { regionOf, respell, type SpellingIndex } from './varcon'
import { sourceFor } from './scope'

export type SeedResult = { locale: string; added: string[]; dropped: string[] }

/**
 * Adds every source message a translated catalogue lacks, re-spelt for the
 * region, refreshes descriptions and drops keys the source no longer has, and
 * those only other regions' pages show (./scope.ts).
 * Existing translations are kept, except those under a `refresh` prefix,
 * which are re-seeded. The lock records each added message as made from the
 * current source, except the `unreviewed` ones (the coach's own words,
 * content/coachWords.ts), whose entries it removes: a machine re-spelling of
 * them is outdated until a translator reviews it. It never records anything
 * else (an outdated message stays outdated until a translator reviews it).
 */
export function seedCatalogues(varcon: SpellingIndex, refresh: readonly string[] = [], dir = localesDir, unreviewed: ReadonlySet<string> = coachWordIds): SeedResult[] {
  const wholeSource = readCatalogue(sourceLocale, dir)
  return translatedLocales.map((locale) => {
    // Not the messages only other regions' pages show (./scope.ts): those it drops.
    const source = sourceFor(locale, wholeSource)
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
    const lock = withReviewed(readLock(locale, dir), added.filter((id) => !unreviewed.has(id)), source, next)
    for (const id of added) if (unreviewed.has(id)) delete lock[id]
    writeLock(locale, lock, dir)
    return { locale, added, dropped }
  })
}
