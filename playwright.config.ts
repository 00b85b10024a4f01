import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { testLaunchOptions } from './scripts/browser'
import { ports } from './e2e/ports'
import { canRaisePriority } from './e2e/screen-reader/priority'

/**
 * Browser tests run against the built, prerendered site served by `npm start`
 * (the real server: compression, headers, per-locale 404s), plus a second
 * build rendered with the en-XA pseudo-locale for the hard-coded-text test,
 * and the same build on two other hosts (e2e/hosts.spec.ts): Cloudflare's
 * own runtime (`wrangler pages dev`, reading wrangler.toml) and a server that
 * sends no headers at all. Those start after `npm start`, which builds first
 * when there is no build.
 */
const { site: port, pseudo: pseudoPort, cloudflare: cloudflarePort, headerless: headerlessPort, cloudflareInspector } = ports

// The screen-reader journeys run beside the browser tests, on a worker of their
// own that comes first on the processor (e2e/screen-reader/priority.ts), where
// the system allows that priority (root or CAP_SYS_NICE, as in CI); elsewhere,
// or with E2E_SCREEN_READER_BESIDE=0, after them: on the 2-core machine the
// journeys take some 6 minutes alone, and beside the browser tests they end
// before them (e2e/README.md, *Decisions*). They became dependable
// there once keys were held as a person holds them (desktop.ts, `press`).
const screenReaderBeside = process.env.E2E_SCREEN_READER_BESIDE !== '0' && canRaisePriority()
// The browser tests: one worker more than the cores. Each test waits on frames,
// timers and round trips between Playwright and the browser, so two workers left a
// fifth of the 2-core machine idle; with three, the browser tests took 9.6 minutes
// instead of 10.6 and left it 5% idle (e2e/README.md, *Decisions*). One
// more worker for the journeys when they run beside them.
const browserWorkers = Math.max(2, availableParallelism()) + 1
const workers = browserWorkers + (screenReaderBeside ? 1 : 0)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers,
  retries: 0,
  // PLAYWRIGHT_JSON_OUTPUT_NAME=file adds the JSON report, each test's time in it (e2e/README.md, *Running them*).
  // Last, the slowest spec files and tests: a report printed at the end, never a check (e2e/slowestSpecs.ts).
  reporter: [[process.env.CI ? 'dot' : 'list'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []), ['./e2e/slowestSpecs.ts']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: testLaunchOptions,
    reducedMotion: 'reduce',
  },
  projects: [
    // Orca with Firefox ESR and Chromium on a virtual display (e2e/screen-reader/):
    // one desktop, one screen reader, so one worker; it serves the build itself.
    // Listed first, so that beside the browser tests its worker starts at once.
    // `npm run test:screen-reader` runs it alone.
    { name: 'screen-reader', testDir: 'e2e/screen-reader', dependencies: screenReaderBeside ? [] : ['browser'], workers: 1, fullyParallel: false, timeout: 180_000 },
    { name: 'browser', testIgnore: 'screen-reader/**', workers: browserWorkers },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/start.ts',
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // No metrics, and the inspector off the default port (two runs side by side).
      // CLOUDFLARE_CF_FETCH_ENABLED=false: Miniflare uses its placeholder `request.cf`
      // instead of fetching one from workers.cloudflare.com, which offline printed
      // a getaddrinfo ENOTFOUND stack trace per worker (the pages use no `cf` field).
      command: `npx wrangler pages dev --port ${cloudflarePort} --ip localhost --inspector-port ${cloudflareInspector} --log-level warn`,
      env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      url: `http://localhost:${cloudflarePort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'npx tsx scripts/server/headerless.ts',
      env: { PORT: String(headerlessPort) },
      url: `http://localhost:${headerlessPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The pseudo-locale build runs here, after `npm test`'s production build, not
    // beside it: two Vike builds at once delete each other's temporary
    // `+config.ts.build-*.mjs` files. E2E_PSEUDO=0 skips it (a quick run of one spec).
    ...(process.env.E2E_PSEUDO === '0'
      ? []
      : [
          {
            command: 'npx tsx scripts/start.ts',
            env: { PORT: String(pseudoPort), THRIVE_PSEUDO: '1', THRIVE_OUT_DIR: 'dist-pseudo' },
            url: `http://localhost:${pseudoPort}/`,
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]),
  ],
})
