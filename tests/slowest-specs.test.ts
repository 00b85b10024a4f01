import { describe, expect, it, vi } from 'vitest'
import type { FullConfig, FullResult, TestCase, TestResult } from '@playwright/test/reporter'
import SlowestSpecsReporter, { slowestSpecs, slowestSpecsReport, type TestTime } from '../e2e/slowestSpecs'

const time = (file: string, title: string, seconds: number, project = 'browser'): TestTime => ({ file, title, project, ms: seconds * 1000 })

const times = [
  time('sweep.spec.ts', 'every page › /', 40),
  time('sweep.spec.ts', 'every page › /about', 35),
  time('engines.spec.ts', 'WebKit scrolls every page (part 1 of 8)', 90),
  time('feed.spec.ts', 'the feed is valid', 2),
  time('screen-reader/quiz.spec.ts', 'the quiz (en-GB, firefox)', 60, 'screen-reader'),
]

describe('slowestSpecs', () => {
  it("sums each file's tests and puts the file with the most test time first", () => {
    const summary = slowestSpecs(times)
    expect(summary.tests).toBe(5)
    expect(summary.ms).toBe(227_000)
    expect(summary.files).toEqual([
      { file: 'engines.spec.ts', tests: 1, ms: 90_000 },
      { file: 'sweep.spec.ts', tests: 2, ms: 75_000 },
      { file: 'screen-reader/quiz.spec.ts', tests: 1, ms: 60_000 },
      { file: 'feed.spec.ts', tests: 1, ms: 2_000 },
    ])
  })

  it('keeps the slowest files and tests it is asked for, slowest first', () => {
    const summary = slowestSpecs(times, { files: 2, tests: 3 })
    expect(summary.files.map((file) => file.file)).toEqual(['engines.spec.ts', 'sweep.spec.ts'])
    expect(summary.slowest.map((test) => test.ms / 1000)).toEqual([90, 60, 40])
    // The totals stay the whole run's.
    expect(summary.ms).toBe(227_000)
  })

  it('orders files of equal time by name, so two runs print alike', () => {
    const summary = slowestSpecs([time('b.spec.ts', 'b', 1), time('a.spec.ts', 'a', 1)])
    expect(summary.files.map((file) => file.file)).toEqual(['a.spec.ts', 'b.spec.ts'])
  })
})

describe('slowestSpecsReport', () => {
  it('names the run, each file with its share of the test time, and each slow test with its project', () => {
    const lines = slowestSpecsReport(slowestSpecs(times, { files: 2, tests: 2 }), { ms: 120_000, workers: 3 })
    expect(lines).toEqual([
      'Slowest specs (a report, not a check): 5 tests, 3.8 min of test time in 2.0 min on 3 workers.',
      '  1.5 min  40%  engines.spec.ts (1 test)',
      '  1.3 min  33%  sweep.spec.ts (2 tests)',
      'Slowest tests:',
      '  90.0 s  engines.spec.ts › WebKit scrolls every page (part 1 of 8) [browser]',
      '  60.0 s  screen-reader/quiz.spec.ts › the quiz (en-GB, firefox) [screen-reader]',
    ])
  })

  it('says nothing of a run without tests', () => {
    expect(slowestSpecsReport(slowestSpecs([]), { ms: 0, workers: 1 })).toEqual([])
  })
})

describe('the reporter', () => {
  const testCase = (file: string, titlePath: string[]) =>
    ({ location: { file, line: 1, column: 1 }, titlePath: () => titlePath, parent: { project: () => ({ name: 'browser' }) } }) as unknown as TestCase

  it("adds up a test's runs and prints at the end", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const reporter = new SlowestSpecsReporter()
    reporter.onBegin({ rootDir: '/repo/e2e', workers: 3 } as FullConfig)
    const test = testCase('/repo/e2e/engines.spec.ts', ['', 'browser', 'engines.spec.ts', 'WebKit', 'scrolls'])
    reporter.onTestEnd(test, { duration: 30_000 } as TestResult)
    reporter.onTestEnd(test, { duration: 15_000 } as TestResult)
    reporter.onEnd({ status: 'passed', duration: 60_000 } as FullResult)
    const printed = String(log.mock.calls[0]?.[0])
    log.mockRestore()
    expect(printed).toContain('1 test, 0.8 min of test time in 1.0 min on 3 workers.')
    expect(printed).toContain('45.0 s  engines.spec.ts › WebKit › scrolls [browser]')
  })

  it('never fails the run: a test it cannot read is left out, and a report it cannot make is one line', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const reporter = new SlowestSpecsReporter()
    // A configuration without its worker count: the report cannot be made.
    reporter.onBegin({ rootDir: '/repo/e2e' } as FullConfig)
    expect(() => reporter.onTestEnd({} as TestCase, { duration: 1 } as TestResult)).not.toThrow()
    reporter.onTestEnd(testCase('/repo/e2e/feed.spec.ts', ['', 'browser', 'feed.spec.ts', 'the feed']), { duration: 1 } as TestResult)
    expect(() => reporter.onEnd({ status: 'failed', duration: 1 } as FullResult)).not.toThrow()
    const printed = log.mock.calls.map((call) => String(call[0]))
    log.mockRestore()
    expect(printed).toEqual([expect.stringMatching(/^\nSlowest specs: no report \(.+\)\.$/)])
  })
})
