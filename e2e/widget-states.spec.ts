import type { Page } from '@playwright/test'
import { IntlMessageFormat } from 'intl-messageformat'
import type { MessageDescriptor } from 'react-intl'
import { shellMessages } from '../components/shell/shellMessages'
import { quizMessages } from '../content/quiz'
import { searchMessages } from '../content/search'
import { readCatalogue } from '../scripts/i18n/catalogue'
import { contactFormMessages } from '../pages/contact/formMessages'
import { treeFindings } from './accessibilityTree'
import { axeViolations } from './axe'
import { showColourScheme } from './colourScheme'
import { clickableFindings } from './clickable'
import { equalAccessViolations } from './equal-access'
import { expect, test } from './fixtures'
import { viewports } from './site'
import { helplinesInCountry } from '../content/crisis'
import { THANK_YOU_DISMISS_MS } from '../pages/index/ThankYouOverlay'

/**
 * The shared widgets in the states a page sweep never reaches (it checks each
 * page as loaded): the open menu, the form's errors, the quiz under way and
 * its result, the toast, an open answer, search results, the thank-you
 * dialog, the region notice, the session hours filled in for a reader in another zone.
 * Each state is reached on the built page as a person reaches it (keys and
 * pointer presses), shown to be showing, then checked by both of the sweep's
 * engines, axe and IBM Equal Access, which must find nothing; then checked
 * again, so the state held while the engines ran; axe runs once more with
 * the page in the dark colour scheme.
 *
 * In en-GB alone: the engines judge markup, roles and colours, which are the
 * same in every locale (the words differ by spelling only, and the sweep checks
 * every locale's pages as loaded). The browser speaks en-GB too, so no region
 * notice shows on these en-GB pages except where one is wanted.
 *
 * The footer has no disclosure (its region switcher is a list of links, as
 * loaded: the sweep's), so it has no state here.
 */

const catalogue = readCatalogue('en-GB')
/** A message's en-GB words, formatted with its values. */
function gb(message: MessageDescriptor | string, values?: Record<string, string | number>): string {
  const id = typeof message === 'string' ? message : String(message.id)
  const source = catalogue[id]?.defaultMessage
  if (source === undefined) throw new Error(`No en-GB message ${id}`)
  return String(new IntlMessageFormat(source, 'en-GB').format(values))
}

type Width = (typeof viewports)[number]['width']
type WidgetState = {
  name: string
  /** The widths at which it is checked: both where the widget differs by width. */
  widths: readonly Width[]
  /** The reader's time zone, where the state depends on it (else the machine's). */
  timezoneId?: string
  /** The browser's language, where the state depends on it (else en-GB). */
  locale?: string
  /** Gets there as a person would. */
  reach: (page: Page) => Promise<void>
  /** That the state is showing (run before and after the engines). */
  showing: (page: Page) => Promise<void>
}
const both = viewports.map((viewport) => viewport.width)

/** The region notice shown, its link to `href` and its button on screen. */
const noticeOffering = (href: string) => async (page: Page) => {
  const notice = page.locator('[data-region-notice]')
  await expect(notice.getByRole('link')).toHaveAttribute('href', href)
  await expect(notice.getByRole('link')).toBeVisible()
  await expect(notice.getByRole('button')).toBeVisible()
}

// The contact form: its errors show after a Send with a value it does not accept.
// An empty form is no error state: no field is mandatory, and it is sent as it is.
const contactField = (page: Page, label: MessageDescriptor) => page.getByRole('textbox', { name: gb(label), exact: true })
const errorSummary = (page: Page) => page.locator('form [data-error-summary]')
async function sendContactForm(page: Page, values: { phone?: string; email?: string }) {
  await page.goto('/en-gb/contact')
  if (values.phone !== undefined) await contactField(page, contactFormMessages.phone).fill(values.phone)
  if (values.email !== undefined) await contactField(page, contactFormMessages.email).fill(values.email)
  await page.getByRole('button', { name: gb(contactFormMessages.submit) }).click()
}
/** Each field not accepted, with the error that says how to put it right. */
type ContactError = [label: MessageDescriptor, error: MessageDescriptor]
async function showsContactErrors(page: Page, errors: ContactError[]) {
  const summary = errorSummary(page)
  await expect(summary).toBeFocused()
  // Focus alone has it read: named by its heading, described by its list.
  await expect(summary).toHaveAccessibleName(gb(contactFormMessages.errorSummaryTitle))
  await expect(summary).toHaveAccessibleDescription(errors.map(([, error]) => gb(error)).join(' '))
  await expect(summary.getByRole('link')).toHaveText(errors.map(([, error]) => gb(error)))
  for (const [label, error] of errors) {
    const field = contactField(page, label)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(gb(error).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  }
}

// The quiz: a question is a fieldset of native radios; the island hydrates as she reaches for it.
const quizButton = (page: Page, message: MessageDescriptor) => page.getByRole('button', { name: gb(message), exact: true })
/** Answers the first `count` questions (a different option each time), Enter on Next between them. */
async function answerQuestions(page: Page, count: number) {
  for (let index = 0; index < count; index++) {
    if (index > 0) {
      const next = quizButton(page, quizMessages.next)
      await expect(next).toBeEnabled()
      await next.press('Enter')
      await expect(page.locator('progress')).toHaveJSProperty('value', index + 1)
    }
    await page.getByRole('radio').nth(index % 4).check()
  }
}
async function reachResult(page: Page) {
  await page.goto('/en-gb/healing-quiz')
  await answerQuestions(page, 5)
  await quizButton(page, quizMessages.getResults).click()
  await expect(page.locator('section[data-result]')).toBeFocused()
}
const notificationRegion = (page: Page) => page.getByRole('region', { name: gb('shell.notifications.label') })

// The FAQ accordion (React Aria DisclosureGroup): each question a heading around its button.
const faqButton = (page: Page) => page.locator('#questions-title ~ div h3 button').first()

const searchBox = (page: Page) => page.getByRole('searchbox')
const searchCount = (page: Page) => page.locator('[data-island="SiteSearch"] [data-search-status]')

const states: WidgetState[] = [
  {
    name: 'the menu, opened (phone width: on wide screens its links are always shown)',
    widths: [375],
    reach: async (page) => {
      await page.goto('/en-gb/about')
      const toggle = page.getByRole('button', { name: gb(shellMessages.menuOpen) })
      await toggle.focus()
      await page.keyboard.press('Enter')
    },
    showing: async (page) => {
      await expect(page.getByRole('button', { name: gb(shellMessages.menuOpen) })).toHaveAttribute('aria-expanded', 'true')
      const links = page.locator('#site-nav-links').getByRole('link')
      await expect(links.first()).toBeVisible()
      await expect(links.last()).toBeVisible()
    },
  },
  {
    name: 'the contact form, an email address not accepted',
    widths: both,
    reach: (page) => sendContactForm(page, { email: 'b@c' }),
    showing: (page) => showsContactErrors(page, [[contactFormMessages.email, contactFormMessages.emailFormat]]),
  },
  {
    name: 'the contact form, phone and email not accepted',
    widths: [375],
    reach: (page) => sendContactForm(page, { phone: '12a', email: 'b@c' }),
    showing: (page) => showsContactErrors(page, [[contactFormMessages.phone, contactFormMessages.phoneFormat], [contactFormMessages.email, contactFormMessages.emailFormat]]),
  },
  {
    name: 'the quiz under way: the second question, an answer chosen',
    widths: both,
    reach: async (page) => {
      await page.goto('/en-gb/healing-quiz')
      await answerQuestions(page, 2)
    },
    showing: async (page) => {
      await expect(page.locator('progress')).toHaveJSProperty('value', 2)
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
      await expect(quizButton(page, quizMessages.previous)).toBeEnabled()
      await expect(quizButton(page, quizMessages.next)).toBeEnabled()
    },
  },
  {
    name: 'the quiz’s result',
    widths: both,
    reach: reachResult,
    showing: async (page) => {
      await expect(page.locator('section[data-result] h2')).toBeVisible()
      await expect(quizButton(page, quizMessages.retake)).toBeVisible()
      await expect(page.getByRole('textbox', { name: gb(quizMessages.emailLabel) })).toBeVisible()
      await expect(page.getByRole('heading', { name: gb(quizMessages.crisisTitle) })).toBeVisible()
    },
  },
  {
    name: 'the notification after Send Results, focused by F8',
    widths: both,
    reach: async (page) => {
      await reachResult(page)
      await page.getByRole('textbox', { name: gb(quizMessages.emailLabel) }).fill('me@example.com')
      await quizButton(page, quizMessages.send).click()
      // The simulated send takes a second, then the region hydrates and shows the notification.
      await expect(notificationRegion(page).getByRole('dialog', { name: gb(quizMessages.sentTitle) })).toBeVisible()
      // F8 (the spec's hotkey) focuses it; while focus is in the region its 5 s are paused, so it stays while checked.
      await page.keyboard.press('F8')
    },
    showing: async (page) => {
      const toast = notificationRegion(page).getByRole('dialog', { name: gb(quizMessages.sentTitle) })
      await expect(toast).toBeFocused()
      await expect(toast).toContainText(gb(quizMessages.sentTitle))
      await expect(toast.getByRole('button', { name: gb('shell.notifications.dismiss') })).toBeVisible()
    },
  },
  {
    name: 'a FAQ answer, opened',
    widths: both,
    reach: async (page) => {
      await page.goto('/en-gb/faqs')
      await faqButton(page).click()
      // The first script opens the answer at once; checked here is the live accordion, which adopts it.
      await expect(page.locator('[data-island="Accordion"]')).toHaveAttribute('data-island-hydrated')
    },
    showing: async (page) => {
      const button = faqButton(page)
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)).toBeVisible()
    },
  },
  {
    name: 'search, with results',
    widths: both,
    reach: async (page) => {
      await page.goto('/en-gb/search')
      await searchBox(page).fill('gaslighting')
    },
    showing: async (page) => {
      await expect(searchCount(page)).toHaveText(/\b[1-9]\d*\b/)
      await expect(page.getByRole('list', { name: gb(searchMessages.resultsLabel) }).getByRole('link').first()).toBeVisible()
    },
  },
  {
    name: 'search, with no results',
    widths: [1280],
    reach: async (page) => {
      await page.goto('/en-gb/search')
      await searchBox(page).fill('zzqxjv')
    },
    showing: async (page) => {
      await expect(searchCount(page)).toHaveText(gb(searchMessages.count, { count: 0, term: 'zzqxjv' }))
      await expect(page.locator('main ol').getByRole('link')).toHaveCount(0)
    },
  },
  {
    // Where the contact form's provider sends her back. It closes itself after
    // THANK_YOU_DISMISS_MS (e2e/shell.spec.ts): here that one timer is held off,
    // as if she were still reading, so the engines judge the open dialog (with
    // the page's clock paused instead, axe's own timers stopped too).
    name: 'the thank-you dialog, after the contact form is sent',
    widths: both,
    reach: async (page) => {
      await page.addInitScript((closesAfter) => {
        const setTimeout = window.setTimeout.bind(window)
        window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => (ms === closesAfter ? 0 : setTimeout(handler, ms, ...rest))) as typeof window.setTimeout
      }, THANK_YOU_DISMISS_MS)
      await page.goto('/en-gb/?submitted=true')
      await expect(page.getByRole('dialog', { name: gb('home.thanks.title') })).toBeFocused()
    },
    showing: async (page) => {
      const dialog = page.getByRole('dialog', { name: gb('home.thanks.title') })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(gb('home.thanks.body'))
    },
  },
  {
    // A browser speaking en-GB on a page for the United States and Canada.
    name: 'the region notice, offering the UK’s page',
    widths: both,
    reach: (page) => page.goto('/about').then(() => undefined),
    showing: noticeOffering('/en-gb/about'),
  },
  // Over a short page (the search page, its footer in view), in every locale: IBM
  // found the notice's link, a line of text 20 px high, too close to another
  // target on /en-gb/search at 1280 px (issue 31).
  ...([
    ['/search', 'en-GB', '/en-gb/search'],
    ['/en-gb/search', 'en-US', '/search'],
    ['/en-au/search', 'en-GB', '/en-gb/search'],
  ] as const).map(([url, locale, offered]): WidgetState => ({
    name: `the region notice over ${url}, a browser in ${locale}`,
    widths: both,
    locale,
    reach: (page) => page.goto(url).then(() => undefined),
    showing: noticeOffering(offered),
  })),
  {
    // A browser in Ireland, a country the site does not serve, on a UK page (issue 46).
    name: 'the region notice, offering the helplines of her own country',
    widths: both,
    locale: 'en-IE',
    reach: (page) => page.goto('/en-gb/about').then(() => undefined),
    showing: noticeOffering(helplinesInCountry('IE')),
  },
  // The sentence in her own language on asking for an interpreter, near the top of each crisis
  // box, for a browser whose first language is not English (issue 59; e2e/crisis-access.spec.ts).
  ...([
    ['/contact', 'es-US', 'es'],
    ['/en-au/resources', 'zh-CN', 'zh-Hans'],
  ] as const).map(([url, locale, lang]): WidgetState => ({
    name: `the interpreter sentence in ${lang} on ${url}, a browser in ${locale}`,
    widths: both,
    locale,
    reach: (page) => page.goto(url).then(() => undefined),
    showing: async (page) => {
      const sentences = page.locator(`[data-crisis-box] p[lang="${lang}"][data-interpreter-sentence]`)
      await expect(sentences.first()).toBeVisible()
      await expect(sentences).toHaveCount(await page.locator('[data-crisis-box]').count())
    },
  })),
  {
    // The sweep reads them as prerendered, on Arizona's clock.
    name: 'the session hours in her own zone (New York, on a UK page)',
    widths: both,
    timezoneId: 'America/New_York',
    reach: (page) => page.goto('/en-gb/contact').then(() => undefined),
    showing: async (page) => {
      const zones = page.locator('[data-local-hours] [data-zone]')
      await expect(zones.first()).toContainText('Eastern')
      for (const zone of await zones.all()) await expect(zone).toContainText('Eastern')
    },
  },
]

test.use({ locale: 'en-GB' })

for (const state of states) {
  test.describe(() => {
    if (state.timezoneId) test.use({ timezoneId: state.timezoneId })
    if (state.locale) test.use({ locale: state.locale })
    for (const width of state.widths) {
      test(`${state.name}, ${width} px: axe and Equal Access find nothing, nor the accessibility tree's checks, nor Orca anything "clickable"`, async ({ page, consoleErrors }) => {
        const viewport = viewports.find((candidate) => candidate.width === width)!
        await page.setViewportSize({ width: viewport.width, height: viewport.height })
        await state.reach(page)
        await state.showing(page)
        expect(await axeViolations(page)).toEqual([])
        expect(await equalAccessViolations(page)).toEqual([])
        // What a screen reader is given in this state (accessibilityTree.ts), and nothing
        // Orca would call "clickable" (a focused error summary, a question's group).
        expect(await treeFindings(page), 'the accessibility tree').toEqual([])
        expect(await clickableFindings(page)).toEqual([])
        // The same state in the dark scheme (the reader's system setting), as her
        // phone switches it: axe again, its contrast rules on the dark colours.
        await showColourScheme(page, 'dark')
        expect(await axeViolations(page), 'axe, dark').toEqual([])
        await state.showing(page)
        expect(consoleErrors).toEqual([])
      })
    }
  })
}
