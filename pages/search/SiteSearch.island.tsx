import { useEffect, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { defineIsland } from '../../components/islands/defineIsland'
import { useHydrated } from '../../components/islands/useHydrated'
import { LocaleLink } from '../../components/LocaleLink'
import { searchMessages as m } from '../../content/search'
import { excerptRuns, searchPages, type PagefindResultData } from './pagefind'

type Found = { term: string; total: number; pages: PagefindResultData[] }

// One search box on the page; React's useId would start with "_", which HTML validators refuse as an id.
const inputId = 'site-search-term'

/**
 * The search box and its results, on Pagefind's index of this locale
 * (./pagefind.ts). The count is a polite live region, present from the start
 * so screen readers announce each new count; results are plain links, reached
 * with Tab. Without scripts the form is hidden and a note offers the blog and
 * the sitemap instead; until the island hydrates the form is disabled.
 */
function SiteSearch() {
  const t = useIntl().formatMessage
  const hydrated = useHydrated()
  const [term, setTerm] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const query = term.trim()
    if (!query) return
    let current = true
    searchPages(query).then(
      (result) => {
        if (current && result) setFound({ term: query, ...result })
      },
      () => setFailed(true),
    )
    return () => {
      current = false
    }
  }, [term])

  // An emptied box shows no results (the last search's stay in state, unshown).
  const shown = term.trim() ? found : null

  // Results appear as she types; Enter only keeps the page where it is.
  const onSubmit = (event: FormEvent) => event.preventDefault()

  return (
    <>
      <div className="hidden rounded-2xl border border-brand-200 bg-brand-50 p-6 noscript:block">
        <p className="text-lg">{t(m.noScript)}</p>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          <li>
            <LocaleLink href="/blog" className="text-link">{t(m.blogLink)}</LocaleLink>
          </li>
          <li>
            {/* One sitemap for the site, every locale's pages in it. */}
            <a href="/sitemap.xml" className="text-link">{t(m.sitemapLink)}</a>
          </li>
        </ul>
      </div>
      <div className="noscript:hidden">
        <form role="search" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-0 grow gap-1">
            <label htmlFor={inputId} className="font-semibold text-ink">{t(m.label)}</label>
            <input
              id={inputId}
              type="search"
              name="q"
              value={term}
              disabled={!hydrated}
              onChange={(event) => setTerm(event.target.value)}
              className="w-full rounded-md border border-brand-300 bg-white px-3 py-2 text-lg text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:bg-brand-50"
            />
          </div>
          <button type="submit" disabled={!hydrated} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t(m.submit)}
          </button>
        </form>
        <p role="status" className="mt-6 min-h-[1.5em] font-semibold text-ink">
          {failed ? t(m.failed) : shown ? t(m.count, { count: shown.total, term: shown.term }) : null}
        </p>
        {shown && shown.pages.length > 0 && (
          <ol aria-label={t(m.resultsLabel)} className="mt-4 space-y-6">
            {shown.pages.map((page) => (
              <li key={page.url}>
                <a href={page.url} className="text-lg font-semibold text-link">
                  {page.meta.title ?? page.url}
                </a>
                <p className="mt-1 text-muted">
                  {excerptRuns(page.excerpt).map((run, index) => (run.marked ? <mark key={index}>{run.text}</mark> : run.text))}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  )
}

export default defineIsland({ name: 'SiteSearch', Component: SiteSearch, scopes: ['search'], hydrate: 'load' })
