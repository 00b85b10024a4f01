import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { Session } from '@mdn/mdn-http-observatory/src/retriever/session.js'
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js'
import { Requests } from '@mdn/mdn-http-observatory/src/types.js'
import type { APIRequestContext, APIResponse } from '@playwright/test'

/**
 * Mozilla's HTTP Observatory grading a response fetched here, with its own
 * graders (the npm package `@mdn/mdn-http-observatory`): its scanner fetches a
 * public host over https, so instead the page is fetched from a local host and
 * handed to the same tests (`ALL_TESTS`) and the same score table, summed as
 * its scanner sums them (`src/scanner/index.js`).
 *
 * The package's install step, which downloads Chromium's HSTS preload list
 * into `conf/hsts-preload.json`, is not run (package.json denies its scripts):
 * an empty list stands in for it (read at the first grading, not on import).
 * No host of this site is preloaded, so the grade is the same. Types:
 * mdn-http-observatory.d.ts.
 */
const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'))
const preloadList = join(packageDir, 'conf', 'hsts-preload.json')
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')


export interface Grade {
  grade: string
  score: number
  /** Each test's name, result and what it added to or took from the score. */
  tests: { name: string; result: string; pass: boolean; modifier: number }[]
}

/**
 * A response's headers as the graders read them (axios's): one own property
 * per header, lower-case, `set-cookie` a list, and a `get` that is not one of them.
 */
function headersOf(response: APIResponse): Record<string, string | string[]> {
  const headers = Object.create({
    get(this: Record<string, string | string[]>, name: string) {
      return this[name.toLowerCase()]
    },
  }) as Record<string, string | string[]>
  for (const { name, value } of response.headersArray()) {
    const key = name.toLowerCase()
    if (key === 'set-cookie') headers[key] = [...((headers[key] as string[] | undefined) ?? []), value]
    else headers[key] = key in headers ? `${String(headers[key])}, ${value}` : value
  }
  return headers
}

/**
 * Grades the page at `path` on `origin` (a local host serving the build) as
 * the Observatory grades `https://<hostname><path>`: the page's answer is
 * taken for the answer over https with a valid certificate, and plain http as
 * redirected to it (the host's "Always Use HTTPS" / "Enforce HTTPS", which no
 * local host shows). Everything else is this host's own answer: the page's
 * headers and HTML (its <meta> policy), robots.txt's cookies, and the answer
 * to a CORS preflight from another origin.
 */
export async function observatoryGrade(request: APIRequestContext, origin: string, path: string, hostname: string): Promise<Grade> {
  const page = await request.get(origin + path, {
    maxRedirects: 0,
    headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
  })
  const html = await page.text()
  const https = new URL(path, `https://${hostname}`)
  const http = new URL(path, `http://${hostname}`)
  const answer = { status: page.status(), statusText: page.statusText(), headers: headersOf(page), data: html, verified: true }

  const requests = new Requests(hostname)
  const session = new Session(https)
  requests.session = session
  requests.resources.path = html
  requests.responses.auto = { ...answer, httpEquiv: parseHttpEquivHeaders(html, https.href) }
  requests.responses.https = answer
  requests.responses.http = answer
  requests.responses.httpRedirects = [
    { url: http, status: 301 },
    { url: https, status: page.status() },
  ]
  requests.responses.httpsRedirects = [{ url: https, status: page.status() }]

  // The cookies the scanner's session would have kept: the page's, and robots.txt's.
  const robots = await request.get(`${origin}/robots.txt`, { maxRedirects: 0 })
  for (const [response, url] of [
    [page, https],
    [robots, new URL('/robots.txt', https)],
  ] as const) {
    for (const { name, value } of response.headersArray()) if (name.toLowerCase() === 'set-cookie') session.jar.setCookieSync(value, url.href)
  }

  const preflight = await request.fetch(origin + path, {
    method: 'OPTIONS',
    maxRedirects: 0,
    headers: { 'Access-Control-Request-Method': 'GET', Origin: 'https://http-observatory.security.mozilla.org' },
  })
  requests.responses.cors = { status: preflight.status(), statusText: preflight.statusText(), headers: headersOf(preflight), data: await preflight.text(), verified: true }

  // Summed as src/scanner/index.js sums them: extra credit only for a score that is an A without it.
  let withExtraCredit = 100
  let uncurved = 100
  const tests = ALL_TESTS.map((grader) => {
    const output = grader(requests)
    const modifier = output.result ? getScoreModifier(output.result) : 0
    withExtraCredit += modifier
    if (modifier < 0) uncurved += modifier
    return { name: output.constructor.name, result: output.result ?? '', pass: Boolean(output.pass), modifier }
  })
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
  return { grade, score, tests }
}
