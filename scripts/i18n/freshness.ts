import type { Catalogue } from './catalogue'
import { lockEntry, translationSha256, type Lock } from './lock'

/**
 * Whether each translation still renders the current source, from the
 * catalogues and the lock alone (pure: the tools and the tests share it).
 *
 * - up to date: the lock says it was made from the source text as it is now;
 * - edited: the translation changed since the lock recorded it. The translator
 *   edited it with the source in front of her, so it counts as up to date; the
 *   next `i18n:status` or `i18n:review` records it, and `i18n:check` fails until
 *   then (an unrecorded edit would hide a later source change: see locales/README.md);
 * - outdated: the source changed since, and the translation did not; or the
 *   lock has no entry for it, so nobody knows what it was made from;
 * - missing: the locale has no translation (`i18n:seed` adds one).
 */
export type OutdatedMessage = {
  id: string
  /** The source text the translation was made from; undefined when the lock has no entry. */
  madeFrom: string | undefined
  sourceNow: string
  translation: string
}

export type LocaleStatus = {
  locale: string
  /** Includes the edited ones. */
  upToDate: string[]
  edited: string[]
  outdated: OutdatedMessage[]
  missing: string[]
}

export function localeStatus(locale: string, source: Catalogue, translated: Catalogue, lock: Lock): LocaleStatus {
  const status: LocaleStatus = { locale, upToDate: [], edited: [], outdated: [], missing: [] }
  for (const id of Object.keys(source).sort()) {
    const sourceNow = source[id]!.defaultMessage
    const translation = translated[id]?.defaultMessage
    const entry = lock[id]
    if (translation === undefined) {
      status.missing.push(id)
    } else if (entry && entry.translationSha256 !== translationSha256(translation)) {
      status.upToDate.push(id)
      status.edited.push(id)
    } else if (entry?.source === sourceNow) {
      status.upToDate.push(id)
    } else {
      status.outdated.push({ id, madeFrom: entry?.source, sourceNow, translation })
    }
  }
  return status
}

/**
 * The lock with `ids` recorded as made from the current source, as the
 * translations now read; entries for messages the source or the locale no
 * longer has are dropped, so every write keeps the lock in step.
 */
export function withReviewed(lock: Lock, ids: Iterable<string>, source: Catalogue, translated: Catalogue): Lock {
  const next: Lock = Object.fromEntries(Object.entries(lock).filter(([id]) => id in source && id in translated))
  for (const id of ids) {
    if (!(id in source) || !(id in translated)) continue
    next[id] = lockEntry(source[id]!.defaultMessage, translated[id]!.defaultMessage)
  }
  return next
}
