import type { Page } from '@playwright/test'
import { localePrefix, locales } from '../content/locales'
import { quizQuestions } from '../content/quiz'
import { expect, test } from './fixtures'
import { press, scrollSoThat } from './press'
import { message } from './screen-reader/speech'

/**
 * Every control works once the page has loaded, even if the connection then
 * drops (issue 19: a train, a shelter's wifi). The page fetches its islands'
 * code and the stylesheet once it is idle (`html[data-islands-ready]`, see
 * components/islands/schedule.ts); the network is cut after that, and no
 * island has hydrated yet, so every first press below needs code that must
 * already be here.
 */

/** Loads a page, waits for its load and its idle fetch, then cuts the network. */
async function openThenGoOffline(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' })
  await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
  await expect(page.locator('[data-island-hydrated][data-island-hydrate="interaction"]')).toHaveCount(0)
  await page.context().setOffline(true)
}

const optionText = (index: number) => quizQuestions[index]!.options[0]!.text.defaultMessage as string

/** Answers every question with its first option and asks for the result. */
async function answerQuiz(page: Page) {
  for (const index of quizQuestions.keys()) {
    await page.getByText(optionText(index), { exact: true }).click()
    const last = index === quizQuestions.length - 1
    const button = page.getByRole('button', { name: last ? 'Get Results' : 'Next' })
    await expect(button).toBeEnabled()
    await button.click()
  }
}

for (const locale of locales) {
  const prefix = localePrefix(locale)
  test.describe(`${locale}, offline once loaded`, () => {
    test.afterEach(async ({ page }) => page.context().setOffline(false))

    test.describe('at 375 px', () => {
      test.use({ viewport: { width: 375, height: 812 } })
      test('the mobile menu opens', async ({ page }) => {
        await openThenGoOffline(page, `${prefix}/about`)
        const toggle = page.getByRole('button', { name: 'Menu' })
        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        await expect(page.locator('#site-nav-links')).toBeVisible()
      })
    })

    test('an FAQ opens', async ({ page }) => {
      await openThenGoOffline(page, `${prefix}/faqs`)
      const question = page.locator('#questions-title ~ div h3 button').nth(2)
      await scrollSoThat(question, 'middle')
      await press(page, question, 'mouse')
      await expect(question).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible()
    })

    test('a guide question opens', async ({ page }) => {
      await openThenGoOffline(page, `${prefix}/narcissistic-abuse-help`)
      const question = page.locator('section[aria-labelledby="faq-title"] h3 button').first()
      await scrollSoThat(question, 'middle')
      await press(page, question, 'mouse')
      await expect(question).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible()
    })

    test('the quiz goes to its result', async ({ page }) => {
      await openThenGoOffline(page, `${prefix}/healing-quiz`)
      await answerQuiz(page)
      await expect(page.getByRole('region', { name: /^Your healing phase: / })).toBeFocused()
      await expect(page.getByRole('button', { name: 'Retake Quiz' })).toBeVisible()
    })

    // The notification's code is its own part, loaded by no press: it must have come while the page was idle.
    test("the quiz's Send Results shows its notification", async ({ page }) => {
      await openThenGoOffline(page, `${prefix}/healing-quiz`)
      await answerQuiz(page)
      await page.getByRole('textbox', { name: message(locale, 'quiz.email.label') }).fill('me@example.org')
      await page.getByRole('button', { name: message(locale, 'quiz.email.send') }).click()
      const region = page.getByRole('region', { name: message(locale, 'shell.notifications.label') })
      await expect(region.getByRole('dialog', { name: message(locale, 'quiz.email.sentTitle') })).toBeVisible()
      await expect(region.getByText(message(locale, 'quiz.email.sentBody'))).toBeVisible()
    })

    test('the contact form checks its fields', async ({ page }) => {
      await openThenGoOffline(page, `${prefix}/contact`)
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('b@c')
      await page.getByRole('button', { name: 'Send Request' }).click()
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
      await expect(page.getByRole('link', { name: /^Enter an email address in the correct format/ })).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(/^Enter an email address in the correct format/)
    })
  })
}
