/**
 * `npm run bench`: builds, serves the output as `npm start` does (compressed)
 * and measures every page in every locale, enumerated from the prerender
 * output: its bytes (scripts/bench-bytes.ts), then Lighthouse, the median of
 * several runs (scripts/bench-lighthouse.ts). Prints one table of every page
 * with each budget beside its figures, writes bench/results.md, and exits
 * non-zero naming each missed budget (for a page past the first round trip,
 * what its bytes are spent on). Timings belong here, never in timed tests.
 *
 *   --bytes        bytes only, no Lighthouse (deterministic, about a minute)
 *   --pages LIST   only these pages, comma-separated: a URL (`/en-gb/contact`),
 *                  a path in every locale (`/contact`), or a prefix ending in
 *                  `*` (`/en-au/*`, `/blog/*`); a subset prints, it writes no file
 *   --no-build     measure the build already in dist/client
 *   --runs N       Lighthouse runs per page, the median kept (default 3)
 *   --press        adds the first press on each island (scripts/bench-press.ts)
 *   --shell        Lighthouse in Chromium's headless shell instead of the whole
 *                  browser: a diagnostic of what the pages cost apart from the
 *                  browser's UI on a small machine, never the verdict; with
 *                  --pages only (docs/performance.md, *The browser's own UI*)
 */
import { execSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './browser'
import { firstScreenViewport, measureBytes, type Bytes } from './bench-bytes'
import { lighthouseMedian, median, type Lighthouse } from './bench-lighthouse'
import { measureFirstPresses } from './bench-press'
import { createSiteServer } from './server/serve'
import { prerenderedPages, type SitePage } from './site-pages'
import { thankYouQuery } from '../pages/index/thankYou'

const { values: options } = parseArgs({
  options: {
    bytes: { type: 'boolean', default: false },
    pages: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    press: { type: 'boolean', default: false },
    shell: { type: 'boolean', default: false },
  },
})
if (options.shell && !options.pages) throw new Error('--shell is a diagnostic of some pages: name them with --pages')
const lighthouseBrowser = options.shell ? 'shell' : 'whole'
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not ${options.runs}`)

// What a new connection delivers in its first round trip: ten TCP segments of
// 1460 bytes (the initial congestion window, as Lighthouse's simulation and
// most servers use). A page sent within it paints one round trip sooner.
const budgets = { sent: 10 * 1460, jsGzip: 100 * 1024, score: 100, lcpMs: 1000, tbtMs: 50, cls: 0 }
// A long page (its words alone, compressed, over a quarter of that round
// trip) may be sent in more than one, provided its first screen arrives in the
// first: the inlined CSS, the head and the headers take ≈ 6 KB of it, and the
// markup around the words compresses to about as much again as the words, so
// such a page cannot fit whole without cutting what it says. The bench names
// each one with its figures.
const longPageText = budgets.sent / 4
const buildBudgetSeconds = 30

const root = join(import.meta.dirname, '..')
let buildSeconds: number | null = null
if (!options['no-build']) {
  const buildStart = Date.now()
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
  buildSeconds = (Date.now() - buildStart) / 1000
}

/** Whether a page is one `--pages` names (see the module comment). */
function selected(page: SitePage, list: string[]): boolean {
  return list.some((item) =>
    item.endsWith('*') ? page.url.startsWith(item.slice(0, -1)) || page.path.startsWith(item.slice(0, -1)) : page.url === item || page.path === item,
  )
}
// Listed after the build: on a fresh clone there is nothing to list before it.
const everyPage = prerenderedPages(join(root, 'dist', 'client'))
const pageList = options.pages?.split(',').map((item) => item.trim()).filter(Boolean)
const sitePages = pageList ? everyPage.filter((page) => selected(page, pageList)) : everyPage
if (sitePages.length === 0) throw new Error(`--pages ${options.pages} names none of the ${everyPage.length} built pages`)

const server = (await createSiteServer(join(root, 'dist', 'client'))).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const bytes = new Map<string, Bytes>()
const browser = await chromium.launch(chromiumLaunchOptions)
const context = await browser.newContext()
for (const sitePage of sitePages) bytes.set(sitePage.url, await measureBytes(context, origin, sitePage.url))
// A page's states that load code its plain load does not: the thank-you
// overlay the contact form's provider sends her back to (`/?submitted=true`), in each locale.
const stateUrls = sitePages.filter((sitePage) => sitePage.path === '/').map((sitePage) => `${sitePage.url}?${thankYouQuery}`)
for (const url of stateUrls) bytes.set(url, await measureBytes(context, origin, url))
await browser.close()

const lighthouse = new Map<string, Lighthouse | null>()
if (!options.bytes) {
  const dir = join(root, 'bench', 'lighthouse')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [index, sitePage] of sitePages.entries()) {
    console.error(`Lighthouse ${index + 1}/${sitePages.length}: ${sitePage.url} (${runs} runs)`)
    lighthouse.set(sitePage.url, await lighthouseMedian(origin, sitePage.url, runs, dir, lighthouseBrowser))
  }
}
const presses = options.press ? await measureFirstPresses(origin) : []
server.close()

// Each figure against its budget: the misses, named, fail the bench.
const kb = (value: number) => (value / 1024).toFixed(1)
const int = (value: number) => Math.round(value).toLocaleString('en-US')
/** A figure rounded as `format` rounds it, with a decimal more where rounding would show a miss as the budget itself (LCP 1,000.4 ms, not "1,000 ✗"). */
const against = (value: number, budget: number, format: (value: number) => string, finer: (value: number) => string) =>
  value > budget && format(value) === format(budget) ? finer(value) : format(value)
const oneDecimal = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
type Miss = { url: string; what: string; why?: string }
const misses: Miss[] = []
/** A table cell: the figure, marked ✗ when it misses its budget (which the bench then names). */
function cell(url: string, ok: boolean, shown: string, what: string, why?: string): string {
  if (ok) return shown
  misses.push({ url, what: `${what} ${shown}`, why })
  return `${shown} ✗`
}
/** Where a page past the first round trip spends it (each part compressed alone). */
const sentWhy = (b: Bytes) =>
  `${int(b.sent - budgets.sent)} B over; brotli, each part alone: <body> ${int(b.parts.body)} B (its text ${int(b.parts.text)}), the inlined CSS ${int(b.parts.css)}, the rest of <head> ${int(b.parts.head)}; response headers ${int(b.parts.headers)}`
const isLong = (b: Bytes) => b.parts.text > longPageText
/** Why a long page past the first round trip passes (named below the table and by the console). */
const longWhy = (b: Bytes) =>
  `a long page: its text alone is ${int(b.parts.text)} B brotli (over ${int(longPageText)}); sent whole in ${int(b.sent)} B, ${int(b.sent - budgets.sent)} past the first round trip; its first screen (${firstScreenViewport.width} × ${firstScreenViewport.height}, ending at ${b.firstScreen.endsAt ?? 'the end of the page'}) in ${int(b.firstScreen.sent)} B, within it`
const firstScreenWhy = (b: Bytes) => `${int(b.firstScreen.sent - budgets.sent)} B over; it ends at ${b.firstScreen.endsAt ?? 'the end of the page'}`
const jsWhy = (b: Bytes) => `${kb(b.js - budgets.jsGzip)} KB over; largest: ${b.scripts.slice(0, 4).map((s) => `${s.path} ${kb(s.gzip)}`).join(', ')}`

/** JS with every island live against its budget: a page's, or a page state's. */
const jsCell = (url: string, b: Bytes) =>
  cell(url, b.js <= budgets.jsGzip, against(b.js, budgets.jsGzip, kb, (value) => (value / 1024).toFixed(2)), 'JS with every island live (KB gzip, ≤ 100.0)', jsWhy(b))

const rows = sitePages.map((sitePage) => {
  const b = bytes.get(sitePage.url)!
  const l = lighthouse.get(sitePage.url)
  const url = sitePage.url
  const byteCells = [
    // A long page is held to its first screen instead (marked †, named below the table).
    b.sent > budgets.sent && isLong(b) ? `${int(b.sent)} †` : cell(url, b.sent <= budgets.sent, int(b.sent), 'HTML sent (B, ≤ 14,600)', sentWhy(b)),
    cell(url, b.firstScreen.sent <= budgets.sent, int(b.firstScreen.sent), 'first screen sent (B, ≤ 14,600)', firstScreenWhy(b)),
    jsCell(url, b),
    kb(b.jsAtLoad),
  ]
  if (options.bytes) return [url, ...byteCells]
  if (!l) {
    misses.push({ url, what: 'Lighthouse: every run failed' })
    return [url, ...byteCells, '✗', '✗', '✗', '✗', '✗', '✗', '✗']
  }
  return [
    url,
    ...byteCells,
    cell(url, l.performance === budgets.score, String(l.performance), 'performance'),
    cell(url, l.accessibility === budgets.score, String(l.accessibility), 'accessibility'),
    cell(url, l.bestPractices === budgets.score, String(l.bestPractices), 'best practices'),
    cell(url, l.seo === budgets.score, String(l.seo), 'SEO'),
    cell(url, l.lcp <= budgets.lcpMs, against(l.lcp, budgets.lcpMs, int, oneDecimal), 'LCP (ms, ≤ 1,000)'),
    cell(url, l.tbt <= budgets.tbtMs, against(l.tbt, budgets.tbtMs, int, oneDecimal), 'TBT (ms, ≤ 50)'),
    cell(url, l.cls <= budgets.cls, l.cls.toFixed(3), 'CLS (= 0)'),
  ]
})
const header = [
  'page',
  `HTML sent, B (≤ ${int(budgets.sent)}; † long page)`,
  `first screen sent, B (≤ ${int(budgets.sent)})`,
  `JS KB gzip, every island live (≤ ${kb(budgets.jsGzip)})`,
  'JS KB gzip at load',
  ...(options.bytes ? [] : ['performance (100)', 'accessibility (100)', 'best practices (100)', 'SEO (100)', `LCP ms (≤ ${int(budgets.lcpMs)})`, `TBT ms (≤ ${budgets.tbtMs})`, `CLS (${budgets.cls})`]),
]
const table = (head: string[], body: string[][]) => [
  `| ${head.join(' | ')} |`,
  `|---|${head.slice(1).map(() => '---:').join('|')}|`,
  ...body.map((row) => `| ${row.join(' | ')} |`),
]

const stateRows = stateUrls.map((url) => [url, jsCell(url, bytes.get(url)!), kb(bytes.get(url)!.jsAtLoad)])

const pressRows = presses.map((p) => [
  p.island,
  p.path,
  p.ms === null ? cell(p.path, false, 'no answer', `first press (${p.island})`) : cell(p.path, p.ms <= 200, int(p.ms), `first press (${p.island}, ms, ≤ 200)`),
])
/**
 * Lighthouse's benchmark index of this machine, across the pages: its
 * simulated timings are this machine's CPU time × 4, so TBT and LCP are only
 * comparable between runs of a similar index (a busy or slower machine reads
 * lower, and measures worse).
 */
function machineSpeed(): string[] {
  const indices = [...lighthouse.values()].flatMap((l) => (l && l.benchmarkIndex > 0 ? [l.benchmarkIndex] : []))
  if (indices.length === 0) return []
  const sorted = [...indices].sort((a, b) => a - b)
  return ['', `Lighthouse's benchmark index of this machine (its CPU speed; the timings scale with it): median ${int(median(sorted))}, ${int(sorted[0]!)}–${int(sorted.at(-1)!)} across the pages.`]
}
const within = sitePages.filter((p) => bytes.get(p.url)!.sent <= budgets.sent).length
const longPages = sitePages.filter((p) => bytes.get(p.url)!.sent > budgets.sent && isLong(bytes.get(p.url)!))
const lines = [
  '# Bench results',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}: ${pageList ? `${sitePages.length} of ${everyPage.length} pages (--pages ${options.pages})` : `all ${sitePages.length} pages`}, ${options.bytes ? 'bytes only (no Lighthouse)' : `Lighthouse the median of ${runs} run${runs === 1 ? '' : 's'} per page${options.shell ? ", in Chromium's headless shell (--shell: a diagnostic, not the verdict)" : ''}`}.${buildSeconds === null ? '' : ` Build and prerender: ${buildSeconds.toFixed(1)} s (a target of ${buildBudgetSeconds} s, not a budget: it depends on the machine's load).`}`,
  '',
  '## Every page against its budgets',
  '',
  `✗ marks a missed budget; every one is named below the table and fails the bench. "HTML sent" is the page's response as the server sends it, headers and brotli body: within ${int(budgets.sent)} bytes (ten TCP segments) it arrives in the first round trip of a new connection. "First screen sent" is the same for the page's first screen on Lighthouse's phone (${firstScreenViewport.width} × ${firstScreenViewport.height} CSS px, laid out from the HTML with its scripts blocked): the headers and the HTML up to the first element below that screen, brotli. A page past the first round trip passes only if it is a long page (its text alone over ${int(longPageText)} B brotli) and its first screen is within it: † marks it, and it is named below the table. JS is gzip, "every island live" once the bench has reached for every island (and the code fetched at idle is in); "at load" is the page's first script alone. ${options.bytes ? 'Lighthouse was not run (--bytes).' : 'Lighthouse: mobile, simulated throttling; the budgets are 100 in each category, LCP ≤ 1.0 s, TBT ≤ 50 ms, CLS 0.'}`,
  '',
  `Pages sent within the first round trip: ${within} of ${sitePages.length}; long pages past it, held to their first screen: ${longPages.length}.`,
  ...machineSpeed(),
  '',
  ...table(header, rows),
  '',
  ...(stateRows.length === 0
    ? []
    : [
        '## Page states',
        '',
        'A page\'s state that loads code its plain load does not, held to the same JS budget: the thank-you overlay after the contact form, on the home page of each locale.',
        '',
        ...table(['state', `JS KB gzip, every island live (≤ ${kb(budgets.jsGzip)})`, 'JS KB gzip at load'], stateRows),
        '',
      ]),
  '## Long pages past the first round trip (†)',
  '',
  ...(longPages.length === 0 ? ['None.'] : longPages.map((p) => `- ${p.url}: ${longWhy(bytes.get(p.url)!)}`)),
  '',
  '## Missed budgets',
  '',
  ...(misses.length === 0 ? ['None.'] : misses.map((miss) => `- ${miss.url}: ${miss.what}${miss.why ? ` (${miss.why})` : ''}`)),
  '',
  '## Bytes in detail',
  '',
  'CSS: the page\'s inlined rules (gzip) and the whole stylesheet the first island loads (gzip). "Messages" is the compiled message payload the page\'s islands carry (its own locale, their own scopes).',
  '',
  ...table(
    ['page', 'HTML KB (gzip)', 'CSS KB gzip inlined', '+ stylesheet KB gzip', 'messages KB (count)'],
    sitePages.map((p) => {
      const b = bytes.get(p.url)!
      return [p.url, `${kb(b.html)} (${kb(b.htmlGzip)})`, kb(b.cssInline), kb(b.css), `${kb(b.messages)} (${b.messageCount})`]
    }),
  ),
  '',
  ...(presses.length === 0
    ? []
    : [
        '## First press (Lighthouse\'s mobile conditions: 150 ms round trip, 1.6 Mbps, CPU ×4)',
        '',
        'Budget ≤ 200 ms (INP "good"). Median of 3 first visits, from the release of the press to the DOM change that answers it (en-US).',
        '',
        ...table(['island', 'page', 'ms (≤ 200)'], pressRows),
        '',
      ]),
]
if (!pageList) writeFileSync(join(root, 'bench', 'results.md'), lines.join('\n'))
console.log(lines.join('\n'))
if (longPages.length > 0) {
  console.error(`\n${longPages.length} long page${longPages.length === 1 ? '' : 's'} past the first round trip, held to the first screen:`)
  for (const p of longPages) console.error(`  ${p.url}: ${longWhy(bytes.get(p.url)!)}`)
}
if (misses.length > 0) {
  console.error(`\n${misses.length} budget${misses.length === 1 ? '' : 's'} missed:`)
  for (const miss of misses) console.error(`  ${miss.url}: ${miss.what}${miss.why ? ` — ${miss.why}` : ''}`)
  process.exitCode = 1
}
