import { spawnSync } from 'node:child_process'
import { setPriority } from 'node:os'
import { test as base, expect } from '@playwright/test'
import { launchBrowser, type Browser, type BrowserName, type BrowserOptions } from './browsers'
import { OrcaStalled, press, startDesktop, type as typeText, type Desktop, type Transcript } from './desktop'
import { serveSite } from './site'
import { screenReaderPriority } from './priority'

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
  /** Presses `key` until Orca names what `match` says (a few times at most, as a person tabs past a link or two); returns that speech. */
  until: (key: string, match: RegExp | string, times?: number) => Promise<string[]>
}

type WorkerFixtures = { desktop: Desktop; site: Awaited<ReturnType<typeof serveSite>>; browsers: { current?: Browser } }
type TestFixtures = { reader: (name: BrowserName, options?: Partial<BrowserOptions>) => Promise<Reader> }

export const test = base.extend<TestFixtures, WorkerFixtures>({
  desktop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      // This worker and all it starts (the display, Orca, the browsers, the
      // site) come well before anything else on the machine, where the system
      // allows it (priority.ts).
      try {
        setPriority(screenReaderPriority)
      } catch {
        // Not permitted: the usual priority (and the journeys run after the browser tests).
      }
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
  // One browser open at a time, kept from one journey to the next while the
  // next asks for the same one (starting a browser is most of a journey's time
  // on a small machine); each journey opens its own page in it.
  browsers: [
    // Closed before the desktop it runs on.
    async ({ desktop: _desktop }, use) => {
      const browsers: { current?: Browser } = {}
      await use(browsers)
      await browsers.current?.close()
    },
    { scope: 'worker' },
  ],
  reader: async ({ desktop, site, browsers }, use, testInfo) => {
    const start = desktop.transcript.mark()
    await use(async (name, options = {}) => {
      const { language, width, height } = { language: 'en-US', width: 1280, height: 900, ...options }
      let browser = browsers.current
      if (browser?.name === name && browser.language !== language) await browser.setLanguage?.(language)
      if (browser && (browser.name !== name || browser.language !== language)) {
        await browser.close()
        browser = browsers.current = undefined
      }
      if (!browser) browser = browsers.current = await launchBrowser(name, desktop.env, desktop.dir, { language, width, height })
      browser.fit(width, height)
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
          // And the page settled (its sections laid out, its islands' code in): laying
          // the sections out floods Orca with Firefox's events, and once, in CI, Orca
          // then answered a journey's first key with nothing for 30 s (e2e/README.md).
          // The journeys hear the patterns; what the flood costs is said there.
          const deadline = Date.now() + 60_000
          while (!(await browser.evaluate<boolean>("return document.documentElement.hasAttribute('data-islands-ready')"))) {
            if (Date.now() > deadline) throw new Error(`${path} never settled (html[data-islands-ready])`)
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
          // Then what Orca says of a new page (its summary, the first line), so a journey's first key starts afresh.
          await transcript.quiet()
        },
        press: (...keys) => {
          const mark = transcript.mark()
          transcript.pressed()
          press(desktop.env, ...keys)
          return mark
        },
        type: (text) => {
          transcript.pressed()
          typeText(desktop.env, text)
        },
        hear: async (keys, match, timeout) => {
          // As a person does, she hears the last words out before the next key
          // (a key pressed while Orca still handled the page's last change was
          // sometimes answered with nothing).
          await transcript.quiet(300)
          const mark = reader.press(...(Array.isArray(keys) ? keys : [keys]))
          return transcript.waitFor(match, mark, timeout)
        },
        until: async (key, match, times = 4) => {
          const found = (said: string[]) => said.some((text) => (typeof match === 'string' ? text.includes(match) : match.test(text)))
          for (let i = 0; i < times; i++) {
            // A key may say nothing and be fine: a Tab onto the skip link Orca already
            // read at load moves nothing it would name. So silence here is pressed
            // past, never taken for a stall (tried: it stalled the exit journeys).
            const mark = reader.press(key)
            // Found, the rest of its utterance is heard out as before a key (`hear`);
            // not found, a second of silence says the key has been answered in full.
            await transcript.quiet(1_000, 20_000, () => found(transcript.since(mark)))
            if (found(transcript.since(mark))) {
              await transcript.quiet(300)
              return transcript.since(mark)
            }
          }
          throw new Error(`${times} × ${key} never reached ${String(match)}. Orca said:\n${transcript.text(transcript.all().length - 4 * times)}`)
        },
      }
      return reader
    })
    // What Orca said in this test, key echo included: read it when a journey fails.
    await testInfo.attach('speech.txt', { body: desktop.transcript.text(start), contentType: 'text/plain' })
  },
})

/**
 * Where the keys were going when Orca stalled: the window with the X input
 * focus (the keys go there) and the page's own focus, to tell a key the
 * browser never had from an answer Orca never gave.
 */
async function focusAtStall(desktop: Desktop, browser: Browser | undefined): Promise<string> {
  const xFocus = spawnSync('xdotool', ['getwindowfocus', 'getwindowname'], { env: desktop.env, encoding: 'utf8', timeout: 5_000 })
  const page = browser
    ? await Promise.race([
        browser.evaluate<string>(
          "const e = document.activeElement; return `${location.pathname}: ${document.hasFocus() ? 'document focused' : 'document not focused'}, active element ${e ? e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.getAttribute('name') ? `[name=${e.getAttribute('name')}]` : '') : 'none'}`",
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve('the page did not answer in 5 s'), 5_000)),
      ]).catch((error: unknown) => `the page could not be read: ${String(error)}`)
    : 'no browser open'
  return `X input focus: ${xFocus.stdout.trim() || xFocus.stderr.trim() || 'none'}\nPage: ${page}`
}

/**
 * How many times a journey is taken again after Orca stalled. Twice, each on a
 * new desktop: in two full runs (2026-11-28 and CI on 2026-11-29) the contact
 * journey in Chromium stalled, and stalled again at a later key when taken
 * again on a new Orca and browser on the same display and bus (e2e/README.md).
 */
const retakes = 2

/** What a journey taken again may add to its time: the 30 s it waited in silence, a new desktop, and the journey itself. */
const retakeTime = 150_000

/**
 * A journey's body, as a test takes it: `test(title, journey(async ({ reader }) => …))`.
 * When Orca stalls (nothing said for 30 s after a key: desktop.ts,
 * OrcaStalled), the body is taken again from its start on a new desktop (its
 * display, bus, AT-SPI and Orca) and a new browser, at most `retakes` times,
 * and the test says so (annotation "Orca restarted", a line in the log, and
 * `stalled Orca N.txt`: where the keys went, what the browser reported
 * focused since the key, and Orca's stack). Anything else fails at once, as
 * does a stall past the last retake.
 */
export function journey(body: (fixtures: Pick<TestFixtures & WorkerFixtures, 'reader' | 'site'>) => Promise<void>) {
  return async ({ reader, site, desktop, browsers }: TestFixtures & WorkerFixtures) => {
    for (let taken = 0; ; taken++) {
      try {
        await body({ reader, site })
        return
      } catch (error) {
        if (!(error instanceof OrcaStalled) || taken === retakes) throw error
        test.info().annotations.push({ type: 'Orca restarted', description: `${error.stall} Taken again on a new desktop, Orca and browser.` })
        const focus = await focusAtStall(desktop, browsers.current)
        const reported = `Focus the browser reported to AT-SPI since the key:\n${desktop.focusReports(error.pressedAt)}`
        // In the log too, stack aside: a CI log may be all there is to read.
        console.warn(`Screen reader, ${test.info().title}: ${error.stall} Starting the desktop, Orca and the browser again to take the journey again.\n${focus}\n${reported}`)
        await browsers.current?.close()
        browsers.current = undefined
        test.setTimeout(test.info().timeout + retakeTime)
        const stack = await desktop.restart()
        await test.info().attach(`stalled Orca ${taken + 1}.txt`, { body: `${focus}\n\n${reported}\n\nOrca's stack:\n${stack}`, contentType: 'text/plain' })
        // E2E_ORCA_STACK=1: the stack in the log as well.
        if (process.env.E2E_ORCA_STACK) console.warn(stack)
      }
    }
  }
}

export { expect }
