import { routesFor } from '../../content/accessibility/complaints'
import { regionLines } from '../../content/crisis'
import { serviceRegions, type Locale } from '../../content/regions'
import type { Catalogue } from './catalogue'

/**
 * Which messages a translated catalogue holds: every source message but those
 * that only other regions' pages show. A region's names (content/regions.ts)
 * and its lines (its crisis numbers, emergency numbers and technology-safety
 * guides, content/crisis.ts) appear on its own pages alone: the 999 line's
 * name is needed in en-GB, not in en-AU; and so do the bodies its countries'
 * readers can complain to (content/accessibility/complaints.ts). So a region
 * added writes them in its own catalogue only, and no translator reviews
 * words her region never shows.
 * A page that did show another region's line would find no message and stop
 * the prerender (renderer/intlErrors.ts); another region's names it shows in
 * that region's words (renderer/messages.ts).
 */

/** Every message id in a value: descriptors nested anywhere inside records. */
function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.id === 'string' && typeof record.defaultMessage === 'string') found.add(record.id)
    else for (const item of Object.values(record)) idsIn(item, found)
  }
  return found
}

/** For each message only some regions' pages show, those regions' locales. */
export function regionalMessages(): Map<string, Set<string>> {
  const shownBy = new Map<string, Set<string>>()
  for (const region of serviceRegions) {
    const own = idsIn([region.names, regionLines[region.locale as Locale], routesFor(region.countries)])
    for (const id of own) shownBy.set(id, (shownBy.get(id) ?? new Set()).add(region.locale))
  }
  return shownBy
}

/** The regions whose pages alone show `id`, when `locale`'s are not among them; undefined when its catalogue holds it. */
export function shownOnlyElsewhere(id: string, locale: string, regional = regionalMessages()): Set<string> | undefined {
  const regions = regional.get(id)
  return regions && !regions.has(locale) ? regions : undefined
}

/** The part of the source `locale`'s catalogue holds. */
export function sourceFor(locale: string, source: Catalogue, regional = regionalMessages()): Catalogue {
  return Object.fromEntries(Object.entries(source).filter(([id]) => !shownOnlyElsewhere(id, locale, regional)))
}
