import { chromium } from '@playwright/test'
import { testLaunchOptions } from './scripts/browser'
const browser = await chromium.launch(testLaunchOptions)
const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
const page = await context.newPage()
await page.goto('http://localhost:5300/online-safety')
await page.screenshot({ path: '/tmp/wt58/shots/os-top.png' })
await page.goto('http://localhost:5300/no-such-page')
await page.screenshot({ path: '/tmp/wt58/shots/404-top.png' })
await browser.close()
