import { crisisContacts, emergencyNumbers } from '../content/crisis'
import { locales, type Locale } from '../content/locales'
import { expect, test } from '@playwright/test'
import { parse } from 'node-html-parser'
import { builtHtml, sitePages, type SitePage } from './site'

/**
 * Every page that shows crisis numbers shows its own region's (content/crisis.ts, each with its source):
 * en-US the United States and Canada, en-GB the United Kingdom, en-AU
 * Australia and New Zealand. No en-GB or en-AU page names a US-only number.
 */
type Dialable = { tel: Set<string>; sms: Set<string>; ids: Set<string> }

function dialable(locale: Locale): Dialable {
  const result: Dialable = { tel: new Set(), sms: new Set(), ids: new Set() }
  for (const contact of crisisContacts[locale]) {
    result.ids.add(contact.id)
    for (const action of contact.actions) {
      if (action.type === 'call') result.tel.add(action.tel)
      if (action.type === 'text') result.sms.add(action.sms)
    }
  }
  for (const entry of emergencyNumbers[locale]) result.tel.add(entry.tel)
  return result
}

const own = Object.fromEntries(locales.map((locale) => [locale, dialable(locale)])) as Record<Locale, Dialable>
/** Any crisis number of any region: a page may show only its own region's. */
const anyRegion = { tel: new Set(locales.flatMap((l) => [...own[l].tel])), sms: new Set(locales.flatMap((l) => [...own[l].sms])) }

/** United States numbers, as text or digits, that must never reach a UK, Australian or New Zealand reader. */
const usOnly = [/\b911\b/, /\b988\b/, /9-8-8/, /1-800-799-7233/, /\b8007997233\b/, /\b88788\b/]

/** Pages the spec (and issue 7) gives crisis, hotline or emergency numbers, where they are built. */
const pagesWithNumbers = [
  '/online-safety',
  '/contact',
  '/childhood-trauma-help',
  '/narcissistic-abuse-help',
  '/blog/signs-of-narcissistic-abuse',
  '/blog/leaving-narcissistic-relationship',
]

/**
 * What every reader gets, with or without JavaScript: the prerendered HTML
 * itself, read without a browser (the region notice's words wait in
 * `<template>`s, shown only to readers of another region, and scripts are not text).
 */
function prerendered(sitePage: SitePage) {
  const document = parse(builtHtml(sitePage))
  const body = document.querySelector('body')
  for (const element of body?.querySelectorAll('script, template') ?? []) element.remove()
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
  return {
    text: `${document.querySelector('title')?.textContent ?? ''}\n${description}\n${body?.textContent ?? ''}`,
    hrefs: document.querySelectorAll('a[href]').map((a) => a.getAttribute('href') ?? ''),
    ids: document.querySelectorAll('[data-crisis-contact]').map((element) => element.getAttribute('data-crisis-contact') ?? ''),
  }
}

for (const sitePage of sitePages) {
  test(`crisis numbers on ${sitePage.url} are ${sitePage.locale}'s`, () => {
    const found = prerendered(sitePage)
    const mine = own[sitePage.locale]
    for (const id of found.ids) expect(mine.ids.has(id), `${id} on ${sitePage.url}`).toBe(true)
    for (const href of found.hrefs) {
      const [, scheme, number] = /^(tel|sms):([^?]*)/.exec(href) ?? []
      if (!scheme || !number) continue
      const kind = scheme === 'tel' ? 'tel' : 'sms'
      // A crisis number (any region's) must be one of this locale's.
      if (anyRegion[kind].has(number)) expect(mine[kind].has(number), `${href} on ${sitePage.url}`).toBe(true)
    }
    if (sitePage.locale !== 'en-US') {
      for (const pattern of usOnly) {
        expect(pattern.test(found.text), `${pattern} in the text of ${sitePage.url}`).toBe(false)
        expect(found.hrefs.filter((href) => pattern.test(href)), `${pattern} in links of ${sitePage.url}`).toEqual([])
      }
    }
    if (pagesWithNumbers.includes(sitePage.path)) {
      expect(found.hrefs.filter((href) => href.startsWith('tel:')).length, `tel: links on ${sitePage.url}`).toBeGreaterThan(0)
    }
  })
}

test.describe('in the browser, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })
  test('the browsing-safety page lists each region’s lines as it writes them', async ({ page }) => {
    const expected: Record<Locale, string[]> = {
      'en-US': ['Call 911', 'Call 988', 'Text 988', 'Call 1-800-799-7233', 'Text START to 88788', 'Call 9-8-8', 'Text 9-8-8'],
      'en-GB': ['Call 999', 'Call 116 123', 'Call 0808 2000 247'],
      'en-AU': ['Call 000', 'Call 13 11 14', 'Call 1800 737 732', 'Call 111', 'Call 1737', 'Text 1737', 'Call 0800 733 843'],
    }
    for (const locale of locales) {
      const prefix = locale === 'en-US' ? '' : `/${locale.toLowerCase()}`
      await page.goto(`${prefix}/online-safety`)
      const box = page.locator('section[aria-labelledby="safety-support-title"]')
      const names = await box.locator('a[href^="tel:"], a[href^="sms:"]').evaluateAll((links) => links.map((a) => a.textContent?.replace(/\s+/g, ' ').trim()))
      expect(names, locale).toEqual(expected[locale])
    }
    await page.goto('/online-safety')
    await expect(page.locator('a[href="sms:88788?body=START"]')).toHaveCount(1)
  })
})
