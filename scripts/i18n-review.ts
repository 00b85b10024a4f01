/**
 * Marks outdated translations reviewed when the new source needs no change in
 * the region: the lock then records them as made from the current source.
 *
 *   npm run i18n:review -- en-GB home.hero.lead     one message
 *   npm run i18n:review -- en-AU home.hero          every message under a prefix
 *   npm run i18n:review -- all home.hero.lead       every locale
 *   npm run i18n:review -- all --everything         the baseline: every translation
 *                                                   as it reads now, e.g. for a new lock
 *
 * A translation you edited needs no command beyond `npm run i18n:status`.
 */
import { readCatalogue, sourceLocale } from './i18n/catalogue'
import { localesNamed, reportRefused } from './i18n/cli-locales'
import { markReviewed } from './i18n/review'
import { inScopes } from '../components/islands/scopes'

const [localeArgument, ...rest] = process.argv.slice(2)
const locales = localesNamed(localeArgument)
const everything = rest.includes('--everything')
const prefixes = rest.filter((arg) => !arg.startsWith('--'))
if (!everything && prefixes.length === 0) {
  console.error('Name the ids or id prefixes to mark reviewed (or --everything for the baseline).')
  process.exit(1)
}
const ids = Object.keys(readCatalogue(sourceLocale))
const unknown = prefixes.filter((prefix) => !ids.some((id) => inScopes(id, [prefix])))
if (unknown.length) {
  console.error(`No message has the id or prefix ${unknown.join(', ')}: nothing marked.`)
  process.exit(1)
}

const results = locales.map((locale) => markReviewed(locale, everything ? 'everything' : prefixes))
for (const { status, marked, recordedEdits } of results) {
  const { locale } = status
  const edits = recordedEdits.length ? `; ${recordedEdits.length} edited translation(s) recorded (${recordedEdits.join(', ')})` : ''
  const ids = marked.length && !everything ? ` (${marked.join(', ')})` : ''
  console.log(`${locale}: ${marked.length} marked reviewed${ids}${edits}; ${status.outdated.length} still outdated`)
}
reportRefused(results)
