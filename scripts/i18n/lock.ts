import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { localesDir } from './catalogue'

/**
 * What each translation was made from, per locale (`locales/en-GB.lock.json`):
 * the en-US text it was written or last reviewed against, and a hash of the
 * translation as it stood then. Outdated is then a fact in the repository,
 * readable on any clone, whatever happened to git history.
 *
 * `source` is the source message text only, not its description: the
 * translation renders the words, and a reworded note for translators should not
 * send every translation back for review. It is kept in full (not hashed) so a
 * translator sees what the source said when she translated it.
 *
 * `translationSha256` tells whether the translation was edited since: an edit
 * is her review of the current source (see `freshness.ts`). Twelve hex digits
 * are plenty to notice a change to one message; it is not a security use.
 */
export type LockEntry = { source: string; translationSha256: string }
export type Lock = Record<string, LockEntry>

export function lockFile(locale: string, dir = localesDir): string {
  return join(dir, `${locale}.lock.json`)
}

export function translationSha256(translation: string): string {
  return createHash('sha256').update(translation).digest('hex').slice(0, 12)
}

/** The entry saying `translation` was made from (or reviewed against) `source`. */
export function lockEntry(source: string, translation: string): LockEntry {
  return { source, translationSha256: translationSha256(translation) }
}

/** An absent lock is an empty one: every translation then counts as outdated until reviewed. */
export function readLock(locale: string, dir = localesDir): Lock {
  try {
    return JSON.parse(readFileSync(lockFile(locale, dir), 'utf8')) as Lock
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
}

/** Keys sorted, two-space JSON, fields in a fixed order: diffs show one entry per changed message. */
export function serializeLock(lock: Lock): string {
  const sorted = Object.fromEntries(
    Object.keys(lock)
      .sort()
      .map((id) => [id, { source: lock[id]!.source, translationSha256: lock[id]!.translationSha256 }]),
  )
  return `${JSON.stringify(sorted, null, 2)}\n`
}

export function writeLock(locale: string, lock: Lock, dir = localesDir): void {
  writeFileSync(lockFile(locale, dir), serializeLock(lock))
}
