import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { clientDir, sitePages } from './site'

/** The headers `npm start` sends are those of public/_headers (what a static host sends). */
test.describe('security headers from the server', () => {
  for (const path of ['/', '/en-gb/contact', '/en-au/nope']) {
    test(`${path}`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toMatch(/form-action 'self' https:\/\/\S+/)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
      expect(headers['permissions-policy']).toMatch(/microphone=\(\)/)
      expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/)
      expect(headers['set-cookie']).toBeUndefined()
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

test("each page's CSP allows its own inline stylesheet and no other", async ({ request }) => {
  for (const sitePage of sitePages) {
    const response = await request.get(sitePage.url)
    const css = (await response.text()).match(/<style>([\s\S]*?)<\/style>/)?.[1]
    expect(css, sitePage.url).toBeDefined()
    const ownHash = `'sha256-${createHash('sha256').update(css!).digest('base64')}'`
    const styleSources = response.headers()['content-security-policy']?.match(/style-src ([^;]*)/)?.[1]?.split(' ')
    expect(styleSources, sitePage.url).toEqual(["'self'", ownHash])
  }
})

test('the prerendered HTML has no inline script to run (only JSON data blocks)', async () => {
  const html = readFileSync(join(clientDir, 'blog', 'signs-of-narcissistic-abuse', 'index.html'), 'utf8')
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '')
  expect(inline.length).toBeGreaterThan(0)
  for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/)
})
