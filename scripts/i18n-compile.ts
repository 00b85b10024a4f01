/**
 * Compiles the catalogues to ASTs for the app (locales/compiled/, git-ignored)
 * and builds the en-XA pseudo-locale used to prove no copy is hard-coded.
 * A message that is not valid ICU fails here, with its key named; so does an
 * outdated translation in a release build (THRIVE_RELEASE=1, scripts/i18n/release.ts).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { icuErrors, localesDir, readCatalogue, sourceLocale, translatedLocales } from './i18n/catalogue'
import { formatjs } from './i18n/extract'
import { isReleaseBuild, releaseBlockers } from './i18n/release'
import { localeStatuses } from './i18n/review'

const outDir = join(localesDir, 'compiled')
mkdirSync(outDir, { recursive: true })

const locales = [sourceLocale, ...translatedLocales]
const errors = locales.flatMap((locale) => icuErrors(readCatalogue(locale)).map((error) => `locales/${locale}.json ${error}`))
if (errors.length > 0) {
  console.error(`Broken ICU messages:\n${errors.join('\n')}`)
  process.exit(1)
}

if (isReleaseBuild()) {
  const blockers = releaseBlockers(localeStatuses())
  if (blockers.length > 0) {
    console.error(`Outdated translations in a release build:\n${blockers.join('\n')}`)
    process.exit(1)
  }
}

const compile = (locale: string, extra: string[] = [], outName = locale) =>
  execFileSync(
    formatjs,
    ['compile', join(localesDir, `${locale}.json`), '--ast', '--out-file', join(outDir, `${outName}.json`), ...extra],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )

for (const locale of locales) compile(locale)
compile(sourceLocale, ['--pseudo-locale', 'en-XA'], 'en-XA')
console.log(`Compiled ${locales.join(', ')} and en-XA to locales/compiled/`)
