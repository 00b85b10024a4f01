import type { Page } from '@playwright/test'
import { localePrefix, locales } from '../content/locales'
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
  expect(report.end.box, `${what} moved during the press`).toEqual(report.start.box)
  expect(report.end.hit, `what lies under the pointer changed during the press on ${what}`).toBe(report.start.hit)
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
            await expect(page.getByText('Invalid value', { exact: true })).toBeVisible()
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
