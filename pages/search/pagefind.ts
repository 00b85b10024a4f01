import { pagefindScript } from '../../content/searchPaths'

/**
 * The few parts of Pagefind's browser API (https://pagefind.app/docs/api/)
 * the search page uses. Its script is the build's own (`/pagefind/pagefind.js`,
 * scripts/search-index.ts), loaded on the search page only; it picks the index
 * of the page's `<html lang>`, so results are this locale's pages alone.
 */
export type PagefindResultData = { url: string; excerpt: string; meta: { title?: string } }
type PagefindResult = { id: string; data: () => Promise<PagefindResultData> }
type PagefindApi = {
  options: (options: { excerptLength?: number }) => Promise<void>
  init: () => Promise<void>
  /** Resolves to null when a later call superseded this one. */
  debouncedSearch: (term: string, options?: object, timeoutMs?: number) => Promise<{ results: PagefindResult[] } | null>
}

let loaded: Promise<PagefindApi> | undefined

export function loadPagefind(): Promise<PagefindApi> {
  loaded ??= (async () => {
    // A path only the built site has: not for the bundler to resolve.
    const api = (await import(/* @vite-ignore */ pagefindScript)) as PagefindApi
    await api.options({ excerptLength: 24 })
    await api.init()
    return api
  })()
  // A load that failed (the connection dropped) is tried again by the next search.
  loaded.catch(() => (loaded = undefined))
  return loaded
}

/**
 * What a search shows: every page matching `term` (a locale has a few dozen
 * pages, so the count announced is the number listed), or null when a later
 * search superseded it.
 */
export async function searchPages(term: string): Promise<{ total: number; pages: PagefindResultData[] } | null> {
  const api = await loadPagefind()
  const search = await api.debouncedSearch(term, {}, 250)
  if (!search) return null
  return { total: search.results.length, pages: await Promise.all(search.results.map((result) => result.data())) }
}

/** Pagefind's excerpt is HTML whose only tag is `<mark>` around the matched words: read it as text runs, never as markup. */
export function excerptRuns(excerpt: string): { text: string; marked: boolean }[] {
  const body = new DOMParser().parseFromString(excerpt, 'text/html').body
  return [...body.childNodes].map((node) => ({ text: node.textContent ?? '', marked: node.nodeName === 'MARK' }))
}
