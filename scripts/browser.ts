import type { LaunchOptions } from '@playwright/test'

/**
 * Playwright cannot download its own browsers here: tests use Debian's
 * chromium (installed by .ci/run), or CHROMIUM_PATH. The flags keep it from
 * reaching for the network and let it run as root.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
