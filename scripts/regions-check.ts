/**
 * The build's first step: stops while a service region is half-added, naming
 * each missing piece and the file it belongs in (scripts/regions/problems.ts;
 * docs/add-a-region.md). `npm run regions:check`, and the first thing
 * `npm run build` does.
 */
import { regionLines } from '../content/crisis'
import { serviceRegions } from '../content/regions'
import { localesDir, readCatalogue, sourceLocale } from './i18n/catalogue'
import { regionProblems } from './regions/problems'

const problems = regionProblems({
  regions: serviceRegions,
  lines: regionLines,
  sourceLocale,
  localesDir,
  readCatalogue: (locale) => readCatalogue(locale),
  allowTestData: process.env.THRIVE_TEST_REGIONS === '1',
})
if (problems.length > 0) {
  console.error(`A service region is incomplete (${problems.length}); nothing was built:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`Service regions complete: ${serviceRegions.map((region) => `${region.locale} (${region.countries.join(', ')})`).join('; ')}.`)
