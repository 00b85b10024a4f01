import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/browser'
import { createSiteServer } from './scripts/server/serve'

const server = (await createSiteServer(join(import.meta.dirname, 'dist', 'client'))).listen(0, '127.0.0.1')
await new Promise((r) => server.once('listening', r))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch(chromiumLaunchOptions)
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  for (const [prefix, tag] of [['', 'us'], ['/en-gb', 'gb']]) {
    await page.goto(`${origin}${prefix}/blog/signs-of-narcissistic-abuse`)
    await page.locator('[data-in-short]').scrollIntoViewIfNeeded()
    await page.locator('[data-in-short]').screenshot({ path: `/tmp/w20/shots/inshort-${tag}-${width}.png` })
    const end = page.locator('[data-review-dates]')
    await end.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `/tmp/w20/shots/end-${tag}-${width}.png` })
    await page.goto(`${origin}${prefix}/childhood-trauma-help`)
    await page.screenshot({ path: `/tmp/w20/shots/guide-top-${tag}-${width}.png` })
    await page.goto(`${origin}${prefix}/nope`)
    await page.screenshot({ path: `/tmp/w20/shots/404-${tag}-${width}.png`, fullPage: width === 375 ? false : true })
  }
  await context.close()
}
await browser.close()
server.close()
