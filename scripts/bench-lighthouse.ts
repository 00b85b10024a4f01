/**
 * The bench's Lighthouse runs (scripts/bench.ts): mobile, simulated
 * throttling, run with `npx` so Lighthouse stays out of the app's dependency
 * tree. Lighthouse 13 is the first to read Chromium 15x's traces (12 fails
 * with NO_NAVSTART); it declares Node ≥ 22 but runs on 20 (npx warns
 * EBADENGINE). Its simulated timings are this machine's CPU time × 4 and vary
 * between identical runs: each page is measured several times, interleaved
 * with a blank page and the peers (scripts/bench-relative.ts), and the median
 * kept.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import type { LaunchOptions } from '@playwright/test'
import { chromiumLaunchOptions, testLaunchOptions } from './browser'

export type Lighthouse = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster): simulated timings scale with it. */
  benchmarkIndex: number
}

const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'benchmarkIndex'] as const

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * The features chrome-launcher, which Lighthouse starts Chromium with, turns
 * off (`DEFAULT_FLAGS` in its flags.js, version 1.2.1). Chromium keeps only
 * the last `--disable-features` it is given, so a list of the bench's own
 * must repeat these.
 */
const launcherDisabledFeatures = [
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
]

/**
 * The address bar's popup, a page of Chromium's own UI
 * (`chrome://omnibox-popup.top-chrome/`, and its AI-mode page): Chromium
 * loads it headless too, where nothing shows it, in a renderer of its own
 * that runs script at each navigation. In a traced run of the bench it ran
 * 21 ms of its 42 within the 41 ms in which the measured page committed, on
 * a machine of 2 cores: time that page's renderer spent waiting for a core,
 * which Lighthouse's simulation multiplies by 4 and counts as the page's
 * Total Blocking Time (docs/performance.md, *The browser's own UI*).
 */
const browserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/**
 * The browser Lighthouse measures in: the whole browser, headless (the
 * bench's verdict), or Chromium's headless shell, the same Blink and V8
 * without the browser's UI around the page (`--shell`: a diagnostic of what
 * the page costs apart from that UI on a small machine, docs/performance.md,
 * *The browser's own UI*).
 */
export type LighthouseBrowser = 'whole' | 'shell'

// The shell is headless whatever it is told.
const browsers = {
  whole: { launch: chromiumLaunchOptions, headless: ['--headless=new'] },
  shell: { launch: testLaunchOptions, headless: [] },
} satisfies Record<LighthouseBrowser, { launch: LaunchOptions; headless: string[] }>

const disableFeatures = '--disable-features='

/** The flags Lighthouse starts the bench's Chromium with, after chrome-launcher's own. */
export function lighthouseChromeFlags(args: readonly string[], browser: LighthouseBrowser = 'whole'): string {
  const disabled = [...launcherDisabledFeatures, ...browserUiFeatures]
  for (const arg of args) if (arg.startsWith(disableFeatures)) disabled.push(...arg.slice(disableFeatures.length).split(','))
  const rest = args.filter((arg) => !arg.startsWith(disableFeatures))
  return [...browsers[browser].headless, ...rest, `${disableFeatures}${[...new Set(disabled)].join(',')}`].join(' ')
}

/**
 * Lighthouse's CLI with `args` (a URL to load, or `-A=dir` to audit a saved
 * run again), JSON out, in the bench's Chromium. Asynchronously: the server
 * answering Lighthouse runs in the bench's own process.
 */
export function lighthouseCli(args: string[], browser: LighthouseBrowser = 'whole'): Promise<unknown> {
  const { launch } = browsers[browser]
  return promisify(execFile)(
    'npx',
    ['-y', 'lighthouse@13', ...args, '--quiet', '--output=json', `--chrome-flags=${lighthouseChromeFlags(launch.args ?? [], browser)}`],
    { env: { ...process.env, CHROME_PATH: launch.executablePath }, maxBuffer: 64 * 1024 * 1024 },
  )
}

/**
 * The report of Lighthouse run with `args` (written to `out`); throws when the
 * run failed, whether Lighthouse exited with an error or wrote its error into
 * the report.
 */
export async function lighthouseReport(args: string[], out: string, browser: LighthouseBrowser = 'whole') {
  await lighthouseCli([...args, `--output-path=${out}`], browser)
  const report = JSON.parse(readFileSync(out, 'utf8'))
  // A report with a runtime error (NO_NAVSTART: Chromium recorded no navigation
  // start) has no metrics and a performance score of 0, and would be counted.
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`)
  return report
}

/**
 * How Lighthouse slows the page to a phone's pace: simulated (Lantern, the
 * verdict), or applied while the page loads (`devtools`: the network and CPU
 * throttled through DevTools, each figure read from what happened). Applied
 * is a diagnostic (`--applied`): Lantern times its TBT from a first paint
 * simulated in another graph than the tasks' (GoogleChrome/lighthouse#11677),
 * and applied throttling shows the tasks where they fell around the paint
 * (docs/performance.md, *Where it stands*).
 */
export type LighthouseThrottling = 'simulate' | 'devtools'

/** One Lighthouse run on `address` (its report written to `out`). */
export async function lighthouseRun(address: string, out: string, browser: LighthouseBrowser = 'whole', throttling: LighthouseThrottling = 'simulate'): Promise<Lighthouse> {
  // A failed run is tried once more: Chromium now and then records no navigation start.
  const run = () => lighthouseReport([address, `--throttling-method=${throttling}`], out, browser)
  const report = await run().catch(run)
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
  }
}

/** Each figure's median over several runs of one page, or null when there are none (every run failed). */
export function medianFigures(measured: readonly Lighthouse[]): Lighthouse | null {
  if (measured.length === 0) return null
  return Object.fromEntries(keys.map((key) => [key, median(measured.map((m) => m[key]))])) as Lighthouse
}
