import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { crisisContacts, interpreterSentences } from '../content/crisis'
import { locales, localizePath, type Locale } from '../content/locales'
import { builtScriptHolding, requestsFor } from './builtScript'
import { expect, settled, test } from './fixtures'

/**
 * Issue 59. Under each crisis line, what it offers a woman with little English
 * or who cannot use a voice call (content/crisis.ts, `access`), in every
 * locale, with JavaScript off; and, for a browser whose first language is not
 * English, the published sentence in her language on asking for an
 * interpreter on the emergency number (content/interpreterSentences.ts), near
 * the top of every crisis box, fetched only for her.
 */
const catalogue = (locale: Locale) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, { defaultMessage: string }>
/** A message as the page shows it: its link tags gone, their words kept. */
const shown = (words: string) => words.replace(/<\/?[a-z]+>/g, '').replace(/\s+/g, ' ').trim()

const pages: { locale: Locale; path: string }[] = [
  { locale: 'en-US', path: '/contact' },
  { locale: 'en-GB', path: '/contact' },
  { locale: 'en-AU', path: '/resources' },
]

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })
  for (const { locale, path } of pages) {
    test(`${localizePath(path, locale)}: every line that offers one shows its language and access options under it, its numbers as links`, async ({ page }) => {
      await page.goto(localizePath(path, locale))
      const words = catalogue(locale)
      const boxes = page.locator('[data-crisis-box]')
      expect(await boxes.count()).toBeGreaterThan(0)
      for (const contact of crisisContacts[locale]) {
        const items = page.locator(`[data-crisis-contact="${contact.id}"]`)
        const lines = items.locator('[data-crisis-access]')
        if (!contact.access) {
          await expect(lines, contact.id).toHaveCount(0)
          continue
        }
        const count = await items.count()
        await expect(lines, `one line under each ${contact.id}`).toHaveCount(count)
        for (let index = 0; index < count; index++) {
          const line = lines.nth(index)
          await expect(line).toHaveText(shown(words[contact.access.text.id!]!.defaultMessage))
          // After the line's own links, last in its item.
          expect(await line.evaluate((element) => element === element.parentElement?.lastElementChild && element.previousElementSibling?.tagName === 'UL')).toBe(true)
          const hrefs = await line.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
          expect(hrefs.sort()).toEqual(Object.values(contact.access.links).sort())
          for (const link of await line.locator('a[href^="http"]').all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        }
      }
      // Without JavaScript her languages are unknown: no sentence is added.
      await expect(page.locator('[data-interpreter-sentence]')).toHaveCount(0)
    })
  }
})

/** The built file that holds the interpreter sentences (only showInterpreterSentence.ts's chunk carries their words). */
const sentenceScript = builtScriptHolding(interpreterSentences['en-US']![0]!.text, 'the interpreter sentences')
const requestsForSentenceScript = (page: Page) => requestsFor(page, sentenceScript)

const readers = [
  { language: 'es-US', locale: 'en-US', path: '/contact', sentence: interpreterSentences['en-US']![0]! },
  { language: 'zh-CN', locale: 'en-AU', path: '/resources', sentence: interpreterSentences['en-AU']![0]! },
] as const

for (const reader of readers) {
  test.describe(`a browser whose first language is ${reader.language}`, () => {
    test.use({ locale: reader.language })
    test(`on ${localizePath(reader.path, reader.locale)} reads, near the top of every crisis box, how to ask for an interpreter, in her language`, async ({ page, consoleErrors }) => {
      const requested = requestsForSentenceScript(page)
      await page.goto(localizePath(reader.path, reader.locale))
      const boxes = page.locator('[data-crisis-box]')
      const sentences = page.locator('[data-crisis-box] [data-interpreter-sentence]')
      await expect(sentences.first()).toBeVisible()
      await expect(sentences).toHaveCount(await boxes.count())
      for (const sentence of await sentences.all()) {
        await expect(sentence).toHaveText(reader.sentence.text)
        // Marked with its language, so a screen reader speaks it in her voice; kept from a translating browser.
        await expect(sentence).toHaveAttribute('lang', reader.sentence.lang)
        await expect(sentence).toHaveAttribute('translate', 'no')
        // Near the top: right under the box's introduction (or its heading), before the lines.
        const place = await sentence.evaluate((element) => ({ after: element.previousElementSibling?.matches('[data-crisis-intro], h2, h3') ?? false, before: element.nextElementSibling?.tagName }))
        expect(place).toEqual({ after: true, before: 'UL' })
      }
      expect(requested).toHaveLength(1)
      await settled(page)
      expect(consoleErrors).toEqual([])
    })
  })
}

const nothingFor = [
  // English first: the page is already hers.
  { language: 'en-US', locale: 'en-US', path: '/contact' },
  { language: 'en-GB', locale: 'en-GB', path: '/contact' },
  { language: 'en-AU', locale: 'en-AU', path: '/resources' },
  // Languages with no sentence published for the page's region: nothing rather than a translation of ours.
  { language: 'ar', locale: 'en-US', path: '/contact' },
  { language: 'vi-VN', locale: 'en-AU', path: '/resources' },
  { language: 'es-ES', locale: 'en-GB', path: '/contact' },
  { language: 'zh-TW', locale: 'en-AU', path: '/resources' },
] as const

for (const reader of nothingFor) {
  test.describe(`a browser whose first language is ${reader.language}`, () => {
    test.use({ locale: reader.language })
    test(`on ${localizePath(reader.path, reader.locale)} is shown no sentence, and fetches no script for it`, async ({ page }) => {
      const requested = requestsForSentenceScript(page)
      await page.goto(localizePath(reader.path, reader.locale))
      await settled(page)
      await expect(page.locator('[data-interpreter-sentence]')).toHaveCount(0)
      expect(requested).toEqual([])
    })
  })
}

test('every locale’s boxes name the languages of its published sentences, and only those', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(localizePath(pages.find((candidate) => candidate.locale === locale)!.path, locale))
    const named = await page.locator('[data-crisis-box]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-interpreter-languages')))
    const expected = (interpreterSentences[locale] ?? []).map((sentence) => sentence.lang).join(' ') || null
    expect(named.every((languages) => languages === expected), `${locale}: ${named.join(', ')}`).toBe(true)
  }
})
