import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Header } from '@netlify/headers-parser'
import { headersFor, readHeadersFile } from '../scripts/server/headers'
import { answerFor } from '../scripts/server/serve'

const headersFile = join(import.meta.dirname, '..', 'public', '_headers')
let rules: Header[]
beforeAll(async () => {
  rules = await readHeadersFile(headersFile)
})

describe('public/_headers, as Netlify parses it', () => {
  it('sends only what a <meta> policy cannot: frame-ancestors (each page carries the rest)', () => {
    expect(headersFor(rules, '/en-gb/contact')['Content-Security-Policy']).toBe("frame-ancestors 'none'")
  })

  it('sends the other security headers on every path', () => {
    for (const path of ['/', '/en-au/nope', '/assets/x.js']) {
      const headers = headersFor(rules, path)
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff')
      expect(headers['X-Frame-Options'], path).toBe('DENY')
      // No Referer to any other site: not the exit's, not a crisis line's, not the form provider's (issue 66).
      expect(headers['Referrer-Policy'], path).toBe('no-referrer')
      expect(headers['Permissions-Policy'], path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
    }
  })

  it('keeps browsers on https for a year (HSTS), this host only: no includeSubDomains or preload (docs/deploy.md)', () => {
    for (const path of ['/', '/en-au/nope', '/assets/x.js']) expect(headersFor(rules, path)['Strict-Transport-Security'], path).toBe('max-age=31536000')
  })

  it('caches hashed assets for a year, immutable, and nothing else', () => {
    expect(headersFor(rules, '/assets/chunks/chunk-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/about')['Cache-Control']).toBeUndefined()
  })

  it('reads the same on every host: no header set by two rules that match one path, and far fewer rules than Cloudflare reads (100)', () => {
    expect(rules.length).toBeLessThan(100)
    for (const path of ['/', '/about', '/en-gb/', '/assets/entries/first.js', '/assets/static/x.css']) {
      const names = rules.filter((rule) => rule.forRegExp.test(path)).flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase()))
      expect(new Set(names).size, path).toBe(names.length)
    }
  })

  it('rejects a rule a host would reject', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'thrive-headers-'))
    writeFileSync(join(dir, '_headers'), '  X-Orphan: a header before any path\n')
    await expect(readHeadersFile(join(dir, '_headers'))).rejects.toThrow()
  })
})

describe('how npm start maps a path onto the built files (as Cloudflare Pages does)', () => {
  const root = mkdtempSync(join(tmpdir(), 'thrive-site-'))
  for (const file of ['index.html', '404.html', 'about.html', 'services.html', 'services/attachment-healing.html', 'en-gb/index.html', 'en-gb/404.html', 'en-gb/about.html', 'assets/a.js', '_headers']) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), file)
  }
  const file = (path: string) => {
    const answer = answerFor(root, path)
    return 'file' in answer ? [answer.file.slice(root.length + 1), answer.status] : ['→', answer.location]
  }

  it('answers the URLs the site links to with their files, status 200', () => {
    expect(file('/')).toEqual(['index.html', 200])
    expect(file('/about')).toEqual(['about.html', 200])
    expect(file('/services')).toEqual(['services.html', 200])
    expect(file('/services/attachment-healing')).toEqual(['services/attachment-healing.html', 200])
    expect(file('/en-gb/')).toEqual(['en-gb/index.html', 200])
    expect(file('/en-gb/about')).toEqual(['en-gb/about.html', 200])
    expect(file('/assets/a.js')).toEqual(['assets/a.js', 200])
  })

  it('redirects the other spellings of a page to its URL', () => {
    expect(file('/about.html')).toEqual(['→', '/about'])
    expect(file('/about/')).toEqual(['→', '/about'])
    expect(file('/index.html')).toEqual(['→', '/'])
    expect(file('/en-gb/index.html')).toEqual(['→', '/en-gb/'])
    expect(file('/en-gb')).toEqual(['→', '/en-gb/'])
  })

  it('answers a miss with the nearest 404 page, status 404, and never serves _headers or a 404 page as a page', () => {
    expect(file('/nope')).toEqual(['404.html', 404])
    expect(file('/en-gb/nope')).toEqual(['en-gb/404.html', 404])
    expect(file('/en-gb/deeper/nope')).toEqual(['en-gb/404.html', 404])
    expect(file('/en-au/nope')).toEqual(['404.html', 404])
    expect(file('/_headers')).toEqual(['404.html', 404])
    expect(file('/en-gb/404.html')).toEqual(['en-gb/404.html', 404])
    expect(file('/%E0%A4%A')).toEqual(['404.html', 404])
    expect(file('/../package.json')).toEqual(['404.html', 404])
  })
})
