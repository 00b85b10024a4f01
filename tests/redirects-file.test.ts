import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { locales, localePrefix } from '../content/locales'
import { redirectsFile as redirectsText } from '../scripts/redirects-file'

// Written as the build writes it (scripts/postbuild.ts), for the parser to read.
const dir = mkdtempSync(join(tmpdir(), 'thrive-redirects-'))
const redirectsFile = join(dir, '_redirects')
writeFileSync(redirectsFile, redirectsText())
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Rule = { from: string; to: string; status: number; force: boolean }

describe("the build's _redirects, as Netlify's parser reads it", () => {
  it('is valid and answers a miss under each locale folder with that folder’s 404 page, status 404, never over a real file', async () => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [redirectsFile], configRedirects: [], minimal: false })
    expect(errors).toEqual([])
    const rules = (redirects as Rule[]).map(({ from, to, status, force }) => ({ from, to, status, force }))
    const expected = locales
      .map(localePrefix)
      .filter((prefix) => prefix !== '')
      .map((prefix) => ({ from: `${prefix}/*`, to: `${prefix}/404.html`, status: 404, force: false }))
    expect(rules).toEqual(expected)
  })
})
