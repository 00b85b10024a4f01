import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { blogFeedPath } from '../content/blog/feed'
import { locales, localePrefix, localizePath } from '../content/locales'
import { searchPath } from '../content/searchPaths'
import { pathOfFile } from '../scripts/site-pages'
import { expect, settled, test } from './fixtures'
import { ports } from './ports'
import { injectedStyle, injectedStyleRefused, inlinedStyleApplied, inlinedStyleAsBuilt } from './servedStyled'
import { clientDir, pagePerStylesheet, sitePages } from './site'

/**
 * Every file the build wrote that a browser may ask for: each page at its own
 * URL, and every other file at its path (the error pages are asked for by
 * their misses below; the hosts' own configuration files are not served).
 */
const builtFiles = [
  ...sitePages.map((page) => ({ url: page.url, file: page.file })),
  ...readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.html') && !entry.name.startsWith('_'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name)
      return { url: pathOfFile(clientDir, file), file }
    }),
]

/** The types a browser insists on (a script or stylesheet of another type is refused under nosniff). */
const contentTypes: Record<string, RegExp> = {
  '.html': /^text\/html/,
  '.css': /^text\/css/,
  '.js': /^(text|application)\/javascript/,
  '.xml': /^(application|text)\/(atom\+)?xml/,
  '.png': /^image\/png/,
  '.svg': /^image\/svg\+xml/,
}

/** A page's response headers, less those that differ by response (date, length, validators, transfer). */
const volatileHeaders = new Set(['date', 'etag', 'last-modified', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'age'])
const headerSignature = (headers: Record<string, string>) =>
  Object.entries(headers)
    .filter(([name]) => !volatileHeaders.has(name.toLowerCase()))
    .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
    .sort()
    .join('\n')

/**
 * The same build on three hosts: `npm start`, Cloudflare's own runtime
 * (`wrangler pages dev`) and a server that sends no headers (as GitHub Pages
 * or a bucket would serve it). On each, every page of the site answers at its
 * own URL with no redirect, and every file the build wrote comes back exactly
 * as built (no host rewrites a page, so no page's policy hashes can break)
 * with the type a browser insists on, every page with the same headers; one
 * page per inlined stylesheet renders styled under its own policy with no
 * violation, loads its islands' code, and refuses a stylesheet injected after
 * load (on `npm start` the sweep checks all of this on every page); a miss gets a 404
 * page, in its locale where the host picks the nearest 404.html; site search
 * (Pagefind's script, index and WebAssembly, all served by the host) finds
 * each locale's pages under the search page's own policy.
 */
const hosts = [
  { name: 'npm start', origin: `http://localhost:${ports.site}`, localised404: true, headers: true, sweptAlready: true },
  { name: 'Cloudflare Pages (wrangler pages dev)', origin: `http://localhost:${ports.cloudflare}`, localised404: true, headers: true, sweptAlready: false },
  { name: 'a host that sends no headers', origin: `http://localhost:${ports.headerless}`, localised404: false, headers: false, sweptAlready: false },
]

for (const host of hosts) {
  test.describe(host.name, () => {
    test('serves each locale’s blog feed as XML', async ({ request }) => {
      for (const locale of locales) {
        const response = await request.get(`${host.origin}${localizePath(blogFeedPath, locale)}`, { maxRedirects: 0 })
        expect(response.status(), locale).toBe(200)
        expect(response.headers()['content-type'], locale).toMatch(/^(application|text)\/(atom\+)?xml/)
        expect(await response.text(), locale).toContain(`xml:lang="${locale}"`)
      }
    })

    test('a missing page answers 404 with an error page', async ({ request }) => {
      for (const locale of locales) {
        const response = await request.get(`${host.origin}${localePrefix(locale)}/no-such-page`, { maxRedirects: 0 })
        expect(response.status(), locale).toBe(404)
        expect(await response.text(), locale).toContain(`lang="${host.localised404 ? locale : 'en-US'}"`)
      }
    })

    test(host.headers ? 'sends the security headers of _headers, and frame-ancestors' : 'sends no security header (the pages carry their own policy)', async ({ request }) => {
      const headers = (await request.get(`${host.origin}/en-gb/contact`)).headers()
      if (host.headers) {
        expect(headers['content-security-policy']).toBe("frame-ancestors 'none'")
        expect(headers['x-content-type-options']).toBe('nosniff')
        expect(headers['x-frame-options']).toBe('DENY')
        expect(headers['strict-transport-security']).toBe('max-age=31536000')
      } else {
        expect(headers['content-security-policy']).toBeUndefined()
        expect(headers['strict-transport-security']).toBeUndefined()
        expect(headers['x-frame-options']).toBeUndefined()
      }
    })

    test('search finds each locale’s own pages, breaking no policy', async ({ page, consoleErrors }) => {
      for (const locale of locales) {
        await page.goto(host.origin + localizePath(searchPath, locale))
        await page.getByRole('searchbox').fill('gaslighting')
        const results = page.locator('main ol').getByRole('link')
        await expect(results.first(), locale).toBeVisible()
        const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
        const localeOf = (href: string) => locales.find((other) => localePrefix(other) && href.startsWith(`${localePrefix(other)}/`)) ?? 'en-US'
        for (const href of hrefs) expect(localeOf(href), href).toBe(locale)
        // A result is a page this host serves.
        expect((await page.request.get(host.origin + hrefs[0], { maxRedirects: 0 })).status(), hrefs[0]).toBe(200)
        expect(consoleErrors, locale).toEqual([])
      }
    })

    test('every page answers 200 at its own URL with no redirect, every built file comes back byte for byte with its type, every page with the same headers', async ({ request }) => {
      const pageHeaders = new Map<string, string>()
      for (const { url, file } of builtFiles) {
        const response = await request.get(host.origin + url, { maxRedirects: 0 })
        expect(response.status(), url).toBe(200)
        expect((await response.body()).equals(readFileSync(file)), `${url} as built`).toBe(true)
        const type = contentTypes[extname(file)]
        if (type) expect(response.headers()['content-type'], url).toMatch(type)
        if (file.endsWith('.html')) pageHeaders.set(url, headerSignature(response.headers()))
      }
      // What reaches the browser differs from page to page only in the bytes
      // compared above: so one page per stylesheet, below, stands for them all.
      const [first, ...rest] = [...pageHeaders]
      for (const [url, signature] of rest) expect(signature, url).toBe(first![1])
    })

    // One test a page: a loop over them all came within a few seconds of one test's minute under load.
    // On `npm start` the sweep asks the same of every page (sweep.spec.ts).
    for (const sitePage of host.sweptAlready ? [] : pagePerStylesheet) {
      test(`${sitePage.url} (one page per inlined stylesheet) is styled, breaks no policy, refuses a style injected after load, and loads its islands and stylesheet`, async ({ page, consoleErrors }) => {
        await page.goto(host.origin + sitePage.url)
        expect(await inlinedStyleApplied(page), sitePage.url).toEqual(inlinedStyleAsBuilt)
        // The islands' code and the whole stylesheet, fetched once idle, come from this host too.
        await settled(page)
        expect(consoleErrors, sitePage.url).toEqual([])
        expect(await injectedStyle(page), sitePage.url).toEqual(injectedStyleRefused)
      })
    }
  })
}
