import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { catalogueFile, readCatalogue, root, sourceLocale, type Catalogue } from './catalogue.ts'

export const formatjs = join(root, 'node_modules', '.bin', 'formatjs')

/** The folders whose code declares messages: what is extracted (and what `npm run dev` watches, scripts/live-catalogue.ts). */
export const messageSourceDirs = ['pages', 'components', 'content', 'renderer']

/** Runs the extractor over the code into `outFile` (the one definition of what is extracted): not types, nor the unit tests that sit beside their code in components/ (`*.test.ts`). */
export function extractTo(outFile: string): void {
  execFileSync(
    formatjs,
    ['extract', `{${messageSourceDirs.join(',')}}/**/*.{ts,tsx}`, '--ignore', '**/*.d.ts', '--ignore', '**/*.test.ts', '--out-file', outFile],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  )
}

/** The code's source catalogue as the extractor writes it, without touching locales/. */
export function extractFromCode(): Catalogue {
  const dir = mkdtempSync(join(tmpdir(), 'thrive-i18n-'))
  try {
    extractTo(join(dir, 'en-US.json'))
    return JSON.parse(readFileSync(join(dir, 'en-US.json'), 'utf8')) as Catalogue
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Ids whose message (its text or its description) differs between two catalogues: added, changed or removed; sorted. */
export function changedIds(before: Catalogue, after: Catalogue): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((id) => JSON.stringify(before[id]) !== JSON.stringify(after[id]))
    .sort()
}

/**
 * `npm run i18n:extract`, run by `npm run dev` and `npm run build` too, so an
 * edited defaultMessage shows at once: rewrites locales/en-US.json from the
 * code and names the messages that changed. With `--check`, or in CI
 * (`CI` set), it writes nothing and fails naming them: a committed catalogue
 * that lags the code would leave translators without the change.
 */
if (process.argv[1] === import.meta.filename) {
  const target = catalogueFile(sourceLocale)
  const dir = mkdtempSync(join(tmpdir(), 'thrive-i18n-'))
  const fresh = join(dir, 'en-US.json')
  extractTo(fresh)
  const changed = changedIds(existsSync(target) ? readCatalogue(sourceLocale) : {}, JSON.parse(readFileSync(fresh, 'utf8')) as Catalogue)
  const named = `${changed.length} message${changed.length === 1 ? '' : 's'} (${changed.join(', ')})`
  if (changed.length === 0) {
    console.log('locales/en-US.json is up to date with the code.')
  } else if (process.argv.includes('--check') || process.env.CI) {
    console.error(`locales/en-US.json is out of date with the code at ${named}: run npm run i18n:extract && npm run i18n:seed, review, and commit the catalogues (docs/change-copy.md).`)
    process.exitCode = 1
  } else {
    copyFileSync(fresh, target)
    console.log(`locales/en-US.json updated from the code: ${named}. Next: npm run i18n:seed, then review the other regions' catalogues (docs/change-copy.md).`)
  }
  rmSync(dir, { recursive: true, force: true })
}
