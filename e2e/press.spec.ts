import type { Locator, Page } from '@playwright/test'
import { localePrefix, locales } from '../content/locales'
import { quizQuestions } from '../content/quiz'
import { expect, test } from './fixtures'
import { startStandIn } from './formProvider'
import { press, scrollPositions, scrollSoThat, type Pointer, type PressReport } from './press'

/**
 * Every press lands (issue 19): pressed as a person presses (e2e/press.ts) —
 * pointer or finger down, held, up — at several scroll positions, in every
 * locale, never waiting for the page to stop moving. Nothing under the
 * pointer may move between the start and the end of a press.
 */

const pointers: Pointer[] = ['mouse', 'touch']

function expectStill(report: PressReport, what: string) {
  expect(report.start, `nothing under the pointer pressing ${what}`).not.toBeNull()
  expect(report.end, `what lies under the pointer moved or changed during the press on ${what}`).toEqual(report.start)
}

/** Points the form at the local stand-in without reaching for it (so it hydrates only when the test's presses do). */
async function aimFormAt(page: Page, action: string) {
  await page.locator('form[method="post"]').evaluate((form, url) => form.setAttribute('action', url), action)
}

for (const pointer of pointers) {
  test.describe(`pressed by ${pointer}`, () => {
    test.use({ bypassCSP: true, hasTouch: pointer === 'touch' })

    for (const locale of locales) {
      const prefix = localePrefix(locale)
      for (const position of scrollPositions) {
        test(`${locale}, Send near the ${position} of the window: a correction, then Send, sends`, async ({ page, consoleErrors }) => {
          const standIn = await startStandIn()
          try {
            await page.goto(`${prefix}/contact`)
            await aimFormAt(page, standIn.url)
            const email = page.getByRole('textbox', { name: 'Email', exact: true })
            const send = page.getByRole('button', { name: 'Send Request' })
            await email.fill('b@c')
            await scrollSoThat(send, position)
            expectStill(await press(page, send, pointer), 'Send')
            await expect(email).toHaveAttribute('aria-invalid', 'true')
            expect(standIn.received).toHaveLength(0)

            await email.fill('x@y.co')
            await scrollSoThat(send, position)
            expectStill(await press(page, send, pointer), 'Send')
            await page.waitForURL(new RegExp(`${prefix}/\\?submitted=true$`))
            expect(standIn.received).toHaveLength(1)
            expect(standIn.received[0]?.fields.Email).toBe('x@y.co')
            expect(consoleErrors).toEqual([])
          } finally {
            await standIn.close()
          }
        })
      }
    }
  })
}

const quizOption = (index: number, option: number) => quizQuestions[index]!.options[option]!.text.defaultMessage as string

/** Presses at once: the first presses land while the island hydrates (its code may still be on its way). */
async function pressStill(page: Page, target: Locator, pointer: Pointer, what: string) {
  expectStill(await press(page, target, pointer), what)
}

/** Scrolls the page itself to a fraction of its height (the bar stays on screen: it is fixed). */
async function scrollPageTo(page: Page, fraction: number) {
  await page.evaluate((fraction) => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * fraction, behavior: 'instant' }), fraction)
}

for (const pointer of pointers) {
  test.describe(`every open, next and submit control, pressed by ${pointer}`, () => {
    test.use({ hasTouch: pointer === 'touch' })

    for (const locale of locales) {
      const prefix = localePrefix(locale)

      test.describe('at 375 px', () => {
        test.use({ viewport: { width: 375, height: 812 } })
        test(`${locale}: the menu toggle, at the top, middle and end of the page`, async ({ page, consoleErrors }) => {
          await page.goto(`${prefix}/about`)
          const toggle = page.getByRole('button', { name: 'Menu' })
          for (const fraction of [0, 0.5, 1]) {
            await scrollPageTo(page, fraction)
            await pressStill(page, toggle, pointer, 'the menu toggle')
            await expect(toggle).toHaveAttribute('aria-expanded', 'true')
            await expect(page.locator('#site-nav-links')).toBeVisible()
            await pressStill(page, toggle, pointer, 'the menu toggle')
            await expect(toggle).toHaveAttribute('aria-expanded', 'false')
          }
          expect(consoleErrors).toEqual([])
        })
      })

      for (const [name, path, questions] of [
        ['an FAQ', '/faqs', '#questions-title ~ div h3 button'],
        ['a guide question', '/narcissistic-abuse-help', 'section[aria-labelledby="faq-title"] h3 button'],
      ] as const) {
        test(`${locale}: ${name} opens at every scroll position, the first press before the accordion is live`, async ({ page, consoleErrors }) => {
          await page.goto(`${prefix}${path}`)
          for (const [index, position] of scrollPositions.entries()) {
            const question = page.locator(questions).nth(index * 2)
            await scrollSoThat(question, position)
            await pressStill(page, question, pointer, `${name} (${position})`)
            await expect(page.locator(questions).nth(index * 2)).toHaveAttribute('aria-expanded', 'true')
          }
          expect(consoleErrors).toEqual([])
        })
      }

      test(`${locale}: the quiz, from the first option to the result and back, at every scroll position`, async ({ page, consoleErrors }) => {
        await page.goto(`${prefix}/healing-quiz`)
        const next = page.getByRole('button', { name: 'Next' })
        const previous = page.getByRole('button', { name: 'Previous' })
        for (const index of quizQuestions.keys()) {
          const position = scrollPositions[index % scrollPositions.length]!
          const option = page.getByText(quizOption(index, index % 4), { exact: true })
          await scrollSoThat(option, position)
          await pressStill(page, option, pointer, `option ${index + 1}`)
          await expect(page.getByRole('radio', { name: quizOption(index, index % 4) })).toBeChecked()
          const last = index === quizQuestions.length - 1
          const forward = last ? page.getByRole('button', { name: 'Get Results' }) : next
          await expect(forward).toBeEnabled()
          if (index === 1) {
            // Back once, and forward again: the earlier answer is kept.
            await scrollSoThat(previous, position)
            await pressStill(page, previous, pointer, 'Previous')
            await expect(page.getByRole('radio', { name: quizOption(0, 0) })).toBeChecked()
            await scrollSoThat(next, position)
            await pressStill(page, next, pointer, 'Next')
          }
          await scrollSoThat(forward, position)
          await pressStill(page, forward, pointer, last ? 'Get Results' : 'Next')
        }
        // Focus moves to the result's region, named by its heading (issue 49).
        const result = page.getByRole('region', { name: /^Your healing phase: / })
        await expect(result).toBeFocused()
        const retake = page.getByRole('button', { name: 'Retake Quiz' })
        await scrollSoThat(retake, 'middle')
        await pressStill(page, retake, pointer, 'Retake Quiz')
        await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible()
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
        expect(consoleErrors).toEqual([])
      })
    }
  })
}

/**
 * Hydration changes no layout: what the reader sees (text, controls) sits
 * exactly where it sat before the island went live.
 */
async function layout(page: Page, island: Locator) {
  // Two frames: whatever hydration changed has been laid out and painted.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
  return island.evaluate((root) =>
    Array.from(root.querySelectorAll('h2, h3, p, li, a, button, input, textarea, label, legend, progress, svg'))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 100) / 100).join(' ')),
  )
}

const islandPages = [
  ['ContactForm', '/contact', 1280],
  ['Quiz', '/healing-quiz', 1280],
  ['Accordion', '/faqs', 1280],
  ['SiteNav', '/about', 375],
] as const

for (const locale of locales) {
  for (const [name, path, width] of islandPages) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } })
      test(`${locale}: ${name} hydrates without moving anything`, async ({ page }) => {
        await page.goto(`${localePrefix(locale)}${path}`)
        await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
        const island = page.locator(`[data-island="${name}"]`).first()
        // The root itself draws no box (display: contents): the pointer goes to its first control.
        const control = island.locator('button:visible, input:visible').first()
        await control.scrollIntoViewIfNeeded()
        const before = await layout(page, island)
        expect(before.length).toBeGreaterThan(0)
        await control.hover()
        await expect(island).toHaveAttribute('data-island-hydrated')
        expect(await layout(page, island)).toEqual(before)
      })
    })
  }
}
