import { chromium } from '@playwright/test'
import { testLaunchOptions } from './scripts/browser'
const base = 'http://localhost:5309'
const items: [string, string, string][] = [
  ['table', '/childhood-trauma-help', '[data-scroll-region]'],
  ['helptypes', '/narcissistic-abuse-help', 'main section:has(h2) >> nth=2'],
  ['comparison', '/blog/healing-from-narcissistic-abuse', 'main article section:has(.bg-therapy-50)'],
  ['timeline', '/blog/healing-from-narcissistic-abuse', 'main ol.border-l-2'],
  ['safety', '/blog/leaving-narcissistic-relationship', 'main li[data-priority] >> nth=0'],
  ['footer', '/about', 'footer'],
  ['header', '/about', 'header'],
  ['cta', '/about', 'main > section:last-of-type'],
]
const browser = await chromium.launch(testLaunchOptions)
for (const [name, url, sel] of items) {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto(base + url)
  await page.locator('html[data-islands-ready]').waitFor({ state: 'attached', timeout: 15000 }).catch(() => {})
  try { await page.locator(sel).first().screenshot({ path: `/tmp/wt58/shots/el-${name}.png` }) } catch (e) { console.log(name, String(e).slice(0, 200)) }
  await context.close()
}
await browser.close()
