import type { Locator, Page } from '@playwright/test'
import { resolveFormEndpoint } from '../content/contactForm'
import { exitDestination } from '../content/exit'
import { hashSource } from '../scripts/content-security-policy'
import { islandCode, scriptsBeyond } from './browserGrades'
import { expect, test } from './fixtures'
import { parseMultipart } from './formProvider'
import { press, scrollSoThat, type Pointer } from './press'

/**
 * JavaScript on, and the islands' code never runs: a chunk lost on a poor
 * connection or dropped by a content blocker or a proxy (GOV.UK: 1 visit in 93
 * misses its enhancements), or a browser too old to parse it. Every journey
 * still ends where it would without scripts (issue 66): the page goes back to
 * its plain HTML form (components/islands/schedule.ts), and a press made
 * while the code was on its way is handed to the browser.
 *
 * Two ways the code fails, each journey taken in both: every chunk of the
 * islands' code refused, as a lost connection; and only the chunks the plain
 * grade cannot parse (class static blocks before Safari 16.4: es-check's
 * verdict, e2e/browserGrades.ts) answered with code that does not parse, as
 * such a browser would meet them. The gate and the first script come as usual.
 */

const endpoint = resolveFormEndpoint({ THRIVE_FORM_ENDPOINT: process.env.THRIVE_FORM_ENDPOINT })

type Failure = { name: string; paths: string[]; answer: 'refused' | 'unparseable' }

const failures: Failure[] = [
  { name: 'the islands\' code refused', paths: islandCode(), answer: 'refused' },
  {
    name: 'the chunks the plain grade cannot parse, unparseable',
    paths: (await scriptsBeyond('plain')).map(({ file }) => file).filter((file) => islandCode().includes(file)),
    answer: 'unparseable',
  },
]

/**
 * Makes the chunks fail as `failure` says. Held: each request is kept open
 * until `release()` is called, then fails, so a press can be made while the
 * code is on its way (otherwise they fail at once).
 */
async function failChunks(page: Page, failure: Failure, { held = false } = {}): Promise<() => void> {
  expect(failure.paths.length, failure.name).toBeGreaterThan(0)
  let release = () => {}
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  await page.route(
    (url) => failure.paths.includes(url.pathname.slice(1)),
    async (route) => {
      await released
      if (failure.answer === 'refused') await route.abort('failed')
      else await route.fulfill({ contentType: 'text/javascript', body: 'export const broken = ;' })
    },
  )
  return release
}

/** Waits until the page is back in its plain form. */
async function plainAgain(page: Page) {
  await expect(page.locator('html:not([data-enhanced])')).toBeAttached()
  await expect(page.locator('[data-island="SiteNav"][data-island-failed]')).toBeAttached()
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** Scrolls the control into the middle of the window, then presses it as a person would. */
async function pressInView(page: Page, target: Locator, pointer: Pointer = 'mouse') {
  await scrollSoThat(target, 'middle')
  await press(page, target, pointer)
}

for (const failure of failures) {
  test.describe(failure.name, () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the phone menu: Menu pressed before the failure is known, then its links are there to follow', async ({ page }) => {
      const release = await failChunks(page, failure, { held: true })
      await page.goto('/about')
      const toggle = page.getByRole('button', { name: 'Menu' })
      await pressInView(page, toggle, 'touch')
      release()
      await plainAgain(page)
      await expect(toggle).toBeHidden()
      const home = mainNav(page).getByRole('link', { name: 'Home' })
      await expect(home).toBeVisible()
      // Nothing under the bar: in its plain form the bar is in the page's flow, not fixed over it.
      await expect(page.locator('header[data-site-header]')).toHaveCSS('position', 'static')
      await pressInView(page, mainNav(page).getByRole('link', { name: 'Contact' }), 'touch')
      await expect(page).toHaveURL(/\/contact$/)
    })

    test('an FAQ: every answer shows, its question as words', async ({ page }) => {
      await failChunks(page, failure)
      await page.goto('/faqs')
      await plainAgain(page)
      const answers = page.locator('[data-folded]')
      expect(await answers.count()).toBeGreaterThan(10)
      for (const answer of await answers.all()) await expect(answer).toBeVisible()
      await expect(page.locator('[data-replay-key]').first()).toBeHidden()
    })

    test('the quiz: its plain path says why and leads to the contact page', async ({ page }) => {
      await failChunks(page, failure)
      await page.goto('/healing-quiz')
      await plainAgain(page)
      const note = page.getByText('The quiz needs JavaScript, which is turned off in this browser or could not load.')
      await expect(note).toBeVisible()
      await expect(page.getByRole('radio').first()).toBeHidden()
      await pressInView(page, note.getByRole('link'), 'mouse')
      await expect(page).toHaveURL(/\/contact$/)
    })

    test.describe('the contact form', () => {
      // The provider's origin is reached on purpose, answered by page.route.
      test.use({ allowedOrigins: [new URL(endpoint).origin] })
      test('Send pressed before the failure is known: everything she typed arrives at the form\'s address', async ({ page }) => {
        const posted: Record<string, string>[] = []
        await page.route(endpoint, async (route) => {
          const request = route.request()
          posted.push(await parseMultipart(request.headers()['content-type'] ?? '', request.postDataBuffer() ?? Buffer.alloc(0)))
          await route.fulfill({ status: 200, contentType: 'text/plain', body: 'Received.' })
        })
        const release = await failChunks(page, failure, { held: true })
        await page.goto('/contact')
        const typed = { Name_First: 'Zoë', Name_Last: 'Ngata-Smith', PhoneNumber_countrycode: '+44 20 7946 0000', Email: 'zoe@example.org', MultiLine: 'Hello.\nPlease call me after 6pm.' }
        const labels = { Name_First: 'First name', Name_Last: 'Last name', PhoneNumber_countrycode: 'Phone', Email: 'Email', MultiLine: 'Message' }
        for (const [name, value] of Object.entries(typed)) await page.getByRole('textbox', { name: labels[name as keyof typeof labels], exact: true }).pressSequentially(value)
        await pressInView(page, page.getByRole('button', { name: 'Send Request' }), 'mouse')
        // Kept, not lost: nothing is sent while the code may still come.
        expect(posted).toEqual([])
        release()
        await expect(page.getByText('Received.')).toBeVisible()
        expect(posted).toHaveLength(1)
        // A form's post breaks lines as CR LF, with scripts or without.
        expect({ ...posted[0], MultiLine: posted[0]?.MultiLine?.replaceAll('\r\n', '\n') }).toMatchObject(typed)
      })
    })

    test('search: it says why, and leads to every page', async ({ page }) => {
      await failChunks(page, failure)
      await page.goto('/search')
      await plainAgain(page)
      await expect(page.getByText('Search needs JavaScript, which is turned off in this browser or could not load.')).toBeVisible()
      await expect(page.getByRole('searchbox')).toBeHidden()
      await pressInView(page, page.getByRole('link', { name: 'All blog articles' }), 'mouse')
      await expect(page).toHaveURL(/\/blog$/)
    })

    test.describe('a reader in the UK on a US page', () => {
      test.use({ locale: 'en-GB' })
      test('the region notice still offers her region\'s page (plain DOM code, no island)', async ({ page }) => {
        await failChunks(page, failure)
        await page.goto('/about')
        await plainAgain(page)
        await expect(page.locator('[data-region-notice] a')).toHaveAttribute('href', '/en-gb/about')
      })
    })

    test.describe('the exit', () => {
      test.use({ allowedOrigins: [new URL(exitDestination).origin] })
      test('"Exit this page" leaves for the neutral site', async ({ page }) => {
        await page.route(`${new URL(exitDestination).origin}/**`, (route) => route.fulfill({ body: '<title>Weather</title><p>neutral</p>', contentType: 'text/html' }))
        await failChunks(page, failure)
        await page.goto('/narcissistic-abuse-help')
        await plainAgain(page)
        await pressInView(page, page.getByRole('link', { name: 'Emergency Exit this page' }), 'mouse')
        await expect(page).toHaveURL(exitDestination)
      })
    })
  })
}

test.describe('a browser below the full grade (the gate says no)', () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedOrigins: [new URL(endpoint).origin] })
  test('gets the plain form from the first paint, starts no island, and its form posts as it is', async ({ page }) => {
    // As an older Safari answers the gate: no color-mix(), no :has().
    await page.addInitScript(() => {
      CSS.supports = () => false
    })
    const islandRequests: string[] = []
    const islandPaths = islandCode()
    page.on('request', (request) => {
      if (islandPaths.includes(new URL(request.url()).pathname.slice(1))) islandRequests.push(request.url())
    })
    await page.route(endpoint, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'Received.' }))
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveAttribute('data-first-script', '')
    await expect(page.locator('html:not([data-enhanced])')).toBeAttached()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello.')
    await pressInView(page, page.getByRole('button', { name: 'Send Request' }), 'mouse')
    await expect(page.getByText('Received.')).toBeVisible()
    expect(islandRequests).toEqual([])
  })
})

test.describe('the first script never arrives', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the page goes back to its plain form once loaded: the phone menu\'s links are there', async ({ browser, baseURL }) => {
    // A page of its own: the fixture's page.goto waits for the first script's mark, which never comes.
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.route(/\/assets\/entries\/first\.[\w-]+\.js$/, (route) => route.abort('failed'))
    await page.goto('/about', { waitUntil: 'load' })
    await expect(page.locator('html:not([data-enhanced])')).toBeAttached()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeVisible()
    await context.close()
  })
})

test.describe('JavaScript off, in a browser that does not know @media (scripting)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  test('the phone menu\'s links are there', async ({ page }) => {
    // As a Safari before 17 reads the page: a query on `scripting` matches nothing. (The stylesheet
    // no longer asks: e2e/browsers.spec.ts. This holds the page to it in a browser.)
    await page.route('**/about', async (route) => {
      const response = await route.fetch()
      let html = await response.text()
      const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
      const stripped = css.replace(/@media[^{]*scripting[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
      html = html.replace(css, stripped).replace(hashSource(css), hashSource(stripped))
      await route.fulfill({ response, body: html })
    })
    await page.goto('/about')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeVisible()
  })
})
