/**
 * `npm run bench`: builds, serves the output as `npm start` does (compressed),
 * and measures every page in every locale — HTML bytes, the gzip JS it loads
 * (scripts, module preloads and anything fetched before the network is idle)
 * on its own and once every island is live (islands hydrate when the visitor
 * reaches for them: the bench reaches for all of them), its inlined CSS and
 * its message payload — then runs Lighthouse (mobile, simulated throttling,
 * with npx so it stays out of the app's dependencies) on key pages, several
 * runs each, reporting the median. `--runs N` sets the runs (default 3);
 * `--press` adds the first press on each island (scripts/bench-press.ts).
 * Writes bench/results.md. Measurements, not tests: budgets are reported.
 * Lighthouse 13 is the first to read Chromium 15x's traces (12 fails with
 * NO_NAVSTART); it declares Node ≥ 22 but runs on 20 (npx warns EBADENGINE).
 */
import { execFile, execSync } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './browser'
import { measureFirstPresses } from './bench-press'
import { createSiteServer } from './server/serve'
import { prerenderedPages } from './site-pages'

const root = join(import.meta.dirname, '..')
const budgets = { jsGzip: 100 * 1024, lcpMs: 1000, tbtMs: 50, cls: 0, buildSeconds: 30 }
// What a new connection delivers in its first round trip: ten TCP segments of
// 1460 bytes (the initial congestion window, as Lighthouse's simulation and
// most servers use). A page sent within it paints one round trip sooner.
const firstRoundTrip = 10 * 1460

const buildStart = Date.now()
execSync('npm run build', { cwd: root, stdio: 'inherit' })
const buildSeconds = (Date.now() - buildStart) / 1000
// Listed after the build: on a fresh clone there is nothing to list before it.
const sitePages = prerenderedPages(join(root, 'dist', 'client'))

const server = (await createSiteServer(join(root, 'dist', 'client'))).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

type Row = { url: string; html: number; htmlGzip: number; sent: number; jsAtLoad: number; js: number; css: number; cssInline: number; messages: number; messageCount: number }
const rows: Row[] = []
const browser = await chromium.launch(chromiumLaunchOptions)
const context = await browser.newContext()
for (const sitePage of sitePages) {
  const page = await context.newPage()
  const bodies = new Map<string, { type: string; body: Buffer }>()
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || type === 'stylesheet' || type === 'document') {
      try {
        bodies.set(response.url(), { type, body: await response.body() })
      } catch {
        // a redirect has no body
      }
    }
  })
  const response = await page.goto(origin + sitePage.url, { waitUntil: 'networkidle' })
  // Headers and compressed body, as the server sent them.
  const sizes = await response?.request().sizes()
  const sent = (sizes?.responseHeadersSize ?? 0) + (sizes?.responseBodySize ?? 0)
  const sum = (type: string, gzip: boolean) =>
    [...bodies.values()].filter((b) => b.type === type).reduce((total, b) => total + (gzip ? gzipSync(b.body).length : b.body.length), 0)
  // What a page fetches up front is the script its HTML names; the islands' code it fetches once idle comes after.
  const pageHtml = [...bodies.values()].find((b) => b.type === 'document')?.body.toString('utf8') ?? ''
  const jsAtLoad = [...bodies]
    .filter(([url, b]) => b.type === 'script' && pageHtml.includes(`src="${new URL(url).pathname}"`))
    .reduce((total, [, b]) => total + gzipSync(b.body).length, 0)
  // Reach for every island that waits for the visitor, as a pointer would.
  const waiting = page.locator('[data-island-hydrate="interaction"]')
  for (const root of await waiting.all()) await root.evaluate((element) => element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
  await page.locator('[data-island-hydrate="interaction"]:not([data-island-hydrated])').first().waitFor({ state: 'detached' }).catch(() => undefined)
  await page.waitForLoadState('networkidle')
  // The only messages in a page are those its islands carry (components/islands).
  const islandMessages = await page.locator('[data-island]').evaluateAll((roots) =>
    Object.assign({}, ...roots.map((root) => (JSON.parse((root as HTMLElement).dataset.islandContext ?? '{}') as { messages?: object }).messages)),
  )
  const html = [...bodies.values()].find((b) => b.type === 'document')?.body ?? Buffer.alloc(0)
  const inlineCss = html.toString('utf8').match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
  rows.push({
    url: sitePage.url,
    html: html.length,
    htmlGzip: gzipSync(html).length,
    sent,
    jsAtLoad,
    js: sum('script', true),
    css: sum('stylesheet', true),
    cssInline: gzipSync(inlineCss).length,
    messages: Buffer.byteLength(JSON.stringify(islandMessages)),
    messageCount: Object.keys(islandMessages).length,
  })
  await page.close()
}
await browser.close()

// Lighthouse: the pages readers reach first or rely on most, in each locale.
const lighthousePaths = ['/', '/blog/signs-of-narcissistic-abuse', '/healing-quiz', '/contact', '/faqs']
type Lh = { url: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number }
const lighthouse: Lh[] = []
const lhDir = join(root, 'bench', 'lighthouse')
rmSync(lhDir, { recursive: true, force: true })
mkdirSync(lhDir, { recursive: true })
// `npm run bench -- --bytes` skips Lighthouse (a quick look while pulling a lever).
const runLighthouse = !process.argv.includes('--bytes')
// Lighthouse's simulated timings scale this machine's CPU time by 4 and vary
// between identical runs: each page is measured several times, the median kept.
const runsArgument = process.argv.indexOf('--runs')
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
for (const sitePage of sitePages.filter((p) => runLighthouse && lighthousePaths.includes(p.path))) {
  const measured: Omit<Lh, 'url'>[] = []
  for (let attempt = 0; attempt < runs; attempt++) {
    const out = join(lhDir, `${sitePage.url.replace(/\W+/g, '_') || 'home'}-${attempt + 1}.json`)
    try {
      // Asynchronously: the server answering Lighthouse runs in this very process.
      // Chromium now and then records no navigation start (NO_NAVSTART): one more try.
      const run = () =>
        promisify(execFile)(
          'npx',
          ['-y', 'lighthouse@13', origin + sitePage.url, '--quiet', '--output=json', `--output-path=${out}`,
            `--chrome-flags=--headless=new ${(chromiumLaunchOptions.args ?? []).join(' ')}`],
          { cwd: root, env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath }, maxBuffer: 64 * 1024 * 1024 },
        )
      await run().catch(run)
      const report = JSON.parse(readFileSync(out, 'utf8'))
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
      measured.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: report.audits['largest-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
      })
    } catch (error) {
      console.error(`Lighthouse failed for ${sitePage.url}: ${(error as Error).message}`)
    }
  }
  if (measured.length === 0) continue
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'] as const
  lighthouse.push({ url: sitePage.url, ...(Object.fromEntries(keys.map((key) => [key, median(measured.map((m) => m[key]))])) as Omit<Lh, 'url'>) })
}
// `--press`: press-to-response of the first press on each island (scripts/bench-press.ts).
const presses = process.argv.includes('--press') ? await measureFirstPresses(origin) : []
server.close()

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const flag = (ok: boolean) => (ok ? '' : ' ⚠')
const lines = [
  '# Bench results',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}. Build and prerender: ${buildSeconds.toFixed(1)} s${flag(buildSeconds <= budgets.buildSeconds)} (budget ${budgets.buildSeconds} s).`,
  '',
  '## Bytes per page',
  '',
  `Budget: ≤ ${kb(budgets.jsGzip)} KB gzip JS per page, with every island live. "Sent" is the page's response as the server sends it, headers and compressed (brotli) body: within ${firstRoundTrip} bytes it arrives in the first round trip of a new connection (⚠ past it: one more round trip before the first paint; not a budget of the issue, a target). "At load" is what a page loads when nobody touches it; "every island live" adds what its islands load when the visitor reaches for them. CSS: the page's inlined rules (gzip) and the whole stylesheet the first island loads (gzip). "Messages" is the compiled message payload the page's islands carry (its own locale, their own scopes).`,
  '',
  `Pages sent within the first round trip: ${rows.filter((r) => r.sent <= firstRoundTrip).length} of ${rows.length}.`,
  '',
  '| page | HTML KB (gzip) | sent bytes | JS KB gzip at load | JS KB gzip, every island live | CSS KB gzip inlined | + stylesheet KB gzip | messages KB (count) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.url} | ${kb(r.html)} (${kb(r.htmlGzip)}) | ${r.sent}${flag(r.sent <= firstRoundTrip)} | ${kb(r.jsAtLoad)}${flag(r.jsAtLoad <= budgets.jsGzip)} | ${kb(r.js)}${flag(r.js <= budgets.jsGzip)} | ${kb(r.cssInline)} | ${kb(r.css)} | ${kb(r.messages)} (${r.messageCount}) |`,
  ),
  '',
  '## Lighthouse (mobile, simulated throttling)',
  '',
  `Budgets: 100 in every category; LCP ≤ 1.0 s, TBT ≤ 50 ms, CLS 0. Each value is the median of ${runs} runs.`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...lighthouse.map(
    (l) =>
      `| ${l.url} | ${l.performance}${flag(l.performance === 100)} | ${l.accessibility}${flag(l.accessibility === 100)} | ${l.bestPractices}${flag(l.bestPractices === 100)} | ${l.seo}${flag(l.seo === 100)} | ${Math.round(l.lcp)}${flag(l.lcp <= budgets.lcpMs)} | ${Math.round(l.tbt)}${flag(l.tbt <= budgets.tbtMs)} | ${l.cls.toFixed(3)}${flag(l.cls <= budgets.cls)} |`,
  ),
  '',
  ...(presses.length === 0
    ? []
    : [
        '## First press (Lighthouse\'s mobile conditions: 150 ms round trip, 1.6 Mbps, CPU ×4)',
        '',
        'Goal ≤ 200 ms (INP "good"). Median of 3 first visits, from the release of the press to the DOM change that answers it (en-US).',
        '',
        '| island | page | ms |',
        '|---|---|---:|',
        ...presses.map((p) => `| ${p.island} | ${p.path} | ${p.ms === null ? 'no answer' : Math.round(p.ms)}${flag(p.ms !== null && p.ms <= 200)} |`),
        '',
      ]),
]
mkdirSync(join(root, 'bench'), { recursive: true })
writeFileSync(join(root, 'bench', 'results.md'), lines.join('\n'))
console.log(lines.join('\n'))
