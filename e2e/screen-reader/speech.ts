import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { expect } from '@playwright/test'
import { parse } from 'node-html-parser'
import { builtHtml, everyPage } from '../site'

/**
 * Expectations on what Orca said, after the W3C ARIA-AT test plans
 * (name, role and state of each control; a change of state conveyed) and
 * GOV.UK's error summary. `said` is the speech since a mark, one utterance
 * an entry, key echo left out (desktop.ts Transcript.since).
 */

const match = (text: string, expected: string | RegExp) => (typeof expected === 'string' ? text.includes(expected) : expected.test(text))

/** Each expected phrase is spoken, in this order (other speech may come between; two may share an utterance). */
export function expectInOrder(said: string[], expected: (string | RegExp)[]) {
  const text = said.join('\n')
  let at = 0
  for (const phrase of expected) {
    const rest = text.slice(at)
    const found = typeof phrase === 'string' ? rest.indexOf(phrase) : rest.search(phrase)
    expect(found, `"${String(phrase)}" spoken after "${text.slice(Math.max(0, at - 60), at)}". Spoken:\n${text}`).toBeGreaterThanOrEqual(0)
    at += found + (typeof phrase === 'string' ? phrase.length : 1)
  }
}

/** How many utterances say `phrase`. */
export const countSaid = (said: string[], phrase: string | RegExp) => said.filter((text) => match(text, phrase)).length

/** How many times words are said, within one utterance or across several. */
export const timesSaid = (said: string[], words: string) => said.join(' ').split(words).length - 1

/**
 * What no page may say: a live region or landmark announced with nothing in
 * it (a bare role, "statusbar"), a name said twice over ("Your region Your
 * region heading"), words run together where a space was lost ("EmergencyExit",
 * "Thank youYour").
 */
export function expectCleanSpeech(said: string[]) {
  const bareRoles = said.filter((text) => /^(statusbar|status|alert|log)\.?$/i.test(text.trim()))
  expect(bareRoles, 'live regions announced with nothing in them').toEqual([])
  const doubled = said.filter((text) => /\b(\w[\w ,'’&]{3,}?)[,.]? \1\b/i.test(text))
  expect(doubled, 'a name said twice over').toEqual([])
  const joined = said.flatMap((text) => text.match(/\b[a-z]+[A-Z][a-z]+\b|[a-z][.!?][A-Z]/g) ?? [])
  expect(joined, 'words run together').toEqual([])
}

/** The headings of a built page, in document order, as Orca names them: text and level. */
export function headingsOf(url: string): { text: string; level: number }[] {
  const sitePage = everyPage.find((candidate) => candidate.url === url)
  if (!sitePage) throw new Error(`No built page at ${url}`)
  const root = parse(builtHtml(sitePage))
  return root
    .querySelectorAll('h1, h2, h3, h4, h5, h6')
    .filter((heading) => !heading.closest('[hidden], template, noscript') && heading.textContent.trim())
    .map((heading) => ({ text: heading.textContent.replace(/\s+/g, ' ').trim(), level: Number(heading.tagName[1]) }))
}

/** A message of a locale's catalogue, as the page shows it (the journeys' words come from the catalogues, as the site's do). */
export function message(locale: string, id: string): string {
  const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, { defaultMessage: string }>
  const entry = catalogue[id]
  if (!entry) throw new Error(`No message ${id} in ${locale}`)
  return entry.defaultMessage
}

/** The locales the journeys are heard in. */
export const journeyLocales = [
  { locale: 'en-US', prefix: '' },
  { locale: 'en-GB', prefix: '/en-gb' },
] as const

/** Text to match literally inside a RegExp. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A catalogue message with its values filled in (ICU, as react-intl formats it). */
export const format = (locale: string, id: string, values: Record<string, string>) => String(new IntlMessageFormat(message(locale, id), locale).format(values))
