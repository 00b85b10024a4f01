import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { clientDir, sitePages } from './site'

const pagePolicyOf = (html: string) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1] ?? ''

/**
 * The headers `npm start` sends are those of public/_headers (what a static
 * host sends); the policy itself is in each page (e2e/hosts.spec.ts runs the
 * same pages on hosts that send other headers or none).
 */
test.describe('security headers from the server', () => {
  for (const path of ['/', '/en-gb/contact', '/en-au/nope']) {
    test(`${path}`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['content-security-policy']).toBe("frame-ancestors 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('no-referrer')
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
      expect(headers['permissions-policy']).toMatch(/microphone=\(\)/)
      expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/)
      expect(headers['strict-transport-security']).toBe('max-age=31536000')
      expect(headers['set-cookie']).toBeUndefined()
      const policy = pagePolicyOf(await response.text())
      expect(policy).toContain("default-src 'self'")
      expect(policy).toContain("script-src 'self'")
      expect(policy).not.toContain('unsafe-inline')
      expect(policy).toMatch(/form-action 'self' https:\/\/\S+/)
    })
  }

  test('hashed assets are cached for a year, immutable; pages are revalidated; text is compressed', async ({ request }) => {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8')
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeTruthy()
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-encoding']).toBe('gzip')
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br' } })
    expect(page.headers()['cache-control']).toBe('no-cache')
    expect(page.headers()['content-encoding']).toBe('br')
  })
})

test("each page's policy comes first in its head and allows its own inline stylesheet and no other", async ({ request }) => {
  const pages = [...sitePages.map((page) => page.url), '/nope', '/en-gb/nope', '/en-au/nope']
  for (const url of pages) {
    const html = await (await request.get(url)).text()
    // The charset within the first 1024 bytes (HTML), then the policy, then the stylesheet it allows.
    expect(html, url).toMatch(/^<!DOCTYPE html><html [^>]*><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="[^"]+"><style>/)
    const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1]
    expect(css, url).toBeDefined()
    const ownHash = `'sha256-${createHash('sha256').update(css!).digest('base64')}'`
    expect(html.match(/<style>/g), url).toHaveLength(1)
    expect(pagePolicyOf(html).match(/style-src ([^;]*)/)?.[1]?.split(' '), url).toEqual(["'self'", ownHash])
  }
})

test('the prerendered HTML has no inline script to run (only JSON data blocks)', async () => {
  const html = readFileSync(join(clientDir, 'blog', 'signs-of-narcissistic-abuse.html'), 'utf8')
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '')
  expect(inline.length).toBeGreaterThan(0)
  for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/)
})
