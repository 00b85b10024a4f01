import { join } from 'node:path'
import { allContactKinds, crisisContacts, emergencyNumbers, helplineDirectory, type ContactKind } from '../content/crisis'
import { localePrefix, locales, localizePath, type Locale } from '../content/locales'
import { expect, test, type Page } from '@playwright/test'
import { parse, type HTMLElement as ParsedElement } from 'node-html-parser'
import { builtHtml, clientDir, everyPage, sitePages, type SitePage } from './site'

/**
 * Every page that shows crisis numbers shows its own region's (content/crisis.ts, each with its source):
 * en-US the United States and Canada, en-GB the United Kingdom, en-AU
 * Australia and New Zealand. No en-GB or en-AU page names a US-only number.
 * Every page reaches the region's full set in one labelled step ("Crisis help"
 * in the bar), and every crisis box lists the full set unless its record says
 * why fewer.
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
      // Each line's own links (the access options under them have their own spec: e2e/crisis-access.spec.ts).
      const names = await box.locator('[data-crisis-contact] > ul').locator('a[href^="tel:"], a[href^="sms:"]').evaluateAll((links) => links.map((a) => a.textContent?.replace(/\s+/g, ' ').trim()))
      expect(names, locale).toEqual(expected[locale])
    }
    await page.goto('/online-safety')
    await expect(page.locator('a[href="sms:88788?body=START"]')).toHaveCount(1)
  })
})

/** The contact ids a box of these kinds lists in this locale, in order. */
const idsOf = (locale: Locale, kinds: readonly ContactKind[]): string[] =>
  crisisContacts[locale].filter((contact) => kinds.includes(contact.kind)).map((contact) => contact.id)

const boxIds = (box: ParsedElement): string[] => box.querySelectorAll('[data-crisis-contact]').map((item) => item.getAttribute('data-crisis-contact') ?? '')

/**
 * A box ends with the line for a reader in another country (issue 46): where
 * to find her own country's helplines, in the international directory; no
 * number of its own (the site vouches for none outside its regions).
 */
function expectElsewhereLine(box: ParsedElement, name: string) {
  const lines = box.querySelectorAll('[data-crisis-elsewhere]')
  expect(lines, `one line for readers elsewhere in ${name}`).toHaveLength(1)
  const line = lines[0]!
  const children = box.childNodes.filter((node): node is ParsedElement => node.nodeType === 1)
  expect(children.at(-1), `the line ends ${name}`).toBe(line)
  const links = line.querySelectorAll('a')
  expect(links.map((a) => a.getAttribute('href')), name).toEqual([helplineDirectory.url])
  expect(links[0]!.getAttribute('rel')?.split(' ').sort(), name).toEqual(['noopener', 'noreferrer'])
  expect(links[0]!.textContent.trim(), name).not.toBe('')
  expect(line.textContent, `nothing in ${name}'s line to mistake for a number to call`).not.toMatch(/\d/)
}

/** The pages and each locale's 404 page (it shows a crisis box too). */
const everyBuiltPage: SitePage[] = [
  ...sitePages,
  ...locales.map((locale) => ({ url: `${localePrefix(locale)}/404`, locale, path: '/404', file: join(clientDir, localePrefix(locale).slice(1), '404.html') })),
]

test.describe('the full set, one step away', () => {
  for (const sitePage of everyBuiltPage) {
    test(`${sitePage.url}: every crisis box lists ${sitePage.locale}'s full set, or its record says why not`, () => {
      const boxes = parse(builtHtml(sitePage)).querySelectorAll('[data-crisis-box]')
      for (const box of boxes) {
        const name = `box ${box.getAttribute('data-crisis-box')} on ${sitePage.url}`
        expectElsewhereLine(box, name)
        const kinds = box.getAttribute('data-crisis-kinds')
        if (kinds === undefined) {
          expect(boxIds(box), name).toEqual(idsOf(sitePage.locale, allContactKinds))
        } else {
          // Fewer, deliberately: the record's reason travels with the box.
          expect(box.getAttribute('data-crisis-reason')?.trim(), `the reason for fewer lines in ${name}`).toBeTruthy()
          expect(boxIds(box), name).toEqual(idsOf(sitePage.locale, kinds.split(' ') as ContactKind[]))
        }
      }
    })

    test(`${sitePage.url}: "Crisis help" in the bar leads to ${sitePage.locale}'s full set`, () => {
      const links = parse(builtHtml(sitePage)).querySelectorAll('header[data-site-header] a[data-crisis-help]')
      expect(links, `one crisis-help link in the bar of ${sitePage.url}`).toHaveLength(1)
      const link = links[0]!
      // Its name begins with the visible words (WCAG 2.5.3) and goes on to say what it leads to.
      const visible = link.textContent.replace(/\s+/g, ' ').trim()
      expect(visible).not.toBe('')
      expect(link.getAttribute('aria-label')).toMatch(new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\S`))
      const target = new URL(link.getAttribute('href') ?? '', 'http://site.test')
      const targetPage = everyPage.find((candidate) => candidate.url === target.pathname)
      expect(targetPage?.locale, `${target.pathname}, in the page's own locale`).toBe(sitePage.locale)
      const heading = parse(builtHtml(targetPage!)).getElementById(decodeURIComponent(target.hash.slice(1)))
      const box = heading?.closest('[data-crisis-box]')
      expect(box, `${target.pathname}${target.hash} is a crisis box's heading`).toBeTruthy()
      expect(box!.getAttribute('data-crisis-kinds'), 'the box it leads to lists every kind').toBeUndefined()
      expect(boxIds(box!)).toEqual(idsOf(sitePage.locale, allContactKinds))
      expectElsewhereLine(box!, `the box "Crisis help" leads to from ${sitePage.url}`)
      // Where the bar has no room for it (short and narrow), the first screen carries the same link.
      const firstScreen = parse(builtHtml(sitePage)).querySelectorAll('main a[data-crisis-help]')
      expect(firstScreen, `one crisis-help link opening main on ${sitePage.url}`).toHaveLength(1)
      expect(firstScreen[0]!.getAttribute('href')).toBe(link.getAttribute('href'))
      expect(firstScreen[0]!.getAttribute('aria-label')).toBe(link.getAttribute('aria-label'))
    })
  }
})

/** Where the crisis-help link shown (in the bar, or opening main) is on screen, and what lies over its middle. */
async function crisisHelpOnScreen(page: Page) {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLElement>('a[data-crisis-help]')].find((candidate) => candidate.getClientRects().length > 0)!
    const box = link.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return {
      inWindow: box.width > 0 && box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight,
      uncovered: !!hit && link.contains(hit),
      height: box.height,
      scrollWidth: document.documentElement.scrollWidth,
    }
  })
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`in the browser, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })
    test('opened at its #link, the page has everything up to the crisis lines laid out', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto('/online-safety#safety-support-title')
      // By the stylesheet, as the browser lands there: none of those sections waits
      // to be laid out, so none grows or shrinks above her a moment later
      // (renderer/styles.css); the idle layout of the first script leaves sections
      // above the viewport alone, so it is not what lays them out.
      const waiting = await page.evaluate(() => {
        const target = document.getElementById('safety-support-title')!
        return Array.from(document.querySelectorAll('main > *'))
          .filter((section) => section.contains(target) || section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
          .filter((section) => getComputedStyle(section).contentVisibility === 'auto')
          .map((section) => section.getAttribute('aria-labelledby') ?? section.tagName)
      })
      expect(waiting).toEqual([])
      // Below it they still wait (without scripts nothing else lays them out).
      if (!javaScriptEnabled) {
        const below = await page.evaluate(() => Array.from(document.querySelectorAll('main > :has(#safety-support-title) ~ *'), (section) => getComputedStyle(section).contentVisibility))
        expect(below.length).toBeGreaterThan(0)
        expect(below.every((visibility) => visibility === 'auto')).toBe(true)
      }
    })

    // 320 × 256 is 1280 × 1024 at 400% zoom: the fixed bar's one row has no room, and the first screen carries
    // the link; without JavaScript the bar is not fixed, and wraps to hold it.
    for (const { width, height, inBar } of [{ width: 320, height: 640, inBar: true }, { width: 375, height: 812, inBar: true }, { width: 390, height: 844, inBar: true }, { width: 1280, height: 900, inBar: true }, { width: 640, height: 360, inBar: true }, { width: 320, height: 256, inBar: !javaScriptEnabled }]) {
      const where = inBar ? 'the next Tab stop after "Exit this page"' : 'first in main (the skip link\'s target)'
      test(`at ${width} × ${height}, "Crisis help" is ${where}, on screen, and lands on the full set clear of the bar`, async ({ page }) => {
        await page.setViewportSize({ width, height })
        for (const locale of ['en-US', 'en-GB'] as const) {
          await page.goto(localizePath('/about', locale))
          const link = page.locator(inBar ? 'header a[data-crisis-help]' : 'main a[data-crisis-help]')
          await expect(link).toBeVisible()
          // Only one of the two is shown (and heard) at any size.
          await expect(page.locator('a[data-crisis-help]').filter({ visible: true })).toHaveCount(1)
          const placed = await crisisHelpOnScreen(page)
          expect(placed.inWindow && placed.uncovered, `on screen and uncovered (${locale})`).toBe(true)
          expect(placed.height, 'a target at least 24 px high').toBeGreaterThanOrEqual(24)
          expect(placed.scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(width)
          if (inBar) {
            await page.locator('[data-exit-this-page]').focus()
          } else {
            // As a keyboard reader gets there: the skip link, then Tab.
            await page.keyboard.press('Tab')
            await expect(page.locator('a[href="#main"]')).toBeFocused()
            await page.keyboard.press('Enter')
          }
          await page.keyboard.press('Tab')
          await expect(link).toBeFocused()
          await expect(link).toHaveAccessibleName(/^Crisis help: .+/)
          await page.keyboard.press('Enter')
          await page.waitForURL(`**${localizePath('/online-safety', locale)}#safety-support-title`)
          const heading = page.locator('#safety-support-title')
          await expect(heading).toBeInViewport()
          // Clear of the fixed bar once the scroll has come to rest.
          await expect
            .poll(() => page.evaluate(() => document.getElementById('safety-support-title')!.getBoundingClientRect().top - document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom))
            .toBeGreaterThanOrEqual(0)
          const box = page.locator('section[aria-labelledby="safety-support-title"] [data-crisis-contact]')
          await expect(box).toHaveCount(crisisContacts[locale].length)
        }
      })
    }
  })
}
