import { expect } from '@playwright/test'
import { quizQuestions, quizResults } from '../../content/quiz'
import { exitDestination } from '../../content/exit'
import { until, type Driver } from './driver'
import { neutralTitle } from './neutralSite'
import { pendingSections, scrollDownAndUp } from './reveal'

/**
 * The main journeys, written once against `Driver` and run in Firefox and
 * WebKit (engines.spec.ts), as a person takes them: with motion allowed (each
 * engine's default), pressing what she sees. Chromium runs the same journeys,
 * and every detail of them, in the Playwright specs named beside each.
 */
export interface Journey {
  name: string
  /**
   * The exit's neutral site cannot be reached (her connection dropped): the
   * browser is not given the stand-in (engines/neutralSite.ts), and this
   * machine reaches no outside host.
   */
  unreachable?: boolean
  run(driver: Driver): Promise<void>
}

/** The page's first script has run (it marks the page): the policy let it load. */
const scripted = (driver: Driver) => until(driver, 'the first script', () => document.documentElement.hasAttribute('data-hydrated'))

/** Opens `path`, waiting for its first script. */
export async function open(driver: Driver, path: string) {
  await driver.goto(path)
  await scripted(driver)
}

/** Marks the element whose text is `text` among those `selector` finds, and returns a selector for it. */
async function byText(driver: Driver, selector: string, text: string): Promise<string> {
  const found = await until(
    driver,
    `${selector} reading "${text}"`,
    (selector, text) => {
      const element = [...document.querySelectorAll(selector)].find((candidate) => candidate.textContent?.trim() === text)
      element?.setAttribute('data-journey-target', text)
      return Boolean(element)
    },
    selector,
    text,
  )
  expect(found).toBe(true)
  return `[data-journey-target="${text.replace(/"/g, '\\"')}"]`
}

/** The button of the `index`th question heading `headings` finds, by the heading's id (hydration keeps it). */
async function question(driver: Driver, headings: string, index: number): Promise<string> {
  const id = await until(driver, `${headings} #${index}`, (headings, index) => document.querySelectorAll(headings)[index]?.id, headings, index)
  return `[id="${id}"] button`
}

/** The disclosure `button` is open and its panel shown, or closed and its panel hidden. */
const disclosure = (driver: Driver, button: string, open: boolean) =>
  until(
    driver,
    `${button} ${open ? 'open' : 'closed'}`,
    (button, open) => {
      const element = document.querySelector(button)
      const panel = document.getElementById(element?.getAttribute('aria-controls') ?? '')
      if (element?.getAttribute('aria-expanded') !== open || !panel) return false
      // A closed panel is hidden="until-found" once live (content-visibility: hidden, still a box).
      return open === 'true' ? panel.checkVisibility() : panel.hidden || !panel.checkVisibility()
    },
    button,
    String(open),
  )

/**
 * What the page shows and does while the exit is under way, as one line: its
 * address and `readyState`, whether its content is hidden and the "Loading."
 * overlay is up (leavePage adds the overlay in the same task as, and just
 * before, `location.replace`: with it up, the navigation was asked for), and
 * what is still visible.
 */
const exitState = () => {
  const children = [...document.body.children] as HTMLElement[]
  return JSON.stringify({
    href: location.href,
    readyState: document.readyState,
    overlay: document.querySelector('[data-exit-overlay]')?.textContent ?? null,
    shown: children.filter((child) => !child.hidden && child.tagName !== 'SCRIPT' && child.checkVisibility()).map((child) => child.tagName.toLowerCase() + (child.id ? `#${child.id}` : '') + (child.hasAttribute('data-exit-overlay') ? '[overlay]' : '')),
  })
}

/**
 * Samples the exit under way: the driver's address and, while it is still on
 * the site (`site`, an address of it), `exitState`; each change is kept with
 * its time after the press's command returned.
 */
function exitWatch(driver: Driver, site: string) {
  const pressed = Date.now()
  const seen: string[] = []
  const start = new URL(site).origin
  return {
    /** One sample: the address and, while the site's page is still there, what it shows (undefined once it has gone). */
    async sample(): Promise<{ url: string; state?: string }> {
      const url = await driver.url()
      let state = new URL(url).origin === start ? await driver.evaluate(exitState).catch((error: unknown) => `not readable: ${String(error).split('\n')[0]}`) : undefined
      // The document may be the next one already (a browser's error page starts as about:blank) before the driver's address says so.
      if (state && !state.startsWith('not readable') && new URL((JSON.parse(state) as { href: string }).href).origin !== start) state = undefined
      const line = `driver at ${url}${state ? `; page ${state}` : ''}`
      if (seen.at(-1)?.replace(/^\d+ ms: /, '') !== line) seen.push(`${Date.now() - pressed} ms: ${line}`)
      return { url, state }
    },
    elapsed: () => Date.now() - pressed,
    report: () => `What it showed after the press:\n${seen.join('\n')}`,
  }
}

const pause = () => new Promise((next) => setTimeout(next, 100))

/**
 * Waits until the browser has left the site and shows the neutral site (the
 * stand-in, engines/neutralSite.ts). Failing, it says what the page showed and
 * did meanwhile. `start` is taken before the press.
 */
async function arrivedAtNeutralSite(driver: Driver, start: string) {
  const watch = exitWatch(driver, start)
  for (;;) {
    const { url, state } = await watch.sample()
    // Gone from the site: the neutral site's address, and its page once it has loaded.
    if (state === undefined && url === exitDestination && (await driver.evaluate((title) => document.title === title, neutralTitle).catch(() => false))) return
    if (watch.elapsed() > 30_000) throw new Error(`the neutral site was not shown in 30 s. ${watch.report()}`)
    await pause()
  }
}

export const journeys: Journey[] = [
  {
    // shell.spec.ts "mobile menu"
    name: 'menu: opens, Escape closes it onto its button, a link in it leads on',
    async run(driver) {
      await driver.resize(390, 800)
      await open(driver, '/en-au/about')
      const toggle = 'button[aria-controls="site-nav-links"]'
      await driver.click(toggle)
      await disclosure(driver, toggle, true)
      await driver.evaluate(() => document.querySelector<HTMLElement>('#site-nav-links a')?.focus())
      await driver.press('Escape')
      await disclosure(driver, toggle, false)
      await until(driver, 'focus back on the menu button', (toggle) => document.activeElement === document.querySelector(toggle), toggle)
      await driver.click(toggle)
      await disclosure(driver, toggle, true)
      await driver.click('#site-nav-links a[href="/en-au/faqs"]')
      await until(driver, 'the FAQs page', () => location.pathname === '/en-au/faqs' && document.documentElement.hasAttribute('data-hydrated'))
    },
  },
  {
    // accordion.spec.ts
    name: 'FAQ: an answer opens, and closes when another opens',
    async run(driver) {
      await open(driver, '/faqs')
      const first = await question(driver, '#questions-title ~ div h3[id]', 0)
      const second = await question(driver, '#questions-title ~ div h3[id]', 1)
      await driver.click(first)
      await disclosure(driver, first, true)
      await driver.click(second)
      await disclosure(driver, second, true)
      await disclosure(driver, first, false)
    },
  },
  {
    // guides.spec.ts "guide FAQs"
    name: "guide question: a guide's question opens its answer",
    async run(driver) {
      await open(driver, '/childhood-trauma-help')
      const first = await question(driver, 'section[aria-labelledby="faq-title"] h3[id]', 0)
      await driver.click(first)
      await disclosure(driver, first, true)
    },
  },
  {
    // quiz.spec.ts
    name: 'quiz: five answers lead to the result, focused',
    async run(driver) {
      await open(driver, '/healing-quiz')
      for (const [index, asked] of quizQuestions.entries()) {
        await until(driver, `question ${index + 1}`, (text) => document.querySelector('fieldset legend h2')?.textContent === text, asked.text.defaultMessage as string)
        const answer = asked.options.find((option) => option.weight === 'B')!
        await driver.click(`fieldset label:has(input[type="radio"][value="${answer.value}"])`)
        await until(driver, 'the answer chosen', (value) => document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)?.checked, answer.value)
        const onward = index < quizQuestions.length - 1 ? 'Next' : 'Get Results'
        await until(driver, `${onward} enabled`, (onward) => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === onward && !button.disabled), onward)
        await driver.click(await byText(driver, 'button', onward))
      }
      const heading = `Your healing phase: ${quizResults.B.phase.defaultMessage as string}`
      await until(driver, 'the result, focused', (heading) => document.activeElement?.matches('section[data-result]') && document.activeElement.querySelector('h2')?.textContent === heading, heading)
    },
  },
  {
    // contact.spec.ts "an invalid field blocks sending"
    name: 'contact: invalid fields are named in a focused summary, and nothing typed is lost',
    async run(driver) {
      await open(driver, '/en-gb/contact')
      await driver.type('#contact-Name_First', 'Jane')
      await driver.type('#contact-PhoneNumber_countrycode', '12a')
      await driver.type('#contact-Email', 'b@c')
      await driver.click('form button[type="submit"]')
      const summary = await until(driver, 'the error summary, focused', () => {
        const focused = document.activeElement
        return focused?.matches('[data-error-summary]') ? [...focused.querySelectorAll('a')].map((link) => link.textContent) : null
      })
      // Each error says how to put the value right (contact.spec.ts has the same words).
      expect(summary).toEqual([
        'Enter a phone number using only digits, spaces, brackets, dots or dashes, with your country code, like +44 7700 900123',
        'Enter an email address in the correct format, like name@example.com',
      ])
      const fields = await driver.evaluate(() =>
        ['Name_First', 'PhoneNumber_countrycode', 'Email'].map((name) => {
          const field = document.getElementById(`contact-${name}`) as HTMLInputElement
          return [field.value, field.getAttribute('aria-invalid')]
        }),
      )
      expect(fields).toEqual([['Jane', null], ['12a', 'true'], ['b@c', 'true']])
      expect(await driver.url()).toMatch(/\/en-gb\/contact$/)
    },
  },
  // press.spec.ts: a press made the moment the page has loaded (its load event;
  // nothing waits for the first script or the islands) lands, pressed as a
  // person presses: down, held, up (`pointerPress`).
  {
    name: 'pressed as the page comes alive: the menu toggle opens the menu',
    async run(driver) {
      await driver.resize(390, 800)
      await driver.goto('/en-au/about')
      const toggle = 'button[aria-controls="site-nav-links"]'
      await driver.pointerPress(toggle)
      await disclosure(driver, toggle, true)
    },
  },
  {
    name: 'pressed as the page comes alive: an FAQ’s question opens its answer',
    async run(driver) {
      await driver.goto('/en-gb/faqs')
      const first = await question(driver, '#questions-title ~ div h3[id]', 0)
      await driver.pointerPress(first)
      await disclosure(driver, first, true)
    },
  },
  {
    name: 'pressed as the page comes alive: the quiz’s answer, then Next as soon as it is enabled',
    async run(driver) {
      await driver.goto('/healing-quiz')
      const [first, second] = quizQuestions
      const answer = first!.options[0]!
      await driver.pointerPress(`fieldset label:has(input[type="radio"][value="${answer.value}"])`)
      await until(driver, 'the answer chosen', (value) => document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)?.checked, answer.value)
      const next = await byText(driver, 'button', 'Next')
      await until(driver, 'Next enabled', (next) => document.querySelector<HTMLButtonElement>(next)?.disabled === false, next)
      await driver.pointerPress(next)
      await until(driver, 'question 2', (text) => document.querySelector('fieldset legend h2')?.textContent === text, second!.text.defaultMessage as string)
    },
  },
  {
    // exit.spec.ts
    name: 'exit by the link: the page hides itself and the neutral site is shown',
    async run(driver) {
      await open(driver, '/about')
      const start = await driver.url()
      await driver.click('a[data-exit-this-page]')
      await arrivedAtNeutralSite(driver, start)
    },
  },
  {
    // exit.spec.ts "the neutral site unreachable"
    name: 'exit by the link with the neutral site unreachable: the page’s content is hidden at once and never shown again',
    unreachable: true,
    async run(driver) {
      await open(driver, '/about')
      const start = await driver.url()
      await driver.click('a[data-exit-this-page]')
      // Until the browser shows its own error page in place of the site's, or for 10 s.
      const watch = exitWatch(driver, start)
      for (;;) {
        const { state } = await watch.sample()
        if (state === undefined) break
        // Not readable between two documents (the error page coming): nothing of the site's shows then.
        if (!state.startsWith('not readable')) {
          const shown = JSON.parse(state) as { overlay: string | null; shown: string[] }
          if (shown.overlay !== 'Loading.' || shown.shown.some((element) => !element.endsWith('[overlay]'))) throw new Error(`the site's content showed after the press. ${watch.report()}`)
        }
        if (watch.elapsed() > 10_000) break
        await pause()
      }
    },
  },
  {
    // exit.spec.ts
    name: 'exit by Shift pressed three times: each press announced, then the page leaves',
    async run(driver) {
      await open(driver, '/about')
      const live = () => document.querySelector('[data-exit-status]')?.textContent
      await driver.press('Shift')
      await until(driver, 'the first press announced', (text) => document.querySelector('[data-exit-status]')?.textContent === text, 'Shift, press 2 more times to exit.')
      expect(await driver.evaluate(live)).toBe('Shift, press 2 more times to exit.')
      await driver.press('Shift')
      await until(driver, 'the second press announced', (text) => document.querySelector('[data-exit-status]')?.textContent === text, 'Shift, press 1 more time to exit.')
      const start = await driver.url()
      await driver.press('Shift')
      await arrivedAtNeutralSite(driver, start)
    },
  },
  {
    // exit.spec.ts: what a screen reader's Shift+H changes is read at the next
    // key, in every engine, even before (or without) the event that says so
    name: 'exit by Shift: a caret move and a scroll between presses start the count again, their events held back',
    async run(driver) {
      await open(driver, '/en-gb/online-safety')
      const said = (text: string) => until(driver, `"${text}" said`, (text) => document.querySelector('[data-exit-status]')?.textContent === text, text)
      await driver.press('Shift')
      await said('Shift, press 2 more times to exit.')
      await driver.evaluate(() => {
        for (const type of ['selectionchange', 'scroll']) window.addEventListener(type, (event) => event.stopImmediatePropagation(), true)
        const headings = document.querySelectorAll('main h2')
        document.getSelection()?.collapse(headings[headings.length - 1]!, 0)
        window.scrollBy(0, 80)
      })
      // Counted from one again: without the move this would be the second press, and the next would leave.
      await driver.press('Shift')
      await said('Shift, press 2 more times to exit.')
      await driver.press('Shift')
      await said('Shift, press 1 more time to exit.')
      expect(new URL(await driver.url()).pathname).toBe('/en-gb/online-safety')
    },
  },
  {
    // shell.spec.ts, exit.spec.ts: the thank-you dialog is the browser's own modal <dialog>
    name: 'thank-you: a modal dialog, focused; Shift heard inside it; Escape closes it and clears the query',
    async run(driver) {
      await open(driver, '/en-gb/?submitted=true')
      const opened = await until(driver, 'the thank-you dialog open and focused', () => {
        const dialog = document.querySelector('dialog[open]')
        return dialog?.matches(':modal') && document.activeElement === dialog && dialog.textContent
      })
      expect(opened).toContain('Thank You!')
      await driver.press('Shift')
      await until(driver, 'the press said in the dialog', (text) => document.querySelector('dialog [data-exit-status-line]')?.textContent === text, 'Shift, press 2 more times to exit.')
      await driver.press('Escape')
      await until(driver, 'the dialog closed', () => !document.querySelector('dialog[open]') && window.location.search === '')
      expect(new URL(await driver.url()).pathname).toBe('/en-gb/')
    },
  },
  {
    // local-hours.spec.ts: the session hours in her own zone, found by a worker (components/firstScript/localHours.ts)
    name: 'local hours: her own zone’s hours beneath the spec’s, computed in a worker',
    async run(driver) {
      await open(driver, '/contact')
      const shown = await until(driver, 'the contact page’s hours in the browser’s own zone', () => {
        const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
        // Arizona's clock adds nothing: the box stays empty (en-US prerenders none).
        if (zone === 'America/Phoenix') return 'nothing to add'
        const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value
        const text = document.querySelector('main [data-local-hours]')?.textContent ?? ''
        return text.includes(`That is, in ${name}:`) ? text : ''
      })
      expect(shown).toBeTruthy()
    },
  },
  {
    // shell.spec.ts "sections animate into view"
    name: 'sections: every one shown after scrolling down and back up in steps of 80% of the window',
    async run(driver) {
      await driver.resize(1280, 900)
      for (const path of ['/', '/about']) {
        // From a fresh load, as soon as sections wait to fade in: she need not wait for the page to be laid out.
        await driver.goto(path)
        await pendingSections(driver, path)
        const faded = await scrollDownAndUp(driver)
        expect(faded, `${path}: sections left faded`).toEqual([])
      }
    },
  },
]
