/**
 * The bench's relative verdict (scripts/bench.ts, docs/performance.md, *The
 * verdict*). Lighthouse's timings on this shared 2-core machine move more
 * between identical runs than most levers move a page (a blank page alone
 * reads TBT 0–150 ms in the whole browser), so a page is judged against
 * pages measured in the same minutes, served the same way:
 *
 * - a **blank page** (an `<h1>` and a `<p>`: no script, no stylesheet), the
 *   floor of what any page measures here;
 * - the **peers**, the same article built with the tools a team might pick
 *   instead (GOV.UK Frontend, Starlight, Docusaurus), given by the folder that
 *   holds their static builds (`--peers DIR` or `THRIVE_BENCH_PEERS`): they
 *   are never part of this repository.
 *
 * Every target is measured once per round, rounds one after another, each
 * round in a rotated order so that no target always follows the same one,
 * and each target's figure is its median over the rounds. The rounds go on
 * until every verdict is settled, so that a second run would give the same
 * ones: each is drawn again from the runs (`worseProbability`) and stands
 * when 19 draws in 20 agree, or until a cap, where an open verdict is said.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { median, type LighthouseThrottling } from './bench-lighthouse'
import { createSiteServer } from './server/serve'

/**
 * What is measured: a page of the site, the blank page or a peer's article;
 * with Lighthouse's simulated throttling unless `throttling` says otherwise.
 */
export type Target = { id: string; label: string; kind: 'page' | 'blank' | 'peer'; origin: string; path: string; throttling?: LighthouseThrottling }

/**
 * TBT between sites is judged with applied throttling (the team's decision,
 * docs/performance.md): Lantern's simulation times the tasks from a first
 * paint simulated in another graph than theirs, and counts a first layout the
 * page does before its real paint as if it came after (GoogleChrome/lighthouse#11677),
 * which no two sites do alike. So each peer, and each page judged against the
 * peers (`judgedAgainstPeers`), is measured a second time in every round, with
 * applied throttling, for that verdict's TBT; its LCP and score, and every
 * verdict against the blank page, stay the simulation's.
 */
export const appliedId = (id: string) => `${id} (applied)`
export function appliedTwins(targets: readonly Target[], judgedAgainstPeers: (target: Target) => boolean): Target[] {
  return targets
    .filter((target) => target.kind === 'peer' || (target.kind === 'page' && judgedAgainstPeers(target)))
    .map((target) => ({ ...target, id: appliedId(target.id), label: `${target.label}, applied throttling`, throttling: 'devtools' as const }))
}

/**
 * The peers' builds, each a static folder under the peers' directory, and
 * where each serves the article (the folder's README). The article is the
 * en-US "Signs of Narcissistic Abuse".
 */
export const peerArticles = [
  { folder: 'govuk-frontend', label: 'GOV.UK Frontend, same article', path: '/blog/signs-of-narcissistic-abuse/' },
  { folder: 'starlight', label: 'Starlight, same article', path: '/blog/signs-of-narcissistic-abuse/' },
  { folder: 'docusaurus', label: 'Docusaurus, same article', path: '/docs/blog/signs-of-narcissistic-abuse/' },
] as const

/** The floor: a page of a heading and a paragraph, nothing to fetch, nothing to run. */
export const blankPageHtml =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank page</title><meta name="description" content="A blank page: the floor the bench measures every page against."></head><body><main><h1>Blank page</h1><p>A heading and a paragraph: no script, no stylesheet.</p></main></body></html>\n'

/** The environment variable that may name the peers' folder instead of `--peers`. */
export const peersVariable = 'THRIVE_BENCH_PEERS'

async function listen(root: string): Promise<{ server: Server; origin: string }> {
  const server = (await createSiteServer(root)).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/**
 * Serves the blank page and, when `peersDir` is given, each peer's folder,
 * every one by the site's own server (`scripts/server/serve.ts`: the same
 * compression, the same answers), each on a port of its own.
 */
export async function serveReferences(peersDir: string | undefined): Promise<{ targets: Target[]; close: () => void }> {
  const blankRoot = mkdtempSync(join(tmpdir(), 'thrive-bench-blank-'))
  writeFileSync(join(blankRoot, 'index.html'), blankPageHtml)
  const servers: Server[] = []
  const blank = await listen(blankRoot)
  servers.push(blank.server)
  const targets: Target[] = [{ id: 'blank', label: 'blank page', kind: 'blank', origin: blank.origin, path: '/' }]
  if (peersDir) {
    for (const peer of peerArticles) {
      const root = resolve(peersDir, peer.folder)
      if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`--peers ${peersDir}: no folder ${peer.folder} (the peers' README names the three)`)
      const served = await listen(root)
      servers.push(served.server)
      targets.push({ id: `peer-${peer.folder}`, label: peer.label, kind: 'peer', origin: served.origin, path: peer.path })
    }
  }
  return {
    targets,
    close: () => {
      for (const server of servers) server.close()
      rmSync(blankRoot, { recursive: true, force: true })
    },
  }
}

/** Round `round`'s order (counted from 0): the targets rotated by the round, so none always runs right after the same one. */
export function roundOrder<T>(targets: readonly T[], round: number): T[] {
  const shift = targets.length === 0 ? 0 : round % targets.length
  return [...targets.slice(shift), ...targets.slice(0, shift)]
}

/**
 * How many rounds: at least `min`; after each round from then on, `settled`
 * says whether the runs so far decide every verdict (`settling`), and the
 * rounds stop when they do, or at `max`.
 */
export type RoundsRule<T> = { min: number; max: number; settled: (runs: ReadonlyMap<string, readonly T[]>, rounds: number) => boolean; log?: (line: string) => void }

/**
 * Runs `measure` on every target once per round, interleaved (every target
 * within each round, in `roundOrder`), for as many rounds as `rule` takes,
 * and returns each target's runs in round order and how many rounds ran; a
 * failed run is left out (and reported).
 */
export async function interleavedRounds<T>(targets: readonly Target[], rule: RoundsRule<T>, measure: (target: Target, round: number) => Promise<T>): Promise<{ runs: Map<string, T[]>; rounds: number }> {
  const runs = new Map<string, T[]>(targets.map((target) => [target.id, []]))
  const log = rule.log ?? console.error
  let round = 0
  while (round < rule.max) {
    for (const [index, target] of roundOrder(targets, round).entries()) {
      log(`Lighthouse round ${round + 1} (${rule.min}–${rule.max}), ${index + 1}/${targets.length}: ${target.label}`)
      try {
        runs.get(target.id)!.push(await measure(target, round))
      } catch (error) {
        log(`Lighthouse failed for ${target.label} in round ${round + 1}: ${(error as Error).message}`)
      }
    }
    round++
    if (round >= rule.min && rule.settled(runs, round)) break
  }
  return { runs, rounds: round }
}

/** A small seeded generator (mulberry32): the margin is the same for the same runs. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The noise of comparing two medians of `n` runs each, measured from the
 * blank page's own runs (`values`) in this bench: how far apart the medians of
 * two samples of `n` runs drawn from those runs fall (with replacement, as a
 * bootstrap does), the 95th percentile of that distance over `draws` draws.
 * Two pages that measure the same would differ by more only 1 time in 20: a
 * page worse than the blank page's median by more is worse by more than the
 * machine's noise. Deterministic for given runs (a seeded draw).
 */
export function noiseMargin(values: readonly number[], n: number = values.length, draws = 10_000): number {
  if (values.length < 2 || n < 1) return Number.NaN
  const random = seeded(values.length * 7919 + n)
  const sample = () => median(Array.from({ length: n }, () => values[Math.floor(random() * values.length)]!))
  const distances = Array.from({ length: draws }, () => Math.abs(sample() - sample())).sort((a, b) => a - b)
  return distances[Math.floor(0.95 * (draws - 1))]!
}

/**
 * The noise of comparing two targets' medians of `n` runs each: the larger of
 * the two targets' own (`noiseMargin` of each one's runs), so a verdict never
 * rests on a difference smaller than either side moves between identical runs.
 * The blank page's runs alone said too little: where it read TBT 0 in every run
 * its margin was 0, and a page whose own median moved by 10 ms from one run of
 * it to the next was failed, or not, for a median of 5 (two runs of 16 rounds
 * disagreed on three such verdicts, docs/performance.md).
 */
export function comparisonMargin(page: readonly number[], reference: readonly number[], n: number): number {
  return Math.max(noiseMargin(page, n), noiseMargin(reference, n))
}

/**
 * How likely a page's median is worse than a reference's by more than
 * `margin`, from the runs so far: the share of bootstrap draws (each side's
 * runs drawn again with replacement, as many as it has, seeded) in which
 * median(page) − median(reference) > margin. Near 1 or near 0, more rounds
 * would not change the verdict; in between, they could.
 */
export function worseProbability(page: readonly number[], reference: readonly number[], margin: number, draws = 4_000): number {
  if (page.length === 0 || reference.length === 0 || !Number.isFinite(margin)) return Number.NaN
  const random = seeded(page.length * 104_729 + reference.length * 7919 + Math.round(margin))
  const sample = (values: readonly number[]) => median(Array.from(values, () => values[Math.floor(random() * values.length)]!))
  let worse = 0
  for (let draw = 0; draw < draws; draw++) if (sample(page) - sample(reference) > margin) worse++
  return worse / draws
}

/** How sure a verdict must be to stop measuring: 19 draws in 20 on one side. */
export const settledProbability = 0.95

/**
 * A verdict from `worseProbability`: "worse" (fails) or "within" (passes)
 * once the draws agree in 19 of 20, "open" while more rounds could still
 * turn it (and, at the last round, a verdict this machine could not give).
 */
export function settling(probability: number): 'worse' | 'within' | 'open' {
  if (!(probability >= 0)) return 'open'
  if (probability >= settledProbability) return 'worse'
  if (probability <= 1 - settledProbability) return 'within'
  return 'open'
}

/** Writes each run's figures of every target (the raw rounds behind the medians) as JSON, for a second look. */
export function writeRounds(dir: string, rounds: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'rounds.json'), `${JSON.stringify(rounds, null, 1)}\n`)
}
