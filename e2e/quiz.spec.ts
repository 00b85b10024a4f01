import { readFileSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'
import { locales, localizePath } from '../content/locales'
import { quizMessages as m, quizQuestions, quizResults, SIMULATED_SEND_DELAY_MS, type QuizWeight } from '../content/quiz'
import { axeViolations } from './axe'
import { clickableFindings } from './clickable'
import { expect, test } from './fixtures'
import { sitePages } from './site'

/** The healing quiz (spec §4), in en-US, whose words are the source messages. */
const question = (index: number) => quizQuestions[index]!.text.defaultMessage as string
const optionText = (index: number, weight: QuizWeight) =>
  quizQuestions[index]!.options.find((option) => option.weight === weight)!.text.defaultMessage as string
const resultHeading = (weight: QuizWeight) => `Your healing phase: ${quizResults[weight].phase.defaultMessage as string}`

async function openQuiz(page: Page) {
  await page.goto('/healing-quiz')
  // Prerendered; it hydrates when the visitor first reaches for it.
  await expect(page.getByRole('group', { name: question(0) })).toBeVisible()
}

// A pointer chooses by the option's visible card (the label around the native radio).
const choose = (page: Page, index: number, weight: QuizWeight) => page.getByText(optionText(index, weight), { exact: true }).click()
const next = (page: Page) => page.getByRole('button', { name: 'Next' })
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' })
const getResults = (page: Page) => page.getByRole('button', { name: 'Get Results' })
// The question's group (a fieldset named by its legend, the question), which focus moves to at each step.
const questionGroup = (page: Page, index: number) => page.getByRole('group', { name: question(index) })
// The result's region, named by its heading's words and described by its title, which focus moves to
// (not the heading: Orca with Chromium said nothing of a focused heading, issue 49).
const resultRegion = (page: Page, weight: QuizWeight) => page.getByRole('region', { name: resultHeading(weight) })

async function expectProgress(page: Page, current: number) {
  const percent = `${current * 20}%`
  await expect(page.getByText(`Question ${current} of 5`, { exact: true })).toBeVisible()
  await expect(page.getByText(`${percent} complete`, { exact: true })).toBeVisible()
  // A native <progress> drawn for the eye; screen readers have its words above
  // (its value changing was announced instead of the question focus moved to).
  const bar = page.locator('progress')
  await expect(bar).toHaveJSProperty('value', current)
  await expect(bar).toHaveJSProperty('max', 5)
  await expect(bar).toHaveAttribute('aria-hidden', 'true')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
}

/** Focus is on the question's group or the result's region, a tab stop only while it holds focus (left focusable, Firefox reads it as "clickable"). */
async function focusedToRead(target: ReturnType<Page['getByRole']>) {
  await expect(target).toBeFocused()
  await expect(target).toHaveAttribute('tabindex', '-1')
  await target.page().keyboard.press('Tab')
  await expect(target).not.toHaveAttribute('tabindex')
}

test.describe('healing quiz', () => {
  test('one question at a time: Next, Previous, progress and focus', async ({ page, consoleErrors }) => {
    await openQuiz(page)
    await expectProgress(page, 1)
    await expect(page.getByRole('radio')).toHaveCount(4)
    await expect(next(page)).toBeDisabled()
    await expect(previous(page)).toBeDisabled()

    await choose(page, 0, 'B')
    await expect(next(page)).toBeEnabled()
    await next(page).click()
    await expect(questionGroup(page, 1)).toBeFocused()
    // The focused group answers its own clicks: Orca does not call it "clickable".
    expect(await clickableFindings(page)).toEqual([])
    await focusedToRead(questionGroup(page, 1))
    await expectProgress(page, 2)
    await expect(next(page)).toBeDisabled()
    await expect(previous(page)).toBeEnabled()

    // Previous restores the earlier answer.
    await previous(page).click()
    await expect(questionGroup(page, 0)).toBeFocused()
    await expectProgress(page, 1)
    await expect(page.getByRole('radio', { name: optionText(0, 'B') })).toBeChecked()
    await expect(next(page)).toBeEnabled()

    // Change it, then answer the rest: A, then B B A C → A 2, B 2: the tie goes to A.
    await choose(page, 0, 'A')
    await next(page).click()
    for (const [index, weight] of [[1, 'B'], [2, 'B'], [3, 'A']] as const) {
      await expect(questionGroup(page, index)).toBeFocused()
      await choose(page, index, weight)
      await next(page).click()
    }
    await expect(questionGroup(page, 4)).toBeFocused()
    await expectProgress(page, 5)
    await expect(next(page)).toHaveCount(0)
    await expect(getResults(page)).toBeDisabled()
    await choose(page, 4, 'C')
    await getResults(page).click()

    const region = resultRegion(page, 'A')
    await expect(region).toHaveAccessibleDescription(quizResults.A.title.defaultMessage as string)
    await expect(region.getByRole('heading', { level: 2, name: resultHeading('A') })).toBeInViewport()
    await focusedToRead(region)
    await expect(page.getByText(quizResults.A.title.defaultMessage as string)).toBeVisible()
    await expect(page.getByText(quizResults.A.description.defaultMessage as string)).toBeVisible()
    await expect(page.getByText(quizResults.A.encouragement.defaultMessage as string)).toBeVisible()
    // The reader's crisis lines, under a gentle heading.
    await expect(page.getByRole('heading', { name: m.crisisTitle.defaultMessage as string })).toBeVisible()
    await expect(page.locator('[data-crisis-contact="us-988"]')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // Retake resets everything.
    await page.getByRole('button', { name: 'Retake Quiz' }).click()
    await expect(questionGroup(page, 0)).toBeFocused()
    await expectProgress(page, 1)
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
    await expect(next(page)).toBeDisabled()
    await choose(page, 0, 'D')
    await next(page).click()
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('keyboard only: arrow keys choose, Tab reaches Next, Enter confirms', async ({ page, consoleErrors }) => {
    await openQuiz(page)
    // Tab from the top of the page into the first question's radios.
    const firstRadio = page.getByRole('radio', { name: optionText(0, 'A') })
    for (let presses = 0; presses < 60 && !(await firstRadio.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(firstRadio).toBeFocused()
    for (let index = 0; index < 5; index++) {
      if (index > 0) {
        await expect(questionGroup(page, index)).toBeFocused()
        await page.keyboard.press('Tab')
      }
      await page.keyboard.press('ArrowDown')
      await expect(page.getByRole('radio', { name: optionText(index, 'B') })).toBeChecked()
      const confirm = index === 4 ? getResults(page) : next(page)
      // The first focus hydrates the quiz: Tab skips Next until then (it is disabled until a choice is known).
      await expect(confirm).toBeEnabled()
      // Previous (enabled from question 2) comes before Next.
      await page.keyboard.press('Tab')
      if (index > 0) {
        await expect(previous(page)).toBeFocused()
        await page.keyboard.press('Tab')
      }
      await expect(confirm).toBeFocused()
      await page.keyboard.press('Enter')
    }
    await expect(resultRegion(page, 'B')).toBeFocused()

    const retake = page.getByRole('button', { name: 'Retake Quiz' })
    for (let presses = 0; presses < 5 && !(await retake.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(retake).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(questionGroup(page, 0)).toBeFocused()
    expect(consoleErrors).toEqual([])
  })

  // Focus moves to the question's group; Firefox does not scroll to a focused box
  // of which a part shows, and left the next question's heading above the
  // screen, under the bar, where a press meant for an answer hit a menu link.
  // With motion allowed (the page scrolls smoothly), so that the question must be
  // in place as focus arrives: a smooth scroll moved the answers under a press.
  test.describe(() => {
    test.use({ reducedMotion: 'no-preference' })
    for (const viewport of [
      { width: 390, height: 640 },
      { width: 1280, height: 600 },
    ]) {
      test(`each new question shows from its heading, clear of the bar, as focus arrives, at ${viewport.width} px`, async ({ page, consoleErrors }) => {
        await page.setViewportSize(viewport)
        await openQuiz(page)
        for (let index = 0; index < 4; index++) {
          await choose(page, index, 'B')
          await next(page).click()
          await expect(questionGroup(page, index + 1)).toBeFocused()
          const heading = page.getByRole('heading', { level: 2, name: question(index + 1) })
          const clear = await heading.evaluate((element) => {
            const bar = document.querySelector('[data-site-header]')!.getBoundingClientRect()
            const { top, bottom } = element.getBoundingClientRect()
            return top >= bar.bottom && bottom <= window.innerHeight
          })
          expect(clear).toBe(true)
          // And at rest: nothing scrolls on under her next press.
          const still = await page.evaluate(() => new Promise<boolean>((resolve) => {
            const at = window.scrollY
            setTimeout(() => resolve(window.scrollY === at), 400)
          }))
          expect(still).toBe(true)
        }
        expect(consoleErrors).toEqual([])
      })
    }
  })

  test('email results: disabled while empty, a simulated one-second send, a confirmation and a notification, no request', async ({ page, consoleErrors }) => {
    await page.clock.install()
    const requests: string[] = []
    await openQuiz(page)
    // Sending sends nothing: the only requests allowed are GETs of the site's own code (the notification region loads on first use).
    page.on('request', (request) => {
      if (request.method() !== 'GET' || !new URL(request.url()).pathname.startsWith('/assets/')) requests.push(`${request.method()} ${request.url()}`)
    })
    for (let index = 0; index < 5; index++) {
      await choose(page, index, 'D')
      await page.getByRole('button', { name: index === 4 ? 'Get Results' : 'Next' }).click()
    }
    await expect(resultRegion(page, 'D')).toBeFocused()

    const send = page.getByRole('button', { name: 'Send Results' })
    const field = page.getByRole('textbox', { name: 'Email address' })
    await expect(send).toBeDisabled()
    await field.fill('   ')
    await expect(send).toBeDisabled()
    await field.fill('me@example.com')
    await expect(send).toBeEnabled()
    // From here the page's clock moves only by runFor (with time flowing, a slow run saw the send finish early).
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await send.click()

    const confirmation = m.sentBody.defaultMessage as string
    const status = page.locator('[data-email-status]').filter({ hasText: confirmation })
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible()
    await page.clock.runFor(SIMULATED_SEND_DELAY_MS - 50)
    await expect(status).toHaveCount(0)
    await page.clock.runFor(50)
    await expect(status).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Results' })).toBeVisible()
    // Time flows again: the toast region hydrates and draws on animation frames.
    await page.clock.resume()
    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts.getByText(m.sentTitle.defaultMessage as string, { exact: true })).toBeVisible()
    await expect(toasts.getByText(confirmation)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    // What she typed stays; nothing went over the network.
    await expect(field).toHaveValue('me@example.com')
    expect(requests).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})

test.describe('the notification region beside the region notice (a browser in en-US on a UK page)', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 720 } })
  test('shows above the notice, never over its link and button', async ({ page, consoleErrors }) => {
    await page.goto('/en-gb/healing-quiz')
    const notice = page.locator('[data-region-notice] > div')
    await expect(notice).toBeVisible()
    for (let index = 0; index < 5; index++) {
      await page.locator('fieldset label').nth(1).click()
      await page.getByRole('button', { name: index === 4 ? 'Get Results' : 'Next', exact: true }).click()
    }
    await page.getByRole('textbox', { name: 'Email address' }).fill('me@example.org')
    await page.getByRole('button', { name: 'Send Results' }).click()
    const region = page.getByRole('region', { name: 'Notifications' })
    await expect(region).toBeVisible()
    const [regionBox, noticeBox] = await Promise.all([region.boundingBox(), notice.boundingBox()])
    expect(regionBox!.y + regionBox!.height).toBeLessThanOrEqual(noticeBox!.y)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('the notification region', () => {
  test('is carried by the quiz page alone (the one page that notifies), in every locale', () => {
    // The built HTML, no browser: the island's root and its words (shell.notifications.*) travel together.
    const carrying = sitePages.filter((page) => readFileSync(page.file, 'utf8').includes('data-island="Notifications"'))
    expect(carrying.map((page) => page.url).sort()).toEqual(locales.map((locale) => localizePath('/healing-quiz', locale)).sort())
    const withWords = sitePages.filter((page) => readFileSync(page.file, 'utf8').includes('shell.notifications.'))
    expect(withWords).toEqual(carrying)
  })

  test('one notification, focused by F8, dismissed from the keyboard with focus given back, kept while pointed at, gone after 5 s', async ({ page, consoleErrors }) => {
    await page.clock.install()
    await openQuiz(page)
    for (let index = 0; index < 5; index++) {
      await choose(page, index, 'B')
      await page.getByRole('button', { name: index === 4 ? 'Get Results' : 'Next' }).click()
    }
    await page.getByRole('textbox', { name: 'Email address' }).fill('me@example.com')
    const send = page.getByRole('button', { name: 'Send Results' })
    await send.click()
    await page.clock.runFor(SIMULATED_SEND_DELAY_MS)
    const region = page.getByRole('region', { name: 'Notifications' })
    // A non-modal dialog named by its title, with no alert in it and no description: Orca said
    // React Aria's alert dialog twice as it appeared (Chromium), and its sentence twice on F8.
    const toast = region.getByRole('dialog', { name: m.sentTitle.defaultMessage as string })
    await expect(toast).toHaveCount(1)
    await expect(region.getByRole('alert')).toHaveCount(0)
    await expect(region.getByRole('alertdialog')).toHaveCount(0)
    await expect(toast).not.toHaveAttribute('aria-describedby')
    // F8 from where she is; Tab to its button, Enter: gone, and focus back where it was.
    await send.focus()
    await page.keyboard.press('F8')
    await expect(toast).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(region.getByRole('button', { name: 'Dismiss notification' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast).toHaveCount(0)
    await expect(send).toBeFocused()
    // A second one stays while the pointer rests on it (WCAG 2.2.1), and goes 5 s after it leaves.
    await send.click()
    await page.clock.runFor(SIMULATED_SEND_DELAY_MS)
    await expect(toast).toHaveCount(1)
    const box = (await toast.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.clock.runFor(8000)
    await expect(toast).toHaveCount(1)
    await page.mouse.move(5, 5)
    await page.clock.runFor(5100)
    await expect(toast).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('healing quiz before it has hydrated', () => {
  test('it is prerendered, and a choice made before hydration is kept: Next works once the quiz is live', async ({ page, consoleErrors }) => {
    // Hold back the islands' code, asked for once the page is idle or when the visitor reaches for the quiz.
    const held: Route[] = []
    let holding = true
    await page.route('**/assets/chunks/**', (route) => (holding ? void held.push(route) : route.continue()))
    await openQuiz(page)

    await expectProgress(page, 1)
    await expect(page.getByText(m.chooseHint.defaultMessage as string)).toBeVisible()
    await page.getByRole('radio', { name: optionText(0, 'C') }).check()
    // The choice is only in the page so far: the quiz's code was asked for and is held.
    await expect.poll(() => held.length).toBeGreaterThan(0)
    await expect(next(page)).toBeDisabled()

    holding = false
    for (const route of held.splice(0)) await route.continue()
    await expect(page.getByRole('radio', { name: optionText(0, 'C') })).toBeChecked()
    await expect(next(page)).toBeEnabled()
    await next(page).click()
    await expect(questionGroup(page, 1)).toBeFocused()
    await expectProgress(page, 2)
    // The adopted choice was recorded as the first answer.
    await previous(page).click()
    await expect(questionGroup(page, 0)).toBeFocused()
    await expect(page.getByRole('radio', { name: optionText(0, 'C') })).toBeChecked()
    expect(consoleErrors).toEqual([])
  })

  test('a visitor who picks an option and presses Next goes on to the next question', async ({ page, consoleErrors }) => {
    await openQuiz(page)
    await page.getByRole('radio', { name: optionText(0, 'A') }).check()
    await next(page).click()
    await expect(questionGroup(page, 1)).toBeFocused()
    await expectProgress(page, 2)
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('healing quiz without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const prefix of ['', '/en-gb'] as const) {
    test(`${prefix}/healing-quiz hides the quiz, says it needs JavaScript and offers the contact page`, async ({ page }) => {
      await page.goto(`${prefix}/healing-quiz`)
      await expect(page.getByText('The quiz needs JavaScript')).toBeVisible()
      await expect(page.getByRole('link', { name: 'reach out for a free consultation' })).toHaveAttribute('href', `${prefix}/contact`)
      // The prerendered quiz is in the page, hidden: it cannot go on without scripts.
      await expect(page.locator('fieldset')).toHaveCount(1)
      await expect(page.locator('fieldset')).toBeHidden()
      await expect(page.getByRole('group', { name: question(0) })).toHaveCount(0)
      await expect(page.getByRole('radio')).toHaveCount(0)
      await expect(page.getByRole('progressbar')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
    })
  }
})

test('with JavaScript the no-script message never shows', async ({ page }) => {
  await openQuiz(page)
  await expect(page.getByText('The quiz needs JavaScript')).toBeHidden()
})
