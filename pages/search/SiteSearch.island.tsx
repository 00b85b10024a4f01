import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { defineIsland } from '../../components/islands/defineIsland'
import { LocaleLink } from '../../components/shell/LocaleLink'
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
 * the sitemap instead.
 *
 * It hydrates when the reader reaches for the box (components/islands/schedule.ts),
 * so the page loads no more script than any other. Its prerendered form is
 * the live one, field and button enabled: hydration changes nothing on the
 * page (no layout shift, no rule the inlined CSS lacks). The box is
 * uncontrolled, so words typed before React is live stay in it and are
 * searched once it is; a press of Enter or of the button meanwhile is held by
 * the schedule and replayed (and only keeps the page where it is).
 */
function SiteSearch() {
  const t = useIntl().formatMessage
  const box = useRef<HTMLInputElement>(null)
  const [term, setTerm] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [failed, setFailed] = useState(false)

  // What she typed before the island was live (or the browser restored).
  useEffect(() => {
    if (box.current?.value) setTerm(box.current.value)
  }, [])

  useEffect(() => {
    const query = term.trim()
    if (!query) return
    let current = true
    searchPages(query).then(
      (result) => {
        if (current && result) {
          setFound({ term: query, ...result })
          setFailed(false)
        }
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
      <div className="hidden rounded-2xl border border-brand-200 bg-brand-50 p-6 plain:block">
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
      <div className="plain:hidden">
        <form role="search" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-0 grow gap-1">
            <label htmlFor={inputId} className="font-semibold text-ink">{t(m.label)}</label>
            <input
              ref={box}
              id={inputId}
              type="search"
              name="q"
              onChange={(event) => setTerm(event.target.value)}
              className="w-full rounded-md border border-muted bg-surface px-3 py-2 text-lg text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            />
          </div>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-on-brand hover:bg-brand-800">
            {t(m.submit)}
          </button>
        </form>
        {/* A polite live region with no role: an empty role="status" is read as a "statusbar". */}
        <p aria-live="polite" data-search-status="" className="mt-6 min-h-[1.5em] font-semibold text-ink">
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

export default defineIsland({ name: 'SiteSearch', Component: SiteSearch, scopes: ['search'], hydrate: 'interaction' })
