import { exitDestination } from '../../content/exit'
import type { BrowserName } from './browsers'
import { expect, journey, test } from './fixtures'
import { expectCleanSpeech, journeyLocales, message } from './speech'

/**
 * The exit control heard and used: the second Tab stop, said as one link
 * ("Emergency Exit this page link", words apart); Enter on it leaves for the
 * neutral site; so do three presses of Shift alone (GOV.UK's promise),
 * which a screen reader's Shift+H must never imitate (headings.spec.ts).
 */
const browsers: BrowserName[] = ['firefox', 'chromium']

for (const { locale, prefix } of journeyLocales) {
  for (const name of browsers) {
    if (name === 'chromium' && locale !== 'en-GB') continue
    test(`${locale}, ${name}: the exit control by its link`, journey(async ({ reader }) => {
      const r = await reader(name, { language: locale })
      await r.open(`${prefix}/about`)
      const start = r.transcript.mark()
      // The second Tab stop (e2e/exit.spec.ts checks the order). Tab until it is
      // said: where Orca's caret already rests on the skip link as the page
      // loads, it says nothing when the first Tab focuses that same link.
      // Words apart, one link: "Emergency Exit this page link".
      await r.until('Tab', `${message(locale, 'shell.exit.emergency')} ${message(locale, 'shell.exit.label')} link`, 3)
      r.press('Return')
      await expect.poll(() => r.browser.url(), { timeout: 60_000 }).toContain(exitDestination)
      expectCleanSpeech(r.transcript.since(start))
    }))

    test(`${locale}, ${name}: the exit control by three presses of Shift`, journey(async ({ reader }) => {
      const r = await reader(name, { language: locale })
      await r.open(`${prefix}/about`)
      const start = r.transcript.mark()
      r.press('shift', 'shift', 'shift')
      await expect.poll(() => r.browser.url(), { timeout: 60_000 }).toContain(exitDestination)
      expectCleanSpeech(r.transcript.since(start))
    }))
  }
}
