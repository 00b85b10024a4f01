import puppeteer, { type Browser } from 'puppeteer-core'
import { pressMs } from '../press'
import type { Driver } from './driver'

/** Debian's Firefox ESR (`firefox-esr`, installed by .ci/run), or FIREFOX_PATH. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Firefox, driven by puppeteer-core over WebDriver BiDi: one browser per worker. */
export function launchFirefox(): Promise<Browser> {
  // acceptInsecureCerts: the neutral stand-in's certificate is made at test time (engines/neutralSite.ts).
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, acceptInsecureCerts: true })
}

/**
 * A fresh profile's worth of state for each journey: a context of its own.
 * With `proxy` (`host:port`), every host but localhost is reached through it
 * (the exit's neutral stand-in, engines/neutralSite.ts).
 */
export async function firefoxDriver(browser: Browser, baseURL: string, proxy?: string): Promise<Driver> {
  const context = await browser.createBrowserContext(proxy ? { proxyServer: proxy, proxyBypassList: ['localhost', '127.0.0.1'] } : {})
  const page = await context.newPage()
  return {
    goto: async (path, wait = 'load') => {
      await page.goto(new URL(path, baseURL).href, { waitUntil: wait === 'load' ? 'load' : 'domcontentloaded' })
    },
    click: (selector) => page.click(selector),
    pointerPress: async (selector, holdMs = pressMs) => {
      const element = await page.waitForSelector(selector)
      await element!.evaluate((target) => target.scrollIntoView({ block: 'center', behavior: 'instant' }))
      // Where it is drawn now: no waiting for it to be still, as puppeteer's click() would not either.
      const box = await element!.boundingBox()
      if (!box) throw new Error(`Not on screen: ${selector}`)
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await new Promise((held) => setTimeout(held, holdMs))
      await page.mouse.up()
    },
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    // Arguments are plain strings and numbers, which puppeteer's types cannot see through a generic.
    evaluate: <T, A extends (string | number)[]>(fn: (...args: A) => T | Promise<T>, ...args: A) =>
      page.evaluate(fn as unknown as (...args: (string | number)[]) => Promise<T>, ...args) as Promise<T>,
    resize: (width, height) => page.setViewport({ width, height }),
    url: async () => page.url(),
    close: () => context.close(),
  }
}
