import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { MessageFormatElement } from 'react-intl'
import { locales, type Locale } from '../content/locales'
import { inScopes } from '../components/islands/scopes.ts'

type Catalogue = Record<string, MessageFormatElement[]>

/** Scopes every page renders: the shell (header, footer, exit control, notifications). */
export const shellScopes = ['shell']

const cache = new Map<string, { catalogue: Catalogue; modified: number }>()

// The pseudo-locale build (THRIVE_PSEUDO=1) renders en-US with `formatjs
// compile --pseudo-locale` output, so hard-coded text shows up untransformed.
function catalogueFile(locale: Locale): string {
  return process.env.THRIVE_PSEUDO === '1' && locale === 'en-US' ? 'en-XA' : locale
}

// Read again when the compiled file changes: `npm run dev` recompiles it as
// words change (scripts/live-catalogue.ts); a build reads each file once.
function loadCatalogue(locale: Locale): Catalogue {
  const file = catalogueFile(locale)
  const path = join(process.cwd(), 'locales', 'compiled', `${file}.json`)
  const modified = statSync(path).mtimeMs
  let cached = cache.get(file)
  if (!cached || cached.modified !== modified) {
    cached = { catalogue: JSON.parse(readFileSync(path, 'utf8')) as Catalogue, modified }
    cache.set(file, cached)
  }
  return cached.catalogue
}

/** The id prefix of a region's names (content/regions.ts). */
const namesPrefix = (locale: Locale) => `shell.region.${locale}.`

const withNames = new Map<Locale, { from: Catalogue[]; catalogue: Catalogue }>()

/**
 * The locale's catalogue, with every other region's names that it lacks taken
 * from that region's own catalogue: a region's names are written once, in its
 * own words (content/regions.ts), so a region added touches no other
 * region's catalogue. The source catalogue holds every region's names.
 * Merged once per locale, and again only when a catalogue it came from is
 * read again (`npm run dev` recompiled it).
 */
function catalogueWithRegionNames(locale: Locale): Catalogue {
  const from = locales.map(loadCatalogue)
  const kept = withNames.get(locale)
  if (kept && kept.from.every((catalogue, index) => catalogue === from[index])) return kept.catalogue
  const own = loadCatalogue(locale)
  const borrowed = locales
    .filter((other) => other !== locale)
    .flatMap((other) => Object.entries(loadCatalogue(other)).filter(([id]) => id.startsWith(namesPrefix(other)) && !(id in own)))
  const catalogue = borrowed.length === 0 ? own : { ...own, ...Object.fromEntries(borrowed) }
  withNames.set(locale, { from, catalogue })
  return catalogue
}

/** Whether the locale's catalogue has the message at all (whatever the page's scopes). */
export function catalogueHas(locale: Locale, id: string): boolean {
  return id in catalogueWithRegionNames(locale)
}

/** The messages a page needs: the shell's and its own scopes', in its locale only. */
export function messagesFor(locale: Locale, pageScopes: readonly string[]): Catalogue {
  const scopes = [...shellScopes, ...pageScopes]
  const catalogue = catalogueWithRegionNames(locale)
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => inScopes(id, scopes)))
}
