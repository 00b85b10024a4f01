/**
 * Compiles the catalogues to ASTs for the app (locales/compiled/, git-ignored)
 * and builds the en-XA pseudo-locale used to prove no copy is hard-coded.
 * A broken message (not valid ICU, or a translation whose placeholders or tags
 * differ from the source) fails here, the build's first step, said as
 * `i18n:check` says it (scripts/i18n/verify.ts), before anything renders; so
 * does an outdated translation in a release build (THRIVE_RELEASE=1, scripts/i18n/release.ts).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { localesDir, sourceLocale, translatedLocales } from './i18n/catalogue'
import { formatjs } from './i18n/extract'
import { isReleaseBuild, releaseBlockers } from './i18n/release'
import { localeStatuses } from './i18n/review'
import { describeProblem, translationProblems } from './i18n/verify'

const outDir = join(localesDir, 'compiled')
mkdirSync(outDir, { recursive: true })

const locales = [sourceLocale, ...translatedLocales]
// A key the source no longer has renders nowhere: i18n:check names it, the build goes on.
const problems = translationProblems().filter(({ kind }) => kind !== 'extra')
if (problems.length > 0) {
  console.error(`Broken messages (${problems.length}); nothing was built:\n- ${problems.map(describeProblem).join('\n- ')}`)
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
