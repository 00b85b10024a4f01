import { inScopes } from '../../components/islands/scopes'
import { localesDir, readCatalogue, sourceLocale, translatedLocales, type TranslatedLocale } from './catalogue'
import { localeStatus, withReviewed, type LocaleStatus } from './freshness'
import { readLock, serializeLock, writeLock } from './lock'
import { catalogueProblems, type TranslationProblem } from './verify'
import { sourceFor } from './scope'

/** Every translated locale's status, read from `dir` (nothing written). */
export function localeStatuses(dir = localesDir, locales: readonly TranslatedLocale[] = translatedLocales): LocaleStatus[] {
  const source = readCatalogue(sourceLocale, dir)
  return locales.map((locale) => localeStatus(locale, sourceFor(locale, source), readCatalogue(locale, dir), readLock(locale, dir)))
}

/**
 * Records in the lock the translations edited since it was written, as
 * reviewed against the current source (`i18n:status` does this on every run).
 */
export function recordEdits(dir = localesDir, locales: readonly TranslatedLocale[] = translatedLocales): ReviewResult[] {
  return locales.map((locale) => markReviewed(locale, [], dir))
}

/** `refused`: translations that are broken (scripts/i18n/verify.ts), so recorded as nothing until fixed. */
export type ReviewResult = { status: LocaleStatus; recordedEdits: string[]; marked: string[]; refused: TranslationProblem[] }

/**
 * Marks reviewed every message of `locale` whose id is, or starts with, one of
 * `prefixes` (whole segments: `home.hero` holds `home.hero.lead`), as the
 * translation now reads: for when the new source needs no change in the
 * region. Edited translations are recorded as well. `marked` lists the
 * messages that were outdated before. `everything` records every translation
 * as it reads now as made from the current source: the baseline, for a lock
 * that is new or that you regenerate on purpose. A broken translation (not
 * valid ICU, or placeholders or tags unlike the source's) is never recorded:
 * it is in `refused`, with what is wrong.
 */
export function markReviewed(locale: TranslatedLocale, prefixes: readonly string[] | 'everything', dir = localesDir): ReviewResult {
  // What this locale's catalogue holds: not the messages only other regions' pages show (./scope.ts).
  const source = sourceFor(locale, readCatalogue(sourceLocale, dir))
  const translated = readCatalogue(locale, dir)
  const lock = readLock(locale, dir)
  const before = localeStatus(locale, source, translated, lock)
  const refused = catalogueProblems(locale, translated, source, dir).filter(({ kind }) => kind === 'syntax' || kind === 'placeholders')
  const sound = (id: string) => !refused.some((problem) => problem.id === id)
  const named = before.outdated.map(({ id }) => id).filter((id) => (prefixes === 'everything' || inScopes(id, prefixes)) && sound(id))
  const recordedEdits = before.edited.filter(sound)
  const next = withReviewed(lock, prefixes === 'everything' ? Object.keys(source).filter(sound) : [...named, ...recordedEdits], source, translated)
  if (serializeLock(next) !== serializeLock(lock)) writeLock(locale, next, dir)
  return { status: localeStatus(locale, source, translated, next), recordedEdits, marked: named, refused }
}
