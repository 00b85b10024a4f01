import puppeteer, { type Browser } from 'puppeteer-core'
import type { Driver } from './driver'

/** Debian's Firefox ESR (`firefox-esr`, installed by .ci/run), or FIREFOX_PATH. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Firefox, driven by puppeteer-core over WebDriver BiDi: one browser per worker. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true })
}

/** A fresh profile's worth of state for each journey: a context of its own. */
export async function firefoxDriver(browser: Browser, baseURL: string): Promise<Driver> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  return {
    goto: async (path) => {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })
    },
    click: (selector) => page.click(selector),
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
