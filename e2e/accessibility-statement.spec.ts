import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { expect, test } from '@playwright/test'
import { aaaClaims, automatedClaims, browserClaims, knownProblems, readerClaims, screenReaderClaims } from '../content/accessibility/claims'
import { complaintRoutes, routesFor } from '../content/accessibility/complaints'
import { statementReview } from '../content/accessibility/statement'
import { localizePath, locales } from '../content/locales'
import { accessibilityStatementPath } from '../content/navigation'
import { regionOf } from '../content/regions'
import { readToolVersions } from '../scripts/tool-versions'
import { builtHtml, clientDir, everyPage } from './site'

/**
 * Issue 68, the accessibility statement as built, in each locale (its HTML,
 * no browser: the sweeps check it as every page). Every claim the records
 * hold is on it, and no other; the tools' versions are the lock's; its dates
 * are `<time>`s written as the region writes dates; it names its own
 * region's complaint bodies and no other region's, and links the other
 * regions' statements. That the claims' proofs exist is
 * tests/accessibility-statement.test.ts's; the footer link on every page,
 * no-js.spec.ts's.
 */
const claimIds = [...aaaClaims, ...readerClaims, ...automatedClaims, ...browserClaims, ...screenReaderClaims, ...knownProblems].map((claim) => claim.id).sort()
const versions = readToolVersions(join(import.meta.dirname, '..'))
const longDate = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

for (const locale of locales) {
  test.describe(`the accessibility statement in ${locale}`, () => {
    const url = localizePath(accessibilityStatementPath, locale)
    const sitePage = everyPage.find((candidate) => candidate.url === url)
    const document = () => parse(builtHtml(sitePage!))

    test('shows every claim of the records, and no other', () => {
      expect(sitePage, `${url} is built`).toBeDefined()
      const shown = document().querySelectorAll('main [data-claim]').map((item) => item.getAttribute('data-claim')!)
      expect(shown.sort()).toEqual(claimIds)
    })

    test('names each tool with the version package-lock.json installs', () => {
      const tools = document().querySelectorAll('main [data-tool]')
      expect(Object.fromEntries(tools.map((item) => [item.getAttribute('data-tool'), item.getAttribute('data-version')]))).toEqual(versions)
      for (const item of tools) expect(item.textContent).toContain(item.getAttribute('data-version'))
    })

    test('dates its preparation, last review and next review in <time>s, as the region writes dates', () => {
      const times = document().querySelectorAll('main time').map((time) => [time.getAttribute('datetime'), time.textContent.trim()])
      const { prepared, lastReviewed, nextReviewDue } = statementReview
      expect(times).toEqual([prepared, lastReviewed, nextReviewDue].map((iso) => [iso, longDate(iso, locale)]))
    })

    test('names its own region’s complaint bodies, none of another’s, and links the other regions’ statements', () => {
      const main = document().querySelector('main')!
      const own = routesFor(regionOf(locale).countries)
      expect(main.querySelectorAll('[data-complaints]').map((section) => section.getAttribute('data-complaints'))).toEqual(own.map(([country]) => country))
      const hrefs = main.querySelectorAll('a').map((link) => link.getAttribute('href'))
      for (const [country, route] of Object.entries(complaintRoutes)) {
        const mine = own.some(([listed]) => listed === country)
        for (const body of route.bodies) expect(hrefs.includes(body.href), `${country} ${body.id} on ${url}`).toBe(mine)
      }
      const others = main.querySelectorAll('a[hreflang]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])
      expect(others).toEqual(locales.filter((other) => other !== locale).map((other) => [other, localizePath(accessibilityStatementPath, other)]))
      expect(main.querySelector('#accessibility-help-title'), 'the crisis lines, which do not depend on the site').not.toBeNull()
    })
  })
}

test('every 404 page’s footer links the accessibility statement too', () => {
  for (const locale of locales) {
    const dir = locale === 'en-US' ? '' : locale.toLowerCase()
    const page = { url: `/${dir}404`, locale, path: '/404', file: join(clientDir, dir, '404.html') }
    const links = parse(builtHtml(page)).querySelectorAll('footer a[data-accessibility-statement]')
    expect(links.map((link) => link.getAttribute('href')), page.file).toEqual([localizePath(accessibilityStatementPath, locale)])
  }
})
