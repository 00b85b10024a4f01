/**
 * Which region a reader's browser languages name (pure, so
 * regionSuggestion.test.ts, beside it, checks it). Part of the first script, on every
 * page: it decides whether the region notice's code is fetched at all
 * (suggestRegion.ts), so it carries nothing else.
 */

/**
 * The region of the first of her languages that names one, upper case
 * (`en-IE` → `IE`, `zh-Hant-TW` → `TW`, `es-419` → `419`): the language she
 * put first is the best sign of where she is. None when no language names a
 * region (`en` alone): the page then says nothing, as for its own readers.
 */
export function readerRegion(languages: readonly string[]): string | undefined {
  for (const tag of languages) {
    const region = regionSubtag(tag)
    if (region) return region
  }
  return undefined
}

/** A BCP 47 tag's language, script and region subtags, as written (none when its first subtag is no language). */
export function subtags(tag: string): { language: string; script?: string; region?: string } | undefined {
  const [language = '', ...rest] = tag.split(/[-_]/)
  if (!/^[a-z]{2,8}$/i.test(language)) return undefined
  let next = 0
  while (next < Math.min(rest.length, 3) && /^[a-z]{3}$/i.test(rest[next]!)) next++
  const script = /^[a-z]{4}$/i.test(rest[next] ?? '') ? rest[next++] : undefined
  const region = rest[next] ?? ''
  return { language, script, region: /^([a-z]{2}|\d{3})$/i.test(region) ? region : undefined }
}

/**
 * A BCP 47 tag's region subtag: after the language, up to three extended
 * language subtags and a script. Read by hand, not with `Intl.Locale`: this
 * runs in the first script, where Intl's first use would load its locale
 * data on the main thread (components/firstScript/localHours.ts).
 */
function regionSubtag(tag: string): string | undefined {
  return subtags(tag)?.region?.toUpperCase()
}
