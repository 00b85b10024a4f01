import { chromium } from '@playwright/test'
import { testLaunchOptions } from './scripts/browser'
const browser = await chromium.launch(testLaunchOptions)
for (const mode of ['context', 'emulate']) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: mode === 'context' ? 'dark' : 'light' })
  const page = await context.newPage()
  await page.route('**/assets/static/*.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }))
  await page.goto('http://localhost:5309/faqs')
  if (mode === 'emulate') await page.emulateMedia({ colorScheme: 'dark' })
  console.log(mode, await page.evaluate(() => [matchMedia('(prefers-color-scheme: dark)').matches, getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.documentElement).color, getComputedStyle(document.querySelector('header')!).color, getComputedStyle(document.documentElement).getPropertyValue('--color-ink')]))
  await context.close()
}
await browser.close()
