import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { HtmlValidate } from 'html-validate'
import { parse } from 'node-html-parser'
import { expect, test } from '@playwright/test'
import { unpackMessages, type PackedMessages } from '../components/islands/messagePayload'
import { localePrefix } from '../content/locales'
import { clientDir, everyPage, sitePages } from './site'

/**
 * Checks of the prerendered files themselves (no browser): valid HTML, every
 * internal link and #anchor resolving within its locale, safe external links,
 * and the sitemap listing every page.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Vike and React write `<meta charset>` and attributes their own way; the rules below are style, not validity.
    'no-trailing-whitespace': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    // Tailwind's class names contain `[`, `:` and `/`.
    'attr-pattern': 'off',
    'class-pattern': 'off',
    'id-pattern': 'off',
    // React Aria renders `data-*` booleans and `tabindex` on its buttons.
    'no-redundant-role': 'error',
    'prefer-native-element': 'error',
    'no-inline-style': 'error',
    // Typographic quotes and apostrophes are wanted in copy.
    'unrecognized-char-ref': 'error',
    // Long messages are one paragraph each.
    'long-title': 'off',
    // Phone numbers keep to one line through CSS (white-space: nowrap) instead of &nbsp; and U+2011
    // non-breaking hyphens, which screen readers read inconsistently and which break copying the number.
    'tel-non-breaking': 'off',
  },
})

const pageFiles = [
  ...sitePages.map((page) => ({ name: page.url, file: page.file })),
  ...['', 'en-gb', 'en-au'].map((dir) => ({ name: `/${dir}${dir ? '/' : ''}404`, file: join(clientDir, dir, '404.html') })),
]

test('the Nu HTML checker (vnu) finds no error in any built page', () => {
  // One run over every file: the checker is a Java program that takes seconds to start.
  const vnu = spawnSync(process.env.JAVA ?? 'java', [
    '-jar',
    createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar'),
    '--errors-only',
    '--format',
    'json',
    // Its CSS checker lags the language: it rejects @property, relative colour
    // syntax (`rgb(from …)`, `oklab(… / …)`), margin-trim inside @supports and
    // custom properties in transition-property, all valid CSS that Tailwind writes.
    '--filterpattern',
    'CSS: .*',
    ...pageFiles.map((page) => page.file),
  ], { encoding: 'utf8' })
  expect(vnu.error, 'java and vnu.jar run (.ci/run installs a Java runtime)').toBeUndefined()
  const { messages } = JSON.parse(vnu.stderr) as { messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] }
  // It also predates `<link rel="expect" blocking="render">` (whatwg/html#9970, 2023: `blocking`
  // belongs on rel=expect as on rel=stylesheet), and says so of that one link alone, which is let pass.
  const predatesExpect = (m: (typeof messages)[number]) => /“blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(m.message) && /<link rel="expect" href="#[\w-]+" blocking="render">/.test(m.extract ?? '')
  const problems = messages.filter((m) => !predatesExpect(m)).map((m) => `${m.type}: ${m.url?.replace(/^.*\/client\//, '') ?? ''}:${m.lastLine ?? ''} ${m.message}`)
  expect(problems).toEqual([])
})

test.describe('valid HTML', () => {
  for (const { name, file } of pageFiles) {
    test(name, async () => {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file)
      const errors = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line}) ${m.selector ?? ''}`),
      )
      expect(errors).toEqual([])
    })
  }
})

const known = new Map(everyPage.map((page) => [page.url, page]))
const idsOf = new Map<string, Set<string>>()
const documentOf = (url: string) => {
  const page = known.get(url)
  if (!page) return undefined
  if (!idsOf.has(url)) {
    const root = parse(readFileSync(page.file, 'utf8'))
    idsOf.set(url, new Set(root.querySelectorAll('[id]').map((el) => el.id)))
  }
  return idsOf.get(url)
}

test.describe('links', () => {
  for (const sitePage of sitePages) {
    test(`${sitePage.url}`, async () => {
      const root = parse(readFileSync(sitePage.file, 'utf8'))
      const problems: string[] = []
      for (const link of root.querySelectorAll('a[href]')) {
        const href = link.getAttribute('href') ?? ''
        if (/^(tel|sms|mailto):/.test(href)) continue
        if (/^https?:\/\//.test(href)) {
          const rel = (link.getAttribute('rel') ?? '').split(/\s+/)
          if (!rel.includes('noopener') && !rel.includes('noreferrer')) problems.push(`${href}: external link without rel noopener/noreferrer`)
          if (!rel.includes('noreferrer')) problems.push(`${href}: external link without rel noreferrer`)
          continue
        }
        const url = new URL(href, `http://site${sitePage.url}`)
        const targetUrl = url.pathname === localePrefix(sitePage.locale) ? `${url.pathname}/` : url.pathname
        // A file the build wrote for every locale (the sitemap): it exists, and belongs to no locale.
        if (!url.pathname.endsWith('.html') && /\.\w+$/.test(url.pathname) && existsSync(join(clientDir, url.pathname))) continue
        const ids = documentOf(targetUrl)
        if (!ids) {
          problems.push(`${href}: no such page`)
          continue
        }
        const isRegionSwitch = link.hasAttribute('hreflang')
        if (!isRegionSwitch && known.get(targetUrl)?.locale !== sitePage.locale) problems.push(`${href}: leaves the ${sitePage.locale} locale`)
        const hash = decodeURIComponent(url.hash.slice(1))
        if (hash && !ids.has(hash)) problems.push(`${href}: no element with id "${hash}"`)
      }
      expect(problems).toEqual([])
    })
  }
})

test('the sitemap lists every page with its alternates, and robots.txt points at it', () => {
  const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort()
  expect(locs).toEqual(everyPage.map((page) => page.url).sort())
  expect(sitemap.match(/hreflang="x-default"/g)?.length).toBe(everyPage.length)
  expect(readFileSync(join(clientDir, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})

test.describe('home page structured data', () => {
  for (const [dir, locale] of [['', 'en-US'], ['en-gb', 'en-GB'], ['en-au', 'en-AU']] as const) {
    test(`Organization and ProfessionalService, in ${locale}`, () => {
      const root = parse(readFileSync(join(clientDir, dir, 'index.html'), 'utf8'))
      const blocks = root.querySelectorAll('script[type="application/ld+json"]').map((el) => JSON.parse(el.textContent) as { '@graph'?: { '@type': string }[] })
      const graph = blocks.flatMap((block) => block['@graph'] ?? [])
      expect(graph.map((node) => node['@type']).sort()).toEqual(['Organization', 'ProfessionalService'])
      const service = graph.find((node) => node['@type'] === 'ProfessionalService') as unknown as {
        url: string
        areaServed: { identifier: string }[]
        openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }
      }
      expect(new URL(service.url).pathname).toBe(dir ? `/${dir}/` : '/')
      expect(service.areaServed.map((country) => country.identifier)).toEqual(['US', 'CA', 'GB', 'AU', 'NZ'])
      expect(service.openingHoursSpecification).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Thursday'], opens: '09:00', closes: '16:00' })
    })
  }
})

test.describe('what a page sends to the browser', () => {
  // The compiled catalogues the build rendered with (the pseudo-locale build swaps en-US for en-XA).
  const compiled = (locale: string) =>
    JSON.parse(readFileSync(join(clientDir, '..', '..', 'locales', 'compiled', `${process.env.THRIVE_PSEUDO === '1' && locale === 'en-US' ? 'en-XA' : locale}.json`), 'utf8')) as Record<string, unknown>

  for (const page of sitePages) {
    test(`${page.url}: the gate and one first script; its islands carry their locale's messages only`, () => {
      const root = parse(readFileSync(page.file, 'utf8'))
      const scripts = root.querySelectorAll('script:not([type="application/ld+json"])')
      expect(scripts.map((script) => script.getAttribute('src'))).toEqual([expect.stringMatching(/^\/assets\/entries\/enhance\.[\w-]+\.js$/), expect.stringMatching(/^\/assets\/entries\/first\.[\w-]+\.js$/)])
      // The gate (renderer/enhance.ts): a classic script in the head, so the first frame is already the form the page keeps.
      const [gate, first] = scripts
      expect(gate?.parentNode.tagName).toBe('HEAD')
      expect(gate?.getAttribute('type') ?? null).toBeNull()
      expect(gate?.hasAttribute('async') || gate?.hasAttribute('defer')).toBe(false)
      // The first script is fetched beside the page at low priority: the first paint does not wait for it.
      expect(first?.getAttribute('fetchpriority')).toBe('low')
      expect(root.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
      // No other site learns which page she read, on hosts that send no headers too.
      expect(root.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer')
      // One file (scripts/first-script.ts): no static import, only the dynamic ones of hydration.
      const firstScript = readFileSync(join(clientDir, first?.getAttribute('src') ?? ''), 'utf8')
      expect(firstScript).not.toMatch(/\bimport\s*(?:[\w*{]|["'`])/)
      expect(firstScript).toMatch(/\bimport\(/)
      // The favicon is in the page (a data: URL): no request for it.
      expect(root.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/)

      const catalogue = compiled(page.locale)
      const islands = root.querySelectorAll('[data-island]')
      expect(islands.map((island) => island.getAttribute('data-island'))).toContain('SiteNav')
      for (const island of islands) {
        const context = JSON.parse(island.getAttribute('data-island-context') ?? '{}') as { locale: string; messages: PackedMessages }
        expect(context.locale).toBe(page.locale)
        // React listens for clicks on the root: role="none" keeps Firefox from exposing it as a
        // clickable section, whose descendants Orca announced "clickable" when focused (issue 31).
        expect(island.getAttribute('role'), island.getAttribute('data-island') ?? '').toBe('none')
        for (const [id, message] of Object.entries(unpackMessages(context.messages))) expect(message, id).toEqual(catalogue[id])
      }
    })
  }
})
