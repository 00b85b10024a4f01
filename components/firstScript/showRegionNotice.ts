import words from 'virtual:region-notice-words'
import { extractLocale, locales, localizePath } from '../../content/locales'
import { preferredLocale } from './regionSuggestion'

/**
 * The region suggestion (plain DOM code, loaded by components/firstScript/suggestRegion.ts
 * only for a browser that may need it, after the first paint): when the
 * browser's preferred languages name a region the site serves and the page is
 * another region's, the notice for that region is shown first in main
 * (components/RegionNotice.tsx; a panel fixed at the bottom of the screen:
 * renderer/styles.css), and announced a little later. Its words come with this code
 * (scripts/region-notice-words.ts), so no page carries them. No redirect, no
 * cookie; nothing without JavaScript (the footer's region switcher is there).
 */

// sessionStorage, not a cookie: nothing is sent to any server, and it lasts
// for this tab only, so a dismissal never follows the reader to a later visit.
const dismissedKey = 'thrive:region-notice-dismissed'

function dismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) !== null
  } catch {
    return false // storage blocked: the notice shows, and dismissing hides it for this page
  }
}

/** An element with its text (and attributes). */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  made.textContent = text
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
  return made
}

/**
 * How long after the page has settled the notice is announced. Laying out the
 * sections below the first screen adds hundreds of objects to Firefox's
 * accessibility tree, and Orca, reading their events late, drops any addition
 * it reaches while more than 50 events wait ("flood", Orca's event_manager.py):
 * announced as it was shown, or as the page settled, the notice was sometimes
 * never said. It is the reader's to find, not urgent.
 */
const ANNOUNCE_AFTER_MS = 1000
/** How long the announcement's words stay in the page: reading on, she finds the panel itself. */
const ANNOUNCEMENT_KEPT_MS = 10_000

export default function showRegionNotice(notice: HTMLElement, settled: Promise<void>): void {
  const locale = preferredLocale(navigator.languages)
  const page = locales.find((l) => l === document.documentElement.lang)
  if (!locale || !page || locale === page || dismissed()) return
  const own = words[page]
  const link = own.link[locale]
  if (!link) return
  // The same page in her region: this page's logical path in her locale.
  const href = localizePath(extractLocale(window.location.pathname).pathname, locale)
  // Shown at once, before the islands hydrate and before she reaches for the
  // page: shown later, a panel at the bottom of the screen could cover what she
  // was about to press.
  const line = notice.querySelector<HTMLElement>('[aria-live]')
  show(notice, line, { pageRegion: own.pageRegion, link, dismiss: own.dismiss, href, locale })
  void settled
    .then(() => new Promise((wait) => setTimeout(wait, ANNOUNCE_AFTER_MS)))
    .then(() => announce(notice, line, `${own.pageRegion} ${link}`))
}

/**
 * Says the notice in the polite live line inside it, as one text: the panel
 * itself is in no live region, so nothing is said as it is shown. When the
 * panel was the live news, Chromium gave its parts in an order of its own (the
 * link before the sentence), and Orca with Firefox, lagging, kept only the last
 * part added (e2e/README.md, "Heard with a screen reader").
 */
function announce(notice: HTMLElement, line: HTMLElement | null, words: string): void {
  // Not if she has dismissed it already.
  if (!line || !notice.querySelector(':scope > div')) return
  line.textContent = words
  setTimeout(() => {
    line.textContent = ''
  }, ANNOUNCEMENT_KEPT_MS)
}

function show(notice: HTMLElement, line: HTMLElement | null, { pageRegion, link, dismiss, href, locale }: { pageRegion: string; link: string; dismiss: string; href: string; locale: string }): void {
  // Once, whatever calls it again.
  if (notice.querySelector(':scope > div')) return
  const panel = document.createElement('div')
  panel.append(element('p', pageRegion), element('a', link, { href, hreflang: locale }), element('button', dismiss, { type: 'button' }))
  notice.append(panel)
  // Its height, kept clear at the bottom of the screen while it shows there (renderer/styles.css).
  const root = document.documentElement.style
  const keepClear = new ResizeObserver(() => root.setProperty('--region-notice', `${notice.offsetHeight}px`))
  keepClear.observe(notice)
  notice.querySelector('button')?.addEventListener('click', () => {
    keepClear.disconnect()
    root.removeProperty('--region-notice')
    try {
      sessionStorage.setItem(dismissedKey, '')
    } catch {
      // storage blocked: hidden on this page only
    }
    panel.remove()
    if (line) line.textContent = ''
    // The button is gone: focus moves on to the page's content rather than to the top of the document.
    document.getElementById('main')?.focus()
  })
}
