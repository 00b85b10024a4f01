import { test as base } from '@playwright/test'
import type { Browser } from 'puppeteer-core'
import type { Driver } from './engines/driver'
import { firefoxDriver, launchFirefox } from './engines/firefox'
import { journeys, type Journey } from './engines/journeys'
import { startWebKit, webkitDriver, type WebKitServer } from './engines/webkit'
import { ports } from './ports'

/**
 * The main journeys (engines/journeys.ts) in Firefox and WebKit, on the site
 * as `npm start` serves it (http://localhost). Playwright runs them but opens
 * none of its own browsers here (its Firefox and WebKit builds cannot be
 * downloaded): each engine is Debian's, driven over WebDriver, one per worker,
 * started only when a test asks for it. The Chromium specs cover the same
 * journeys in detail.
 */
const test = base.extend<object, { firefox: Browser; webkit: WebKitServer }>({
  firefox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter's pattern: none.
    async ({}, use) => {
      const browser = await launchFirefox()
      await use(browser)
      await browser.close()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  webkit: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use, workerInfo) => {
      // E2E_DISPLAY: the first display number to use (else Xvfb picks a free one).
      const display = process.env.E2E_DISPLAY ? Number(process.env.E2E_DISPLAY) + workerInfo.parallelIndex : undefined
      const server = await startWebKit(ports.webkitDriver + workerInfo.parallelIndex, display)
      await use(server)
      server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

async function take(journey: Journey, opened: Promise<Driver>) {
  const driver = await opened
  try {
    await journey.run(driver)
  } finally {
    await driver.close()
  }
}

// A browser of their own per journey, over WebDriver, on a loaded machine: more time than a Chromium test.
test.describe('Firefox', () => {
  test.describe.configure({ timeout: 240_000 })
  for (const journey of journeys) test(journey.name, ({ firefox, baseURL }) => take(journey, firefoxDriver(firefox, baseURL!)))
})

test.describe('WebKit', () => {
  test.describe.configure({ timeout: 240_000 })
  for (const journey of journeys) test(journey.name, ({ webkit, baseURL }) => take(journey, webkitDriver(webkit, baseURL!)))
})
