/**
 * A translator's aid: adds every source message that en-GB or en-AU lacks,
 * re-spelt for the region with VarCon, refreshes descriptions, and drops keys
 * the source no longer has. Existing translations are never overwritten.
 * Review what it adds: spelling is not the only thing that differs by region.
 *
 * When source copy changes, its translations are not touched: re-seed them
 * on purpose with `npm run i18n:seed -- --refresh <id or id prefix> …`.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { localesDir, readCatalogue, serializeCatalogue, sourceLocale, translatedLocales, type Catalogue } from './i18n/catalogue'
import { loadVarcon, respell } from './i18n/varcon'

const refreshIndex = process.argv.indexOf('--refresh')
const refresh = refreshIndex >= 0 ? process.argv.slice(refreshIndex + 1) : []
const refreshed = (key: string) => refresh.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))

const source = readCatalogue(sourceLocale)
const varcon = loadVarcon()

for (const locale of translatedLocales) {
  const region = locale === 'en-GB' ? 'B' : 'D'
  let existing: Catalogue = {}
  try {
    existing = readCatalogue(locale)
  } catch {
    // a new catalogue
  }
  const next: Catalogue = {}
  const added: string[] = []
  for (const [key, message] of Object.entries(source)) {
    const current = refreshed(key) ? undefined : existing[key]
    if (!current) added.push(key)
    next[key] = {
      defaultMessage: current?.defaultMessage ?? respell(varcon, message.defaultMessage, region),
      description: message.description,
    }
  }
  const dropped = Object.keys(existing).filter((key) => !(key in source))
  writeFileSync(join(localesDir, `${locale}.json`), serializeCatalogue(next))
  console.log(`${locale}: ${added.length} added for review${added.length ? ` (${added.join(', ')})` : ''}; ${dropped.length} dropped${dropped.length ? ` (${dropped.join(', ')})` : ''}`)
}
