import { spawnSync } from 'node:child_process'

/**
 * The screen-reader worker's priority (a nice value: lower comes first): the
 * journeys wait on what Orca says, so they come before anything else running
 * on the machine (another build, a bench, the browser tests when they run
 * beside them). At −5, beside the browser tests, Orca with Firefox twice took
 * over 60 s to answer the first B on the long guide (Firefox's event flood,
 * e2e/README.md); at −15 it answered in time.
 */
export const screenReaderPriority = -15

/**
 * Whether this system lets the suite raise a process's priority that far
 * (root or CAP_SYS_NICE, as in CI), asked of a short-lived child so that the
 * runner itself is not raised: where it cannot, the journeys run after the
 * browser tests even when asked to run beside them (playwright.config.ts).
 */
export function canRaisePriority(): boolean {
  const probe = spawnSync(process.execPath, ['-e', `require('node:os').setPriority(${screenReaderPriority})`], { stdio: 'ignore' })
  return probe.status === 0
}
