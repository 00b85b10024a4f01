/**
 * `npx tsx scripts/bench-tbt-sources.ts PAGE…`: where one Lighthouse run's
 * Total Blocking Time comes from, task by task, on the build in dist/client.
 *
 * Lighthouse's TBT is simulated from one trace: each main-thread task's
 * length × the CPU slowdown, placed after a simulated first paint. Its
 * long-tasks list says which tasks were long, not how much each one put into
 * TBT, and a task before the first paint can push others past it. So each
 * page is loaded once (`-GA`: the trace kept) and audited again (`-A`) once
 * per task of over 12 ms, with that task alone cut to 10 ms in the trace:
 * what TBT loses is what the task put in. Beside each task, its length and
 * its thread's own CPU time within it (the rest is the renderer waiting: for
 * a core, or on the browser process), what it did, and whether it ended
 * before the page's first paint as the trace recorded it. Then TBT once more
 * with every task that ended before that paint cut to 10 ms: what the page
 * blocks after its real paint. Lantern counts from a first paint simulated
 * without the navigation's commit unless a render-blocking request hangs off
 * it (GoogleChrome/lighthouse#11677), so a page that paints from its own HTML
 * can have its first layout, done before the real paint, counted as blocking
 * after the simulated one (docs/performance.md, *Where it stands*).
 *
 * One run says nothing of the median (docs/performance.md, *Where it
 * stands*): run it a few times. Build first (`npm run build`).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { lighthouseReport } from './bench-lighthouse'
import { createSiteServer } from './server/serve'

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> }

const pages = process.argv.slice(2)
if (pages.length === 0) throw new Error('Name the pages, e.g. / /en-au/childhood-trauma-help')

const root = join(import.meta.dirname, '..')
const server = (await createSiteServer(join(root, 'dist', 'client'))).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const ms = (microseconds: number) => (microseconds / 1000).toFixed(1)
const urlOf = (event: TraceEvent) => {
  const data = (event.args?.data ?? event.args?.beginData) as { url?: string; documentLoaderURL?: string } | undefined
  return data?.url ?? data?.documentLoaderURL ?? ''
}

/** TBT of the saved run in `dir` (artifacts.json, devtoolslog.json) with `trace` as its trace. */
async function audit(dir: string, trace: unknown): Promise<number> {
  const copy = mkdtempSync(join(tmpdir(), 'thrive-tbt-'))
  try {
    for (const file of ['artifacts.json', 'devtoolslog.json']) cpSync(join(dir, file), join(copy, file))
    writeFileSync(join(copy, 'trace.json'), JSON.stringify(trace))
    return (await lighthouseReport([`-A=${copy}`], join(copy, 'report.json'))).audits['total-blocking-time'].numericValue
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/** A copy of `trace` with each task at `taskIndices` cut to 10 ms, everything inside it in proportion, so each event stays within its task. */
function withTasksCut(trace: { traceEvents: TraceEvent[] }, taskIndices: readonly number[], insideOf: (taskIndex: number) => number[]) {
  const cut = structuredClone(trace)
  for (const taskIndex of taskIndices) {
    const task = trace.traceEvents[taskIndex]!
    const scale = 10_000 / (task.dur ?? 10_000)
    for (const index of insideOf(taskIndex)) {
      const event = cut.traceEvents[index]!
      event.ts = task.ts + (event.ts - task.ts) * scale
      if (event.dur) event.dur *= scale
    }
    cut.traceEvents[taskIndex]!.dur = 10_000
  }
  return cut
}

for (const page of pages) {
  const address = origin + page
  const dir = mkdtempSync(join(tmpdir(), 'thrive-run-'))
  try {
    // Chromium now and then records no navigation start (NO_NAVSTART): one more try.
    const gather = () => lighthouseReport([address, `-GA=${dir}`], join(dir, 'report.json'))
    const report = await gather().catch(gather)
    const trace = JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8')) as { traceEvents: TraceEvent[] }
    const events = trace.traceEvents
    // The page's renderer main thread: the one that parsed its HTML.
    const parse = events.find((event) => event.name === 'ParseHTML' && urlOf(event).startsWith(address))
    const start = events.find((event) => event.name === 'navigationStart' && urlOf(event).startsWith(address))
    if (!parse || !start) throw new Error(`${page}: no parse or navigation start of the page in the trace`)
    const onThread = (event: TraceEvent) => event.pid === parse.pid && event.tid === parse.tid
    const indices = (keep: (event: TraceEvent) => boolean) => events.flatMap((event, index) => (keep(event) ? [index] : []))
    const tasks = indices((event) => onThread(event) && event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 12_000 && event.ts > start.ts)

    // The first paint as the browser recorded it on the page's renderer (not Lantern's simulated one).
    const painted = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid && event.ts > start.ts)
    const inside = (taskIndex: number) => {
      const task = events[taskIndex]!
      return indices((event) => event !== task && onThread(event) && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0))
    }
    const beforePaint = (taskIndex: number) => painted !== undefined && events[taskIndex]!.ts + (events[taskIndex]!.dur ?? 0) <= painted.ts

    const tbt = await audit(dir, trace)
    const simulatedPaint = Math.round(report.audits['first-contentful-paint'].numericValue)
    console.log(`\n${page}: TBT ${Math.round(tbt)} ms (${Math.round(report.audits['total-blocking-time'].numericValue)} in the run's report), benchmark index ${Math.round(report.environment.benchmarkIndex)}`)
    console.log(`  first paint: at ${painted ? ms(painted.ts - start.ts) : '?'} ms in the trace, ${simulatedPaint} ms simulated`)
    console.log('  at ms | long ms | CPU ms | ended  | TBT without it | what it did')
    for (const taskIndex of tasks) {
      const task = events[taskIndex]!
      const without = await audit(dir, withTasksCut(trace, [taskIndex], inside))
      const kinds = new Map<string, number>()
      for (const event of inside(taskIndex).map((index) => events[index]!))
        if (event.ph === 'X' && event.dur && !/RunTask|ThreadController|mojo|Watcher|Microtask/.test(event.name)) kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur)
      const what = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, time]) => `${name} ${ms(time)}`).join(', ')
      const ended = painted === undefined ? '?' : beforePaint(taskIndex) ? 'before' : 'after'
      console.log(`  ${ms(task.ts - start.ts).padStart(5)} | ${ms(task.dur ?? 0).padStart(7)} | ${(task.tdur === undefined ? '?' : ms(task.tdur)).padStart(6)} | ${ended.padEnd(6)} | ${String(Math.round(without)).padStart(4)} (${Math.round(without - tbt) > 0 ? '+' : ''}${Math.round(without - tbt)}) | ${what}`)
    }
    const prePaint = tasks.filter(beforePaint)
    if (prePaint.length > 0)
      console.log(`  TBT with the ${prePaint.length} task${prePaint.length === 1 ? '' : 's'} that ended before the first paint cut to 10 ms: ${Math.round(await audit(dir, withTasksCut(trace, prePaint, inside)))}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
server.close()
