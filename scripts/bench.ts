/**
 * `npm run bench`: builds, serves the output as `npm start` does (compressed)
 * and measures every page in every locale, enumerated from the prerender
 * output: its bytes (scripts/bench-bytes.ts), then Lighthouse
 * (scripts/bench-lighthouse.ts) side by side with a blank page and the peers,
 * interleaved round by round, each figure the median over the rounds
 * (scripts/bench-relative.ts). Its timings' verdict is relative: a page fails
 * when its TBT or LCP is worse than the blank page's by more than the noise
 * measured in the same run, and an article when either is worse than the
 * best peer's. TBT between sites is judged with applied throttling, the rest
 * with the simulation: the articles and the peers are measured both ways in
 * every round, and their TBT against each other is read from the applied runs
 * (`appliedTwins`, scripts/bench-relative.ts; GoogleChrome/lighthouse#11677). Prints one table of every page with each budget beside its
 * figures, writes bench/results.md, and exits non-zero naming each missed
 * budget (for a page past the first round trip, what its bytes are spent
 * on). Timings belong here, never in timed tests.
 *
 *   --bytes        bytes only, no Lighthouse (deterministic, about a minute)
 *   --pages LIST   only these pages, comma-separated: a URL (`/en-gb/contact`),
 *                  a path in every locale (`/contact`), that URL alone after
 *                  `=` (`=/contact`, the en-US page), or a prefix ending in
 *                  `*` (`/en-au/*`, `/blog/*`); a subset prints, it writes no file
 *   --no-build     measure the build already in dist/client
 *   --rounds N     interleaved Lighthouse rounds at least, every page, the blank
 *                  page and the peers once in each; medians over them (default 7)
 *   --max-rounds M and after the N-th, one more round at a time until every
 *                  verdict is settled (scripts/bench-relative.ts), M at most
 *                  (default 16; equal to N for exactly N rounds)
 *   --peers DIR    the folder of the peers' static builds (or the environment's
 *                  THRIVE_BENCH_PEERS); without it the peers are not measured
 *                  and the articles' verdict against them is skipped, as the
 *                  bench says
 *   --out FILE     write the report there too (a subset writes none by default)
 *   --press        adds the first press on each island (scripts/bench-press.ts)
 *   --shell        Lighthouse in Chromium's headless shell instead of the whole
 *                  browser: a diagnostic of what the pages cost apart from the
 *                  browser's UI on a small machine, never the verdict; with
 *                  --pages only (docs/performance.md, *The browser's own UI*)
 *   --applied      every figure with Lighthouse's applied throttling (`devtools`)
 *                  instead of its simulation: the page slowed as it loads and
 *                  each figure read from what happened; a diagnostic of where
 *                  the tasks fall around the real first paint, not the verdict
 *                  (which takes only TBT between sites from applied runs); with
 *                  --pages only (docs/performance.md, *Where it stands*)
 */
import { execSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './browser'
import { measureBytes, type Bytes } from './bench-bytes'
import { budgets, firstScreenViewport, firstScreenWhy, heldToFirstScreen, inFirstRoundTrip, int, jsWhy, jsWithin, kb, longPageText, longWhy, pageStates, sentWhy } from './bench-budgets'
import { lighthouseRun, median, medianFigures, type Lighthouse } from './bench-lighthouse'
import { measureFirstPresses } from './bench-press'
import { appliedId, appliedTwins, comparisonMargin, interleavedRounds, noiseMargin, peersVariable, serveReferences, settledProbability, settling, worseProbability, writeRounds, type Target } from './bench-relative'
import { createSiteServer } from './server/serve'
import { prerenderedPages, type SitePage } from './site-pages'

const { values: options } = parseArgs({
  options: {
    bytes: { type: 'boolean', default: false },
    pages: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '7' },
    'max-rounds': { type: 'string', default: '16' },
    peers: { type: 'string' },
    out: { type: 'string' },
    press: { type: 'boolean', default: false },
    shell: { type: 'boolean', default: false },
    applied: { type: 'boolean', default: false },
  },
})
if (options.shell && !options.pages) throw new Error('--shell is a diagnostic of some pages: name them with --pages')
if (options.applied && !options.pages) throw new Error('--applied is a diagnostic of some pages: name them with --pages')
const lighthouseBrowser = options.shell ? 'shell' : 'whole'
const lighthouseThrottling = options.applied ? 'devtools' : 'simulate'
// Said wherever the report says how it measured: either diagnostic is not the verdict.
const diagnostics = [
  ...(options.shell ? ["in Chromium's headless shell (--shell)"] : []),
  ...(options.applied ? ["with Lighthouse's applied throttling (--applied)"] : []),
]
const minRounds = Number(options.rounds)
// With one round there is no noise to measure, so no relative verdict.
if (!Number.isInteger(minRounds) || minRounds < 2) throw new Error(`--rounds takes a whole number of at least 2, not ${options.rounds}`)
const maxRounds = Math.max(minRounds, Number(options['max-rounds']))
if (!Number.isInteger(maxRounds)) throw new Error(`--max-rounds takes a whole number, not ${options['max-rounds']}`)
/** How many rounds ran (set once Lighthouse has run). */
let rounds = minRounds
const peersOption = options.peers ?? process.env[peersVariable]
const peersDir = peersOption ? resolve(peersOption) : undefined

// The budgets, and what counts as within them (a long page, its first
// screen): scripts/bench-budgets.ts, which `npm test` holds every page to as
// well (e2e/bytes.spec.ts). The bench names each long page with its figures.
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
    item.startsWith('=')
      ? page.url === item.slice(1)
      : item.endsWith('*')
        ? page.url.startsWith(item.slice(0, -1)) || page.path.startsWith(item.slice(0, -1))
        : page.url === item || page.path === item,
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
// A page's states that load code its plain load does not (`pageStates`).
const stateUrls = pageStates(sitePages)
for (const url of stateUrls) bytes.set(url, await measureBytes(context, origin, url))
await browser.close()

type Key = 'tbt' | 'lcp'
const keys: Key[] = ['lcp', 'tbt']
const isArticle = (page: SitePage) => page.path.startsWith('/blog/')
let references: Target[] = []
/** The articles and the peers measured again with applied throttling, for TBT between sites (none under --applied, where every run is). */
let twins: Target[] = []
/** The runs an article's TBT against the peers is read from: the applied twins', or every run's under --applied. */
const tbtBetweenSites = (id: string) => (options.applied ? id : appliedId(id))

/** One verdict: a page's median against the blank page's or the best peer's, by the noise of the two (`comparisonMargin`). */
type Comparison = { url: string; key: Key; against: 'blank' | 'peer'; value: number; reference: number; referenceLabel: string; margin: number; probability: number; state: ReturnType<typeof settling> }

/**
 * The relative verdict on timings, from the runs so far (`n` rounds). A page
 * fails when its median TBT or LCP is worse than the blank page's by more
 * than the noise margin: how far apart two medians of this many runs of one
 * and the same target fall, measured in this bench from the page's own runs
 * and from the blank page's, the larger (`comparisonMargin`). An article
 * (`/blog/…`, every locale: the peers are an article) fails when its TBT or
 * LCP is worse than the best peer's median by more than the same noise of the two.
 * Each verdict stands only once settled (`worseProbability`, `settling`):
 * while the rounds go on, an open one asks for another round.
 */
function judge(runs: ReadonlyMap<string, readonly Lighthouse[]>, n: number) {
  const figures = (id: string, key: Key) => (runs.get(id) ?? []).map((run) => run[key])
  const blankRuns = runs.get('blank') ?? []
  // The blank page's own noise, shown in the report; each verdict's margin is the larger of its two sides'.
  const margin = { tbt: noiseMargin(figures('blank', 'tbt'), n), lcp: noiseMargin(figures('blank', 'lcp'), n) }
  // Against the peers, TBT from the applied runs and LCP from the simulation.
  const betweenSites = (id: string, key: Key) => (key === 'tbt' ? tbtBetweenSites(id) : id)
  const best = Object.fromEntries(
    keys.map((key) => {
      const measured = references
        .filter((t) => t.kind === 'peer' && figures(betweenSites(t.id, key), key).length > 0)
        .map((t) => ({ id: betweenSites(t.id, key), label: t.label, value: median(figures(betweenSites(t.id, key), key)) }))
      return [key, measured.length === 0 ? null : measured.reduce((lowest, peer) => (peer.value < lowest.value ? peer : lowest))]
    }),
  ) as Record<Key, { id: string; label: string; value: number } | null>
  const comparisons: Comparison[] = []
  for (const sitePage of sitePages) {
    const url = sitePage.url
    if (figures(url, 'tbt').length === 0) continue
    for (const key of keys) {
      const compare = (against: 'blank' | 'peer', pageId: string, id: string, referenceLabel: string) => {
        const [page, reference] = [figures(pageId, key), figures(id, key)]
        if (page.length === 0) return
        const by = comparisonMargin(page, reference, n)
        const probability = worseProbability(page, reference, by)
        comparisons.push({ url, key, against, value: median(page), reference: median(reference), referenceLabel, margin: by, probability, state: settling(probability) })
      }
      if (blankRuns.length > 0) compare('blank', url, 'blank', 'the blank page')
      const peer = best[key]
      if (isArticle(sitePage) && peer) compare('peer', betweenSites(url, key), peer.id, peer.label)
    }
  }
  return { margin, best, blankRuns, comparisons }
}

// Lighthouse: every page side by side with the blank page and the peers,
// interleaved round by round (scripts/bench-relative.ts) until every verdict
// is settled; each one's runs and their medians, keyed by target id (a page's
// id is its URL).
const lighthouse = new Map<string, Lighthouse | null>()
const lighthouseRuns = new Map<string, Lighthouse[]>()
if (!options.bytes) {
  const dir = join(root, 'bench', 'lighthouse')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const served = await serveReferences(peersDir)
  references = served.targets
  const pageTargets: Target[] = sitePages.map((p) => ({ id: p.url, label: p.url, kind: 'page' as const, origin, path: p.url }))
  const articles = new Set(sitePages.filter(isArticle).map((p) => p.url))
  twins = options.applied ? [] : appliedTwins([...references, ...pageTargets], (target) => articles.has(target.id))
  const targets: Target[] = [...references, ...pageTargets, ...twins]
  const fileOf = (target: Target, round: number) => join(dir, `${target.id.replace(/\W+/g, '_') || 'home'}-${round + 1}.json`)
  const settled = (runs: ReadonlyMap<string, readonly Lighthouse[]>, n: number) => {
    const open = judge(runs, n).comparisons.filter((c) => c.state === 'open')
    console.error(`After round ${n}: ${open.length === 0 ? 'every verdict settled' : `${open.length} open (${open.map((c) => `${c.url} ${c.key.toUpperCase()} against ${c.against === 'blank' ? 'the blank page' : 'the best peer'}, ${c.probability.toFixed(2)}`).join('; ')})`}`)
    return open.length === 0
  }
  const measured = await interleavedRounds(targets, { min: minRounds, max: maxRounds, settled }, (target, round) => lighthouseRun(target.origin + target.path, fileOf(target, round), lighthouseBrowser, target.throttling ?? lighthouseThrottling))
  served.close()
  rounds = measured.rounds
  for (const [id, runs] of measured.runs) {
    lighthouseRuns.set(id, runs)
    lighthouse.set(id, medianFigures(runs))
  }
  writeRounds(dir, Object.fromEntries(targets.map((t) => [t.label, lighthouseRuns.get(t.id)!.map(({ lcp, tbt, benchmarkIndex }) => ({ lcp, tbt, benchmarkIndex }))])))
}
const presses = options.press ? await measureFirstPresses(origin) : []
server.close()

const peers = references.filter((t) => t.kind === 'peer')
const peersMeasured = peers.length > 0
const { margin, best, blankRuns, comparisons } = judge(lighthouseRuns, rounds)
const openVerdicts = comparisons.filter((c) => c.state === 'open')
/** How many rounds ran and why they stopped there. */
const roundsText = () =>
  minRounds === maxRounds
    ? `exactly ${rounds}, as asked`
    : openVerdicts.length === 0
      ? `at least ${minRounds}, then until every verdict was settled: ${rounds === minRounds ? `settled after the first ${minRounds}` : `settled after round ${rounds}`}`
      : `at least ${minRounds}, then until every verdict was settled, at most ${maxRounds}: ${openVerdicts.length} still open after round ${rounds}, each marked ≈ and named below`

// Each figure against its budget: the misses, named, fail the bench.
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
/** JS with every island live against its budget: a page's, or a page state's. */
const jsCell = (url: string, b: Bytes) =>
  cell(url, jsWithin(b.js), against(b.js, budgets.jsGzip, kb, (value) => (value / 1024).toFixed(2)), `JS with every island live (KB gzip, ≤ ${kb(budgets.jsGzip)})`, jsWhy(b))

const signedWith = (format: (value: number) => string) => (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${format(Math.abs(value))}`
const signed = signedWith(int)
/**
 * A page's median against the blank page's or the best peer's: the
 * difference, failing when settled worse. One still open after the last
 * round is not shown worse by more than the margin: it passes, marked ≈ and
 * named below the table (a difference this machine could not resolve in that
 * many rounds).
 */
function verdictCell(url: string, key: Key, side: 'blank' | 'peer'): string {
  const c = comparisons.find((comparison) => comparison.url === url && comparison.key === key && comparison.against === side)
  if (side === 'peer' && !peersMeasured) return 'not measured'
  if (!c) {
    misses.push({ url, what: `${key.toUpperCase()}: ${side === 'blank' ? 'no blank page to compare with (its runs failed)' : "nothing to compare with the peers (every peer's runs failed, or this page's applied runs)"}` })
    return '✗'
  }
  const over = c.value - c.reference
  const shown = `${against(over, c.margin, signed, signedWith(oneDecimal))} (±${int(c.margin)})`
  const why = `${int(c.value)} against ${int(c.reference)}, ${c.referenceLabel}; worse by more than ${int(c.margin)} in ${Math.round(c.probability * 100)}% of draws`
  if (c.state === 'open') return `${shown} ≈`
  const what = `${key.toUpperCase()} over ${side === 'blank' ? "the blank page's" : "the best peer's"} (ms, by more than the noise, ±${int(c.margin)})`
  return cell(url, c.state === 'within', shown, what, why)
}

const marginText = (key: Key) => (Number.isFinite(margin[key]) ? `+${int(margin[key])}` : 'n/a')
const lighthouseHeader = [
  'runs',
  'LCP ms',
  'LCP − blank (± noise)',
  'LCP − best peer (± noise, articles)',
  'TBT ms',
  'TBT − blank (± noise)',
  'TBT − best peer (± noise, articles; applied throttling)',
  'performance (shown)',
  'accessibility (100)',
  'best practices (100)',
  'SEO (100)',
  `CLS (${budgets.cls})`,
]
const rows = sitePages.map((sitePage) => {
  const b = bytes.get(sitePage.url)!
  const l = lighthouse.get(sitePage.url)
  const url = sitePage.url
  const byteCells = [
    // A long page is held to its first screen instead (marked †, named below the table).
    heldToFirstScreen(b) ? `${int(b.sent)} †` : cell(url, inFirstRoundTrip(b.sent), int(b.sent), 'HTML sent (B, ≤ 14,600)', sentWhy(b)),
    cell(url, inFirstRoundTrip(b.firstScreen.sent), int(b.firstScreen.sent), 'first screen sent (B, ≤ 14,600)', firstScreenWhy(b)),
    jsCell(url, b),
    kb(b.jsAtLoad),
  ]
  if (options.bytes) return [url, ...byteCells]
  if (!l) {
    misses.push({ url, what: 'Lighthouse: every run failed' })
    return [url, ...byteCells, ...lighthouseHeader.map(() => '✗')]
  }
  const article = isArticle(sitePage)
  return [
    url,
    ...byteCells,
    `${lighthouseRuns.get(url)!.length}`,
    int(l.lcp),
    verdictCell(url, 'lcp', 'blank'),
    article ? verdictCell(url, 'lcp', 'peer') : '',
    int(l.tbt),
    verdictCell(url, 'tbt', 'blank'),
    article ? verdictCell(url, 'tbt', 'peer') : '',
    // Shown, not judged: a score of the same timings against absolute thresholds (docs/performance.md, *The verdict*).
    String(l.performance),
    cell(url, l.accessibility === budgets.score, String(l.accessibility), 'accessibility'),
    cell(url, l.bestPractices === budgets.score, String(l.bestPractices), 'best practices'),
    cell(url, l.seo === budgets.score, String(l.seo), 'SEO'),
    cell(url, l.cls <= budgets.cls, against(l.cls, budgets.cls, (value) => value.toFixed(3), (value) => value.toExponential(1)), 'CLS (= 0)'),
  ]
})
const header = [
  'page',
  `HTML sent, B (≤ ${int(budgets.sent)}; † long page)`,
  `first screen sent, B (≤ ${int(budgets.sent)})`,
  `JS KB gzip, every island live (≤ ${kb(budgets.jsGzip)})`,
  'JS KB gzip at load',
  ...(options.bytes ? [] : lighthouseHeader),
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
  const indices = [...lighthouseRuns.values()].flat().flatMap((l) => (l.benchmarkIndex > 0 ? [l.benchmarkIndex] : []))
  if (indices.length === 0) return []
  const sorted = [...indices].sort((a, b) => a - b)
  return ['', `Lighthouse's benchmark index of this machine (its CPU speed; the timings scale with it): median ${int(median(sorted))}, ${int(sorted[0]!)}–${int(sorted.at(-1)!)} across the runs.`]
}

/** Each target's median and the range of its runs, side by side: the blank page, the peers, then the pages. */
function sideBySide(): string[] {
  const spread = (runs: Lighthouse[], key: Key) => {
    const values = runs.map((r) => r[key]).sort((a, b) => a - b)
    return values.length === 0 ? '' : `${int(values[0]!)}–${int(values.at(-1)!)}`
  }
  const targets = [
    ...references.map((t) => ({ id: t.id, label: t.label })),
    ...sitePages.map((p) => ({ id: p.url, label: `Thrive ${p.url}` })),
    ...twins.map((t) => ({ id: t.id, label: t.kind === 'page' ? `Thrive ${t.label}` : t.label })),
  ]
  const body = targets.map(({ id, label }) => {
    const l = lighthouse.get(id)
    const runs = lighthouseRuns.get(id) ?? []
    if (!l) return [label, '0', '✗', '', '✗', '', '']
    return [label, String(runs.length), int(l.lcp), spread(runs, 'lcp'), int(l.tbt), spread(runs, 'tbt'), String(l.performance)]
  })
  const peerLine = peersMeasured
    ? `Peers measured from ${peersDir}: ${peers.map((t) => t.label.replace(/, same article$/, '')).join(', ')}. Best peer: LCP ${best.lcp ? `${int(best.lcp.value)} ms (${best.lcp.label})` : 'none'}, TBT ${best.tbt ? `${int(best.tbt.value)} ms (${best.tbt.label})` : 'none'}.`
    : `**The peers were not measured** (no --peers DIR, no ${peersVariable}): the articles' verdict against the best peer is skipped, not passed.`
  return [
    '## Side by side',
    '',
    `Every target measured once per round in a rotated order, ${rounds} rounds one after another (${roundsText()}), all served by the site's own server (same compression), ${diagnostics.length > 0 ? `${diagnostics.join(' and ')}: a diagnostic, not the verdict` : `in the whole browser with simulated throttling${twins.length > 0 ? ', and the articles and the peers once more with applied throttling (", applied throttling"): TBT between sites is judged from those runs (Lantern miscounts a first layout done before the real paint, GoogleChrome/lighthouse#11677), LCP and the score from the simulation' : ''}`}. Medians over the rounds, and the range of the runs.`,
    '',
    peerLine,
    '',
    `Noise margin of each verdict (± in the table): how far apart two medians of ${rounds} runs of one and the same target fall, the 95th percentile of 10,000 bootstrap draws from its own runs in this bench, for the page and for what it is compared with, the larger of the two. The blank page's own: LCP ${marginText('lcp')} ms, TBT ${marginText('tbt')} ms (from its ${blankRuns.length} runs). A page fails when its median is worse than the blank page's, or an article's than the best peer's, by more. Each verdict stands once it is settled: drawn again from the runs (each side's runs resampled with replacement, 4,000 draws, seeded), the page is worse by more than the margin in at least ${Math.round(settledProbability * 100)}% of draws (fails) or in at most ${Math.round((1 - settledProbability) * 100)}% (passes); in between, another round could turn it, and after the last round it is a difference this machine could not resolve in that many rounds: not shown worse, so it passes, marked ≈ and named under *Not settled*.`,
    '',
    ...table(['target', 'runs', 'LCP ms (median)', 'LCP runs', 'TBT ms (median)', 'TBT runs', 'performance'], body),
    '',
  ]
}
const within = sitePages.filter((p) => inFirstRoundTrip(bytes.get(p.url)!.sent)).length
const longPages = sitePages.filter((p) => heldToFirstScreen(bytes.get(p.url)!))
const lines = [
  '# Bench results',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}: ${pageList ? `${sitePages.length} of ${everyPage.length} pages (--pages ${options.pages})` : `all ${sitePages.length} pages`}, ${options.bytes ? 'bytes only (no Lighthouse)' : `Lighthouse the median of ${rounds} interleaved rounds per page (${roundsText()}), beside the blank page${peersMeasured ? ' and the peers' : ' (the peers not measured)'}${diagnostics.length > 0 ? `, ${diagnostics.join(' and ')}: a diagnostic, not the verdict` : ''}`}.${buildSeconds === null ? '' : ` Build and prerender: ${buildSeconds.toFixed(1)} s (a target of ${buildBudgetSeconds} s, not a budget: it depends on the machine's load).`}`,
  '',
  '## Every page against its budgets',
  '',
  `✗ marks a missed budget; every one is named below the table and fails the bench. "HTML sent" is the page's response as the server sends it, headers and brotli body: within ${int(budgets.sent)} bytes (ten TCP segments) it arrives in the first round trip of a new connection. "First screen sent" is the same for the page's first screen on Lighthouse's phone (${firstScreenViewport.width} × ${firstScreenViewport.height} CSS px, laid out from the HTML with its scripts blocked): the headers and the HTML up to the first element below that screen, brotli. A page past the first round trip passes only if it is a long page (its text alone over ${int(longPageText)} B brotli) and its first screen is within it: † marks it, and it is named below the table. JS is gzip, "every island live" once the bench has reached for every island (and the code fetched at idle is in); "at load" is the page's first script alone. ${options.bytes ? 'Lighthouse was not run (--bytes).' : `Lighthouse: mobile, ${options.applied ? 'applied throttling (--applied: a diagnostic, not the verdict)' : 'simulated throttling'}, the median of each page's runs. LCP and TBT are judged against the blank page measured in the same rounds and, on the articles, against the best peer (TBT from applied throttling there: the articles and the peers are measured with it too, *Side by side*): worse by at most the noise margin (± in the cell: the larger of the two sides' own run-to-run noise, *Side by side* below); accessibility, best practices and SEO 100, CLS 0; the performance score is shown, not judged (a score of the same timings against absolute thresholds).`}`,
  '',
  `Pages sent within the first round trip: ${within} of ${sitePages.length}; long pages past it, held to their first screen: ${longPages.length}.`,
  ...machineSpeed(),
  '',
  ...table(header, rows),
  '',
  ...(options.bytes ? [] : sideBySide()),
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
  ...(openVerdicts.length === 0
    ? []
    : [
        '## Not settled (≈)',
        '',
        `Verdicts still open after ${rounds} rounds: the page's median is worse than the reference's by more than the margin in between ${Math.round((1 - settledProbability) * 100)}% and ${Math.round(settledProbability * 100)}% of the draws. Not shown worse, so not failed; more rounds (--max-rounds) would settle them.`,
        '',
        ...openVerdicts.map((c) => `- ${c.url}: ${c.key.toUpperCase()} against ${c.referenceLabel} (margin ${int(c.margin)} ms): ${int(c.value)} against ${int(c.reference)}, worse by more in ${Math.round(c.probability * 100)}% of draws`),
        '',
      ]),
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
if (options.out) writeFileSync(resolve(options.out), lines.join('\n'))
console.log(lines.join('\n'))
if (!options.bytes && !peersMeasured) console.error(`\nThe peers were not measured (no --peers DIR, no ${peersVariable}): the articles' verdict against them is skipped.`)
if (longPages.length > 0) {
  console.error(`\n${longPages.length} long page${longPages.length === 1 ? '' : 's'} past the first round trip, held to the first screen:`)
  for (const p of longPages) console.error(`  ${p.url}: ${longWhy(bytes.get(p.url)!)}`)
}
if (misses.length > 0) {
  console.error(`\n${misses.length} budget${misses.length === 1 ? '' : 's'} missed:`)
  for (const miss of misses) console.error(`  ${miss.url}: ${miss.what}${miss.why ? ` — ${miss.why}` : ''}`)
  process.exitCode = 1
}
