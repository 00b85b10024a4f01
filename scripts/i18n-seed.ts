/**
 * A translator's aid: adds every source message that en-GB or en-AU lacks,
 * re-spelt for the region with VarCon, refreshes descriptions, and drops keys
 * the source no longer has. Existing translations are never overwritten.
 * Review what it adds: spelling is not the only thing that differs by region.
 *
 * When source copy changes, its translations are not touched: they show as
 * outdated in `npm run i18n:status` until reviewed. To re-seed them instead:
 * `npm run i18n:seed -- --refresh <id or id prefix> …`; the coach's own words
 * (testimonials, biography: content/coachWords.ts) then still show outdated
 * until a translator reviews them.
 */
import { localeStatuses } from './i18n/review'
import { seedCatalogues } from './i18n/seed'
import { loadVarcon } from './i18n/varcon'

const refreshIndex = process.argv.indexOf('--refresh')
const refresh = refreshIndex >= 0 ? process.argv.slice(refreshIndex + 1) : []

for (const { locale, added, dropped } of seedCatalogues(loadVarcon(), refresh)) {
  console.log(`${locale}: ${added.length} added for review${added.length ? ` (${added.join(', ')})` : ''}; ${dropped.length} dropped${dropped.length ? ` (${dropped.join(', ')})` : ''}`)
}
const outdated = localeStatuses().filter((status) => status.outdated.length > 0)
for (const { locale, outdated: messages } of outdated) {
  console.log(`${locale}: ${messages.length} outdated, their source changed (${messages.map(({ id }) => id).join(', ')}): npm run i18n:status shows them`)
}
