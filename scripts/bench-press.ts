/**
 * Press-to-response of the first press on each island, under Lighthouse's
 * mobile conditions (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU ×4,
 * set over CDP). The page loads and settles (its load, and the network idle
 * for half a second, so code fetched at idle is in), then a pointer moves to
 * the control and presses as a person does (down, 100 ms, up). Measured in
 * the page, from the pointer's release (its event's time stamp, as INP
 * counts it: a release behind a long task waits before any handler runs) to
 * the DOM change that answers it:
 * the menu's and a question's `aria-expanded`, the quiz's Next enabled, the
 * contact form's field marked invalid. Run by `npm run bench -- --press`, or
 * alone: `npx tsx scripts/bench-press.ts [dist/client]`.
 */
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from './browser'
import { createSiteServer } from './server/serve'

type Case = { island: string; path: string; width: number; prepare?: (page: Page) => Promise<void>; target: string; answered: string }

const cases: Case[] = [
  { island: 'SiteNav (menu)', path: '/about', width: 375, target: 'button[aria-controls="site-nav-links"], nav button', answered: 'nav button[aria-expanded="true"]' },
  { island: 'Accordion (FAQ)', path: '/faqs', width: 412, target: '#questions-title ~ div h3 button', answered: '#questions-title ~ div h3 button[aria-expanded="true"]' },
  { island: 'Accordion (guide)', path: '/narcissistic-abuse-help', width: 412, target: 'section[aria-labelledby="faq-title"] h3 button', answered: 'section[aria-labelledby="faq-title"] h3 button[aria-expanded="true"]' },
  { island: 'Quiz (option → Next enabled)', path: '/healing-quiz', width: 412, target: '[data-island="Quiz"] label', answered: '[data-island="Quiz"] button[type="button"]:not([disabled]):not([aria-disabled="true"]):last-of-type' },
  {
    island: 'ContactForm (Send → error)',
    path: '/contact',
    width: 412,
    // Typed with the keyboard, as a person would: the field takes it before and during hydration.
    prepare: async (page) => {
      await page.locator('input[name="Email"]').focus()
      await page.keyboard.type('b@c')
    },
    target: 'form[method="post"] button[type="submit"]',
    answered: 'form[method="post"] [aria-invalid="true"]',
  },
]

/** Milliseconds from the release of the press to the DOM change that answers it. */
async function measure(origin: string, item: Case): Promise<number | null> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ viewport: { width: item.width, height: 823 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(origin + item.path, { waitUntil: 'networkidle' })
    await item.prepare?.(page)
    await page.locator(item.target).first().scrollIntoViewIfNeeded()
    await page.evaluate((answered) => {
      const record = window as unknown as { released?: number; answeredAt?: number }
      // The release's own time, as INP counts it: a press behind a long task waits before any handler runs.
      document.addEventListener('pointerup', (event) => (record.released ??= event.timeStamp), true)
      new MutationObserver(() => {
        if (record.answeredAt === undefined && document.querySelector(answered)) record.answeredAt = performance.now()
      }).observe(document.documentElement, { subtree: true, attributes: true, childList: true })
    }, item.answered)
    await page.locator(item.target).first().scrollIntoViewIfNeeded()
    const box = await page.locator(item.target).first().boundingBox()
    if (!box) return null
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    await page.mouse.move(x, y, { steps: 2 })
    // Down, and up 100 ms later whatever the page is doing, each stamped with
    // the moment the hand moved: Playwright's mouse.down() returns only once
    // the page has handled the press, so a hold timed after it would start
    // late behind a long task, and the release would seem to wait for nothing.
    const pressedAt = Date.now() / 1000
    const down = cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1, timestamp: pressedAt })
    await new Promise((held) => setTimeout(held, 100))
    await Promise.all([down, cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1, timestamp: pressedAt + 0.1 })])
    await page.waitForFunction(() => (window as unknown as { answeredAt?: number }).answeredAt !== undefined, null, { timeout: 20_000 })
    return await page.evaluate(() => {
      const { released = 0, answeredAt = 0 } = window as unknown as { released?: number; answeredAt?: number }
      return Math.max(0, answeredAt - released)
    })
  } catch {
    return null
  } finally {
    await browser.close()
  }
}

/** Each case `runs` times (a fresh browser each: a first visit), the median kept. */
export async function measureFirstPresses(origin: string, runs = 3): Promise<{ island: string; path: string; ms: number | null }[]> {
  const results = []
  for (const item of cases) {
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const ms = await measure(origin, item)
      if (ms !== null) times.push(ms)
    }
    times.sort((a, b) => a - b)
    results.push({ island: item.island, path: item.path, ms: times.length ? times[Math.floor(times.length / 2)]! : null })
  }
  return results
}

if (process.argv[1]?.endsWith('bench-press.ts')) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'client')
  const server = (await createSiteServer(dir)).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  for (const row of await measureFirstPresses(origin)) console.log(`| ${row.island} | ${row.path} | ${row.ms === null ? 'no answer' : Math.round(row.ms)} |`)
  server.close()
}
