import type { Locale } from '../../content/locales'
import { languagesOfLocale } from '../../content/regionLanguages'
import { whenIdle } from './whenIdle'

/**
 * The region suggestion (plain DOM code, loaded by components/firstScript/suggestRegion.ts
 * only for a browser that may need it): when the browser's preferred languages
 * name a region the site serves and the page is another region's, the notice
 * prerendered for that region (`<template data-region-for>`,
 * components/RegionNotice.tsx) is shown in the polite live region, first in
 * main (a panel fixed at the bottom of the screen: renderer/styles.css).
 * No redirect, no cookie; nothing without JavaScript (the footer's region
 * switcher is there).
 */


const localeOfRegion: Record<string, Locale> = Object.fromEntries(
  Object.entries(languagesOfLocale).flatMap(([locale, tags]) => tags.map((tag) => [tag, locale as Locale])),
)

/** The first of the reader's languages that names a served region, as the locale that serves it. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const locale = localeOfRegion[tag.toLowerCase().split('-').slice(0, 2).join('-')]
    if (locale) return locale
  }
  return undefined
}

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

export default function showRegionNotice(notice: HTMLElement): void {
  const locale = preferredLocale(navigator.languages)
  if (!locale || locale === document.documentElement.lang || dismissed()) return
  const template = document.querySelector<HTMLTemplateElement>(`template[data-region-for="${locale}"]`)
  if (!template) return
  // Filled once the page has loaded and the browser is idle: a live region
  // changed while the page still loads is not announced (Orca with Chromium
  // said nothing of it), and the panel is the reader's to find, not urgent.
  const fill = () => whenIdle(() => show(notice, template))
  if (document.readyState === 'complete') fill()
  else window.addEventListener('load', fill, { once: true })
}

function show(notice: HTMLElement, template: HTMLTemplateElement): void {
  notice.append(template.content.cloneNode(true))
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
