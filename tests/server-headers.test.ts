import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '../scripts/server/headers'

const rules = parseHeadersFile(readFileSync(new URL('../public/_headers', import.meta.url), 'utf8'))

describe('public/_headers', () => {
  it('sends a strict CSP with no inline script on every path', () => {
    const csp = headersFor(rules, '/en-gb/contact')['Content-Security-Policy'] ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/form-action 'self' https:\/\//)
  })
  it('sends the other security headers', () => {
    const headers = headersFor(rules, '/')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
  })
  it('caches hashed assets for a year, immutable, and nothing else', () => {
    expect(headersFor(rules, '/assets/chunks/chunk-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/about')['Cache-Control']).toBeUndefined()
  })
})
