/**
 * For translators: per locale, how many messages are up to date, outdated and
 * missing; each outdated one with the source text its translation was made
 * from, the source text now, the change and the translation.
 *
 *   npm run i18n:status                        all locales, in the terminal
 *   npm run i18n:status -- en-GB               one locale
 *   npm run i18n:status -- --all               also list the up-to-date ids
 *   npm run i18n:status -- --markdown [file]   a Markdown report, to the file or stdout
 *
 * The one thing it writes: translations edited since the lock recorded them
 * are recorded in `locales/<locale>.lock.json` as reviewed against the current
 * source (see locales/README.md, "The loop").
 */
import { writeFileSync } from 'node:fs'
import { translatedLocales } from './i18n/catalogue'
import { localesNamed, reportRefused } from './i18n/cli-locales'
import { recordEdits } from './i18n/review'
import { statusMarkdown, statusText } from './i18n/status-report'

const args = process.argv.slice(2)
const markdownIndex = args.indexOf('--markdown')
const markdownFile = markdownIndex >= 0 && args[markdownIndex + 1] && !args[markdownIndex + 1]!.startsWith('--') ? args[markdownIndex + 1] : undefined
const localeArgument = args.find((arg, index) => !arg.startsWith('--') && !(markdownFile && index === markdownIndex + 1))
const locales = localeArgument ? localesNamed(localeArgument) : translatedLocales

const markdownToStdout = markdownIndex >= 0 && !markdownFile
const note = markdownToStdout ? console.error : console.log // keep a Markdown stdout clean
const results = recordEdits(undefined, locales)
for (const { status, recordedEdits } of results) {
  if (recordedEdits.length === 0) continue
  note(`${status.locale}: recorded ${recordedEdits.length} edited translation(s) as reviewed against the current source in locales/${status.locale}.lock.json (${recordedEdits.join(', ')})`)
}
reportRefused(results)
const statuses = results.map(({ status }) => status)

if (markdownIndex < 0) {
  console.log(statusText(statuses, { listUpToDate: args.includes('--all') }))
} else if (markdownFile) {
  writeFileSync(markdownFile, statusMarkdown(statuses))
  console.log(`Wrote ${markdownFile}`)
} else {
  process.stdout.write(statusMarkdown(statuses))
}
