/**
 * The translators' gate (part of `npm test`). Fails, naming each key, when:
 * en-US.json is out of date with the code; a catalogue misses a key or has an
 * extra one, or a message is not valid ICU, or a translation's placeholders or
 * tags differ from the source (each said for a translator: scripts/i18n/verify.ts);
 * en-GB or en-AU uses an American spelling VarCon does
 * not accept for that region; a translation was
 * edited and its lock not updated. Prints how many translations are outdated,
 * and fails on them only in a release build (scripts/i18n/release.ts).
 */
import { messageText, readCatalogue, sourceLocale, translatedLocales } from './i18n/catalogue'
import { changedIds, extractFromCode } from './i18n/extract'
import { isReleaseBuild, outdatedCounts, releaseBlockers } from './i18n/release'
import { localeStatuses } from './i18n/review'
import { americanSpellings, loadVarcon, regionOf } from './i18n/varcon'
import { describeProblem, translationProblems } from './i18n/verify'

const problems: string[] = []

// 1. The source catalogue is what the code says.
const stale = changedIds(readCatalogue(sourceLocale), extractFromCode())
for (const key of stale) problems.push(`locales/en-US.json is out of date at "${key}": run npm run i18n:extract`)

// 2. Valid ICU everywhere; every key in every catalogue; each translation
// with the source's placeholders and tags.
const broken = translationProblems()
problems.push(...broken.map(describeProblem))
const isBroken = (locale: string, id: string) => broken.some((problem) => problem.locale === locale && problem.id === id)

// 3. Regional spelling.
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

// 4. Outdated translations, and edits the lock has not recorded (an unrecorded
// edit would hide a later source change: locales/README.md, "The loop").
const statuses = localeStatuses()
for (const { locale, edited } of statuses) {
  // A broken translation's own problem says what to do; once fixed, this asks for i18n:status.
  for (const id of edited.filter((id) => !isBroken(locale, id))) {
    problems.push(`locales/${locale}.json "${id}": edited since locales/${locale}.lock.json recorded it: run npm run i18n:status to record it`)
  }
}
if (isReleaseBuild()) problems.push(...releaseBlockers(statuses))
console.log(`Outdated translations: ${outdatedCounts(statuses)} (${isReleaseBuild() ? 'none allowed in a release build' : 'allowed until a release build'}; npm run i18n:status lists them)`)

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`i18n check passed: en-US.json matches the code; ${translatedLocales.join(' and ')} are complete, structurally equal and regionally spelt.`)
