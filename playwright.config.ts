import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/browser'

/**
 * Browser tests run against the built, prerendered site served by `npm start`
 * (the real server: compression, headers, per-locale 404s), plus a second
 * build rendered with the en-XA pseudo-locale for the hard-coded-text test.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
const pseudoPort = port + 1

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['dot']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    reducedMotion: 'reduce',
  },
  webServer: [
    {
      command: 'npx tsx scripts/start.ts',
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // E2E_PSEUDO=0 skips the pseudo-locale build (for a quick run of one spec).
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
