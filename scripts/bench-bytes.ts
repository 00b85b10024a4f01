/**
 * The bench's bytes (scripts/bench.ts): what one page costs over the wire,
 * measured in the browser against the site served as `npm start` serves it.
 * Deterministic for a given build, unlike Lighthouse's timings.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { parse, type HTMLElement as ParsedElement } from 'node-html-parser'
import type { BrowserContext, Response } from '@playwright/test'
import { firstScreenViewport } from './bench-budgets'

export type Bytes = {
  url: string
  /** The page's HTML, raw and gzip. */
  html: number
  htmlGzip: number
  /** The page's response as the server sent it: headers and compressed (brotli) body. */
  sent: number
  /** What `sent` is made of, each part compressed alone (they share a compressor in the response, so they add up to more). */
  parts: { headers: number; css: number; head: number; body: number; text: number }
  /**
   * The page's first screen on Lighthouse's phone (412 × 823 CSS px), painted
   * from its HTML before any script runs: the response headers and the brotli
   * bytes of the HTML up to the first element that starts below it (`endsAt`,
   * as `tag#id.class` or its text; `null` when the whole page fits one screen).
   */
  firstScreen: { sent: number; endsAt: string | null }
  /** JS gzip the page loads when nobody touches it, and once every island is live. */
  jsAtLoad: number
  js: number
  /** Each script fetched once every island is live (path, gzip bytes), largest first. */
  scripts: { path: string; gzip: number }[]
  /** CSS gzip: the page's inlined rules, and the stylesheet the first island loads. */
  cssInline: number
  css: number
  /** The compiled messages the page's islands carry (bytes, count). */
  messages: number
  messageCount: number
}

const brotli = (text: string) => brotliCompressSync(Buffer.from(text)).length

/** The body's words alone, brotli: whether a page is a long one (scripts/bench-budgets.ts). */
const textOf = (body: ParsedElement | null) => brotli(body?.textContent.replace(/\s+/g, ' ') ?? '')

/** Each part of a page's HTML compressed alone: what a page past the first round trip spends it on. */
export function partsOf(html: string, headers: number): Bytes['parts'] {
  const root = parse(html)
  const style = root.querySelector('head style')?.text ?? ''
  root.querySelector('head style')?.remove()
  const head = root.querySelector('head')?.toString() ?? ''
  const body = root.querySelector('body')
  return { headers, css: brotli(style), head: brotli(head), body: brotli(body?.toString() ?? ''), text: textOf(body) }
}

/** `partsOf(html).text` alone, without compressing the other parts. */
export const textBytes = (html: string): number => textOf(parse(html).querySelector('body'))

const offsetAttribute = 'data-bench-at'

/** Marks each start tag in the body with its offset in the HTML (`data-bench-at`), to find where the first screen ends in it. */
function markOffsets(html: string): string {
  const bodyStart = html.indexOf('<body')
  return html.slice(0, bodyStart) + html.slice(bodyStart).replace(/<([a-zA-Z][\w-]*)(?=[\s/>])/g, (tag, _name, offset: number) => `${tag} ${offsetAttribute}="${bodyStart + offset}"`)
}

/**
 * How many bytes the server sends before the browser has the page's first
 * screen: where that screen ends in the HTML, measured by laying the page out
 * on a phone with its scripts blocked (what the first paint has), and the
 * HTML up to there compressed alone (a streaming brotli encoder sends about
 * that much before the decoder can produce it). `fetched`: the page's response
 * already read (e2e/bytes.spec.ts), laid out as it is rather than fetched again.
 */
export async function measureFirstScreen(context: BrowserContext, address: string, headerBytes: number, fetched?: Response): Promise<Bytes['firstScreen']> {
  const page = await context.newPage()
  await page.setViewportSize(firstScreenViewport)
  let html = ''
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType()
    if (type === 'script') return route.abort()
    if (type !== 'document') return route.continue()
    const response = fetched ?? (await route.fetch())
    html = await response.text()
    // The body is sent again as text: no encoding, no length of the compressed one.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers()
    return route.fulfill({ status: response.status(), headers, body: markOffsets(html) })
  })
  await page.goto(address, { waitUntil: 'load' })
  if (!html) throw new Error(`${address}: its HTML could not be read for its first screen`)
  await page.evaluate(() => document.fonts.ready)
  const end = await page.evaluate((attribute) => {
    for (const element of document.body.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      if (box.top < innerHeight) continue
      const name = element.id ? `#${element.id}` : element.classList.length > 0 ? `.${[...element.classList].slice(0, 3).join('.')}` : ''
      const text = element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40)
      return { offset: Number(element.getAttribute(attribute)), name: `<${element.localName}${name}>${text ? ` “${text}”` : ''}` }
    }
    return null
  }, offsetAttribute)
  await page.close()
  return { sent: headerBytes + brotli(end ? html.slice(0, end.offset) : html), endsAt: end?.name ?? null }
}

/**
 * The page's document as the server sent it, read from the browser's own
 * count of what came over the wire: the response headers, `sent` (those and
 * the brotli body) and the HTML.
 */
export async function documentBytes(url: string, response: Response | null): Promise<{ headers: number; sent: number; html: Buffer }> {
  // A page that could not be read is a failed measurement, never a figure (an empty page would pass every budget).
  if (!response?.ok()) throw new Error(`${url}: the page answered ${response?.status() ?? 'nothing'}`)
  const sizes = await response.request().sizes()
  const html = await response.body()
  if (html.length === 0 || sizes.responseBodySize === 0) throw new Error(`${url}: its HTML could not be read`)
  return { headers: sizes.responseHeadersSize, sent: sizes.responseHeadersSize + sizes.responseBodySize, html }
}

/**
 * What a page's document sends (`headers` and its HTML in brotli, as
 * `npm start` compresses it) with each asset's content hash in its name
 * (`/assets/…/first.HASH.js`) set to a value of the name alone: what the gate
 * judges. A new hash, which any change to a script or the stylesheet brings,
 * moves brotli's output for words unchanged: /en-au/faqs took 14,209-14,316 B
 * over 200 random hashes (2026-12-07). Judged on the hashes as built, a page
 * near the line passed or failed by a change made elsewhere.
 */
export function sentWithSteadyHashes(headers: number, html: Buffer): number {
  const steady = html
    .toString('utf8')
    .replace(/(\/assets\/[\w/.-]+?\.)[\w-]{8}(\.(?:js|css))/g, (_, name: string, extension: string) => `${name}${createHash('sha256').update(name + extension).digest('base64url').slice(0, 8)}${extension}`)
  return headers + brotliCompressSync(steady).length
}

/** What one load of a page with every island live fetched: all of `Bytes` but the parts and the first screen, which its HTML and a load of its own give. */
export type LiveBytes = Omit<Bytes, 'parts' | 'firstScreen'> & { headers: number; pageHtml: string }

/**
 * Loads the page, then reaches for every island that waits for the visitor,
 * as a pointer would, and sums what the page fetched: scripts, stylesheets,
 * the document. The islands' code fetched at idle comes after the load.
 */
export async function liveBytes(context: BrowserContext, origin: string, url: string): Promise<LiveBytes> {
  const page = await context.newPage()
  const bodies = new Map<string, { type: string; body: Buffer }>()
  // Every body read is awaited before anything is summed: on a loaded machine
  // a read could otherwise finish after the sums, and a page look smaller.
  const reads: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || type === 'stylesheet' || type === 'document') {
      reads.push(
        response.body().then(
          (body) => void bodies.set(response.url(), { type, body }),
          // A redirect has no body. Nor has a worker's script once the worker
          // has ended (the local hours' worker ends as soon as it answers, and
          // on a cold browser before its body was read: the page then read
          // 0.9 KB light), so that script is read again from the server.
          () =>
            response.status() >= 300
              ? undefined
              : page.request.get(response.url()).then(async (again) => void bodies.set(response.url(), { type, body: await again.body() })),
        ),
      )
    }
  })
  const { headers, sent, html } = await documentBytes(url, await page.goto(origin + url, { waitUntil: 'networkidle' }))
  const pageHtml = html.toString('utf8')
  await Promise.all(reads)
  // What a page fetches up front is the script its HTML names.
  const jsAtLoad = [...bodies]
    .filter(([address, b]) => b.type === 'script' && pageHtml.includes(`src="${new URL(address).pathname}"`))
    .reduce((total, [, b]) => total + gzipSync(b.body).length, 0)
  const waiting = page.locator('[data-island-hydrate="interaction"]')
  for (const root of await waiting.all()) await root.evaluate((element) => element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
  await page.locator('[data-island-hydrate="interaction"]:not([data-island-hydrated])').first().waitFor({ state: 'detached' }).catch(() => undefined)
  // And the page settled (renderer/+client.ts): everything its first script starts is in.
  await page.locator('html[data-islands-ready]').waitFor({ state: 'attached', timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  await Promise.all(reads)
  // The only messages in a page are those its islands carry (components/islands).
  const islandMessages = await page.locator('[data-island]').evaluateAll((roots) =>
    Object.assign({}, ...roots.map((root) => (JSON.parse((root as HTMLElement).dataset.islandContext ?? '{}') as { messages?: object }).messages)),
  )
  await page.close()
  const sum = (type: string) => [...bodies.values()].filter((b) => b.type === type).reduce((total, b) => total + gzipSync(b.body).length, 0)
  const inlineCss = pageHtml.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
  return {
    url,
    headers,
    pageHtml,
    html: html.length,
    htmlGzip: gzipSync(html).length,
    sent,
    jsAtLoad,
    js: sum('script'),
    scripts: [...bodies]
      .filter(([, b]) => b.type === 'script')
      .map(([address, b]) => ({ path: new URL(address).pathname, gzip: gzipSync(b.body).length }))
      .sort((a, b) => b.gzip - a.gzip),
    cssInline: gzipSync(inlineCss).length,
    css: sum('stylesheet'),
    messages: Buffer.byteLength(JSON.stringify(islandMessages)),
    messageCount: Object.keys(islandMessages).length,
  }
}

/** Every figure of a page: its load with every island live, the parts of its HTML, and its first screen. */
export async function measureBytes(context: BrowserContext, origin: string, url: string): Promise<Bytes> {
  const { headers, pageHtml, ...live } = await liveBytes(context, origin, url)
  return { ...live, parts: partsOf(pageHtml, headers), firstScreen: await measureFirstScreen(context, origin + url, headers) }
}
