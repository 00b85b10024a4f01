import words from 'virtual:region-notice-words'
import { helplinesInCountry, helplineDirectory } from '../../content/helplineDirectory'
import { extractLocale, locales, localizePath, type Locale } from '../../content/locales'
import { isCountry, localeServing } from './regionSuggestion'
import { ANNOUNCE_AFTER_MS, ANNOUNCEMENT_KEPT_MS } from './regionNoticeTiming'

/**
 * The region notice (plain DOM code, loaded by components/firstScript/suggestRegion.ts
 * only for a browser whose languages name a region the page has nothing to
 * say to, after the first paint), shown first in main
 * (components/shell/RegionNotice.tsx; a panel fixed at the bottom of the screen:
 * renderer/styles.css) and announced a little later. It says whose crisis and
 * emergency numbers the page shows, and offers:
 * - a reader of another region the site serves, the same page in her region;
 * - a reader of any other country, her own country's helplines in an
 *   international directory (content/helplineDirectory.ts), her country named
 *   in the page's language where it is known.
 * Its words come with this code (scripts/region-notice-words.ts), so no page
 * carries them. No redirect, no cookie; nothing without JavaScript (every
 * crisis box ends with the directory, and the footer has the region switcher).
 * Its button hides it on this page only: nothing is stored on her device to
 * remember that (a trace someone else could find), so the next page shows it
 * again, as the button's words say.
 */

/** An element with its text (and attributes). */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  made.textContent = text
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
  return made
}

/** `region` is her browser's, one the page has nothing to say to (suggestRegion.ts decides). */
export default function showRegionNotice(notice: HTMLElement, region: string, settled: Promise<void>): void {
  const page = locales.find((l) => l === document.documentElement.lang)
  if (!page) return
  const own = words[page]
  const offer = offerFor(page, region)
  if (!offer) return
  // Shown at once, before the islands hydrate and before she reaches for the
  // page: shown later, a panel at the bottom of the screen could cover what she
  // was about to press.
  const line = notice.querySelector<HTMLElement>('[aria-live]')
  show(notice, line, { pageRegion: own.pageRegion, offer, dismiss: own.dismiss })
  void settled
    .then(() => new Promise((wait) => setTimeout(wait, ANNOUNCE_AFTER_MS)))
    .then(() => announce(notice, line, `${own.pageRegion} ${offer.text}`))
}

type Offer = { text: string; attributes: Record<string, string> }

/** The link the notice offers a reader of this region on a page of this locale. */
function offerFor(page: Locale, region: string): Offer | undefined {
  const own = words[page]
  const locale = localeServing(region)
  if (locale) {
    // The same page in her region: this page's logical path in her locale.
    const href = localizePath(extractLocale(window.location.pathname).pathname, locale)
    const text = own.link[locale]
    return text ? { text, attributes: { href, hreflang: locale } } : undefined
  }
  // A country the site does not serve: her country's page in the directory, named in the page's language.
  const country = isCountry(region) ? new Intl.DisplayNames([page], { type: 'region', fallback: 'none' }).of(region) : undefined
  const external = { rel: 'noopener noreferrer' }
  if (!country) return { text: own.helplines.anywhere, attributes: { href: helplineDirectory.url, ...external } }
  const [before, after] = own.helplines.inCountry
  return { text: `${before}${country}${after}`, attributes: { href: helplinesInCountry(region), ...external } }
}

/**
 * Says the notice in the polite live line inside it, as one text: the panel
 * itself is in no live region, so nothing is said as it is shown. When the
 * panel was the live news, Chromium gave its parts in an order of its own (the
 * link before the sentence), and Orca with Firefox, lagging, kept only the last
 * part added (e2e/README.md, "Decisions").
 */
function announce(notice: HTMLElement, line: HTMLElement | null, words: string): void {
  // Not if she has dismissed it already.
  if (!line || !notice.querySelector(':scope > div')) return
  line.textContent = words
  setTimeout(() => {
    line.textContent = ''
  }, ANNOUNCEMENT_KEPT_MS)
}

function show(notice: HTMLElement, line: HTMLElement | null, { pageRegion, offer, dismiss }: { pageRegion: string; offer: Offer; dismiss: string }): void {
  // Once, whatever calls it again.
  if (notice.querySelector(':scope > div')) return
  const panel = document.createElement('div')
  panel.append(element('p', pageRegion), element('a', offer.text, offer.attributes), element('button', dismiss, { type: 'button' }))
  notice.append(panel)
  // Its height, kept clear at the bottom of the screen while it shows there (renderer/styles.css).
  const root = document.documentElement.style
  const keepClear = new ResizeObserver(() => root.setProperty('--region-notice', `${notice.offsetHeight}px`))
  keepClear.observe(notice)
  notice.querySelector('button')?.addEventListener('click', () => {
    keepClear.disconnect()
    root.removeProperty('--region-notice')
    panel.remove()
    if (line) line.textContent = ''
    // The button is gone: focus moves on to the page's content rather than to the top of the document.
    document.getElementById('main')?.focus()
  })
}
