/**
 * The translators' gate (part of `npm test`). Fails, naming each key, when:
 * en-US.json is out of date with the code; a catalogue misses a key or has an
 * extra one; a translation's placeholders or tags differ from the source
 * (`formatjs verify`); en-GB or en-AU uses an American spelling VarCon does
 * not accept for that region; a message is not valid ICU; a translation was
 * edited and its lock not updated. Prints how many translations are outdated,
 * and fails on them only in a release build (scripts/i18n/release.ts).
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { icuErrors, localesDir, messageText, readCatalogue, sourceLocale, translatedLocales } from './i18n/catalogue'
import { changedIds, extractFromCode, formatjs } from './i18n/extract'
import { isReleaseBuild, outdatedCounts, releaseBlockers } from './i18n/release'
import { localeStatuses } from './i18n/review'
import { americanSpellings, loadVarcon, regionOf } from './i18n/varcon'

const problems: string[] = []

// 1. The source catalogue is what the code says.
const stale = changedIds(readCatalogue(sourceLocale), extractFromCode())
for (const key of stale) problems.push(`locales/en-US.json is out of date at "${key}": run npm run i18n:extract`)

// 2. Valid ICU everywhere.
for (const locale of [sourceLocale, ...translatedLocales]) {
  for (const error of icuErrors(readCatalogue(locale))) problems.push(`locales/${locale}.json ${error}`)
}

// 3. Missing, extra and structurally different messages.
try {
  execFileSync(
    formatjs,
    ['verify', '--source-locale', sourceLocale, '--missing-keys', '--extra-keys', '--structural-equality',
      ...[sourceLocale, ...translatedLocales].map((locale) => join(localesDir, `${locale}.json`))],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  )
} catch (error) {
  const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
  problems.push(`formatjs verify:\n${stdout}${stderr}`.trim())
}

// 4. Regional spelling.
const varcon = loadVarcon()
for (const locale of translatedLocales) {
  const region = regionOf(locale)
  for (const [key, { defaultMessage }] of Object.entries(readCatalogue(locale))) {
    let text: string
    try {
      text = messageText(defaultMessage)
    } catch {
      continue // reported above
    }
    for (const { word, suggestion } of americanSpellings(varcon, text, region)) {
      problems.push(`locales/${locale}.json "${key}": American spelling "${word}", use "${suggestion}"`)
    }
  }
}

// 5. Outdated translations, and edits the lock has not recorded (an unrecorded
// edit would hide a later source change: locales/README.md, "The loop").
const statuses = localeStatuses()
for (const { locale, edited } of statuses) {
  for (const id of edited) {
    problems.push(`locales/${locale}.json "${id}": edited since locales/${locale}.lock.json recorded it: run npm run i18n:status to record it`)
  }
}
if (isReleaseBuild()) problems.push(...releaseBlockers(statuses))
console.log(`Outdated translations: ${outdatedCounts(statuses)} (${isReleaseBuild() ? 'none allowed in a release build' : 'allowed until a release build'}; npm run i18n:status lists them)`)

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('i18n check passed: en-US.json matches the code; en-GB and en-AU are complete, structurally equal and regionally spelt.')
