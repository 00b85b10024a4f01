import { relative } from 'node:path'
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * A report, never a check: at the end of a Playwright run (`npm test`), the
 * spec files that took the most test time and the slowest tests, so whoever
 * adds a spec sees what it costs (e2e/README.md, *Running them*). Added beside
 * the list or dot reporter in playwright.config.ts. Nothing here can fail the
 * run: an error in it is printed as one line and the run's outcome stands.
 */

/** One test's time: every run of it (a harness fault's retake included), in ms. */
export type TestTime = { file: string; title: string; project: string; ms: number }

export type SlowestSpecs = {
  /** How many tests, and their time summed. */
  tests: number
  ms: number
  /** The files with the most test time, most first: how many tests each ran, their time summed. */
  files: { file: string; tests: number; ms: number }[]
  /** The slowest tests, slowest first. */
  slowest: TestTime[]
}

/** Sums each file's test time (every project's tests in it) and picks the `files` and `tests` slowest. */
export function slowestSpecs(times: readonly TestTime[], top = { files: 10, tests: 10 }): SlowestSpecs {
  const byFile = new Map<string, { file: string; tests: number; ms: number }>()
  for (const time of times) {
    const file = byFile.get(time.file) ?? { file: time.file, tests: 0, ms: 0 }
    file.tests += 1
    file.ms += time.ms
    byFile.set(time.file, file)
  }
  const slowestFirst = <T extends { ms: number }>(a: T, b: T) => b.ms - a.ms
  return {
    tests: times.length,
    ms: times.reduce((total, time) => total + time.ms, 0),
    files: [...byFile.values()].sort((a, b) => slowestFirst(a, b) || a.file.localeCompare(b.file)).slice(0, top.files),
    slowest: [...times].sort((a, b) => slowestFirst(a, b) || a.file.localeCompare(b.file) || a.title.localeCompare(b.title)).slice(0, top.tests),
  }
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const count = (n: number) => n.toLocaleString('en-US')

/** The report's lines: the run, then the slowest files with their share of the test time, then the slowest tests. */
export function slowestSpecsReport(summary: SlowestSpecs, run: { ms: number; workers: number }): string[] {
  if (summary.tests === 0) return []
  const share = (ms: number) => `${Math.round((100 * ms) / Math.max(summary.ms, 1))}%`.padStart(4)
  const fileWidth = Math.max(...summary.files.map((file) => minutes(file.ms).length))
  const testWidth = Math.max(...summary.slowest.map((test) => seconds(test.ms).length))
  return [
    `Slowest specs (a report, not a check): ${count(summary.tests)} test${summary.tests === 1 ? '' : 's'}, ${minutes(summary.ms)} of test time in ${minutes(run.ms)} on ${count(run.workers)} worker${run.workers === 1 ? '' : 's'}.`,
    ...summary.files.map((file) => `  ${minutes(file.ms).padStart(fileWidth)} ${share(file.ms)}  ${file.file} (${count(file.tests)} test${file.tests === 1 ? '' : 's'})`),
    'Slowest tests:',
    ...summary.slowest.map((test) => `  ${seconds(test.ms).padStart(testWidth)}  ${test.file} › ${test.title}${test.project ? ` [${test.project}]` : ''}`),
  ]
}

export default class SlowestSpecsReporter implements Reporter {
  private readonly times = new Map<TestCase, TestTime>()
  private rootDir = process.cwd()
  private workers = 1

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir
    this.workers = config.workers
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    try {
      const time = this.times.get(test) ?? {
        // Named from the test folder, as e2e/README.md names them (`sweep.spec.ts`, `screen-reader/quiz.spec.ts`).
        file: relative(this.rootDir, test.location.file),
        // The title path is the root, the project and the file, then the describes and the test's own title.
        title: test.titlePath().slice(3).join(' › '),
        project: test.parent.project()?.name ?? '',
        ms: 0,
      }
      time.ms += result.duration
      this.times.set(test, time)
    } catch {
      // A report: a test it could not read is left out of it.
    }
  }

  onEnd(result: FullResult): void {
    try {
      const lines = slowestSpecsReport(slowestSpecs([...this.times.values()]), { ms: result.duration, workers: this.workers })
      if (lines.length > 0) console.log(`\n${lines.join('\n')}`)
    } catch (error) {
      console.log(`\nSlowest specs: no report (${error instanceof Error ? error.message : String(error)}).`)
    }
  }

  printsToStdio(): boolean {
    return false
  }
}
