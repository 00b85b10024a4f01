import words from 'virtual:region-notice-words'
import { extractLocale, locales, localizePath } from '../../content/locales'
import { preferredLocale } from './regionSuggestion'

/**
 * The region suggestion (plain DOM code, loaded by components/firstScript/suggestRegion.ts
 * only for a browser that may need it, after the first paint): when the
 * browser's preferred languages name a region the site serves and the page is
 * another region's, the notice for that region is shown in the polite live
 * region first in main (components/RegionNotice.tsx; a panel fixed at the
 * bottom of the screen: renderer/styles.css). Its words come with this code
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

export default function showRegionNotice(notice: HTMLElement): void {
  const locale = preferredLocale(navigator.languages)
  const page = locales.find((l) => l === document.documentElement.lang)
  if (!locale || !page || locale === page || dismissed()) return
  const own = words[page]
  const link = own.link[locale]
  if (!link) return
  // The same page in her region: this page's logical path in her locale.
  const href = localizePath(extractLocale(window.location.pathname).pathname, locale)
  // Filled at once, before the islands hydrate. Waiting for load and an idle
  // moment (so that Orca with Chromium would hear the change) filled it while
  // the islands hydrated, and React then found markup it had not rendered
  // (error 418) and rendered them again: presses lost, the thank-you dialog
  // shown twice. Orca says it in both browsers, Chromium sometimes giving the
  // link before the sentence (e2e/screen-reader/region-notice.spec.ts).
  show(notice, { pageRegion: own.pageRegion, link, dismiss: own.dismiss, href, locale })
}

function show(notice: HTMLElement, { pageRegion, link, dismiss, href, locale }: { pageRegion: string; link: string; dismiss: string; href: string; locale: string }): void {
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
    notice.replaceChildren()
    // The button is gone: focus moves on to the page's content rather than to the top of the document.
    document.getElementById('main')?.focus()
  })
}
