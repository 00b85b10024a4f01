import { test as base, expect } from '@playwright/test'
import { launchBrowser, type Browser, type BrowserName, type BrowserOptions } from './browsers'
import { press, startDesktop, type as typeText, type Desktop, type Transcript } from './desktop'
import { serveSite } from './site'

/** A reader with Orca and a browser: keys in, speech out. */
export type Reader = {
  browser: Browser
  transcript: Transcript
  /** The site's origin, e.g. `http://127.0.0.1:41234`. */
  origin: string
  /** Opens a path of the site and waits until Orca has announced the new page and fallen quiet. */
  open: (path: string) => Promise<void>
  /** Presses keys (xdotool names: `h`, `shift+h`, `Tab`, `Return`, `KP_Add`) and returns the mark before them. */
  press: (...keys: string[]) => number
  type: (text: string) => void
  /** Presses keys and waits for an utterance; returns what was said since the press. */
  hear: (keys: string | string[], match: RegExp | string, timeout?: number) => Promise<string[]>
}

type WorkerFixtures = { desktop: Desktop; site: Awaited<ReturnType<typeof serveSite>> }
type TestFixtures = { reader: (name: BrowserName, options?: Partial<BrowserOptions>) => Promise<Reader> }

export const test = base.extend<TestFixtures, WorkerFixtures>({
  desktop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const desktop = await startDesktop()
      await use(desktop)
      await desktop.close()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      const site = await serveSite()
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
  reader: async ({ desktop, site }, use, testInfo) => {
    const opened: Browser[] = []
    const start = desktop.transcript.mark()
    await use(async (name, options = {}) => {
      const browser = await launchBrowser(name, desktop.env, desktop.dir, { language: 'en-US', width: 1280, height: 900, ...options })
      opened.push(browser)
      const transcript = desktop.transcript
      const reader: Reader = {
        browser,
        transcript,
        origin: site.origin,
        open: async (path) => {
          const mark = transcript.mark()
          await browser.goto(`${site.origin}${path}`)
          const title = await browser.evaluate<string>('return document.title')
          await transcript.waitFor(title, mark, 60_000)
          // Then what Orca says of a new page (its summary, the first line), so a journey's first key starts afresh.
          await transcript.quiet()
        },
        press: (...keys) => {
          const mark = transcript.mark()
          press(desktop.env, ...keys)
          return mark
        },
        type: (text) => typeText(desktop.env, text),
        hear: async (keys, match, timeout) => {
          const mark = reader.press(...(Array.isArray(keys) ? keys : [keys]))
          return transcript.waitFor(match, mark, timeout)
        },
      }
      return reader
    })
    // What Orca said in this test, key echo included: read it when a journey fails.
    await testInfo.attach('speech.txt', { body: desktop.transcript.text(start), contentType: 'text/plain' })
    for (const browser of opened) await browser.close()
  },
})

export { expect }
