/**
 * The little of `@mdn/mdn-http-observatory` (plain JavaScript, typed only by
 * JSDoc) that e2e/observatory.ts calls: its graders, fed a response fetched here.
 */
declare module '@mdn/mdn-http-observatory/src/types.js' {
  /** What the graders read of an answer (an axios response, plus whether its certificate was verified). */
  export interface ObservatoryResponse {
    status: number
    statusText: string
    headers: Record<string, string | string[]>
    data: string
    verified: boolean
    httpEquiv?: Map<string, string[]>
  }
  export class Requests {
    constructor(hostname: string)
    hostname: string
    resources: { path: string | null }
    responses: {
      auto: ObservatoryResponse | null
      cors: ObservatoryResponse | null
      http: ObservatoryResponse | null
      https: ObservatoryResponse | null
      httpRedirects: { url: URL; status: number }[]
      httpsRedirects: { url: URL; status: number }[]
    }
    session: unknown
  }
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/types.js'
  /** Each grader's output: its result (an expectation's name), whether that passes, and its class, named after the test. */
  export const ALL_TESTS: ((requests: Requests) => { result: string | null; pass: boolean | null; constructor: { name: string } })[]
}

declare module '@mdn/mdn-http-observatory/src/retriever/session.js' {
  export class Session {
    constructor(url: URL)
    url: URL
    jar: { setCookieSync(cookie: string, url: string): unknown }
  }
}

declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string }
  export function getScoreModifier(expectation: string): number
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}
