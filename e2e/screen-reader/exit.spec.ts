import { exitDestination } from '../../content/exit'
import type { BrowserName } from './browsers'
import type { Transcript } from './desktop'
import { expect, journey, test } from './fixtures'
import { expectCleanSpeech, journeyLocales, message } from './speech'

/**
 * The exit control heard and used: the second Tab stop, said as one link
 * ("Emergency Exit this page link", words apart); Enter on it leaves for the
 * neutral site; so do three presses of Shift alone (GOV.UK's promise),
 * which a screen reader's Shift+H must never imitate (headings.spec.ts).
 */
const browsers: BrowserName[] = ['firefox', 'chromium']

/**
 * Clean speech (speech.ts) from `start`, but for one bare "alert." once the
 * key that leaves is pressed (`leaving`, the mark before it): the leaving
 * page's "Loading." alert (added with its words: e2e/exit.spec.ts) was once
 * read by Orca with Firefox as a bare "alert.", the page already going, beside
 * the browser tests (1 of some 20 runs; 0 of 18 on a quiet machine). Anything
 * else bare, before or after, still fails.
 */
function expectCleanSpeechAsItLeaves(transcript: Transcript, start: number, leaving: number) {
  const all = transcript.all()
  const asItLeaves = transcript.since(leaving, all)
  const bare = asItLeaves.findIndex((text) => text.trim() === 'alert.')
  expectCleanSpeech([...transcript.since(start, all.slice(0, leaving)), ...(bare === -1 ? asItLeaves : asItLeaves.toSpliced(bare, 1))])
}

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
      const leaving = r.press('Return')
      await expect.poll(() => r.browser.url(), { timeout: 60_000 }).toContain(exitDestination)
      expectCleanSpeechAsItLeaves(r.transcript, start, leaving)
    }))

    test(`${locale}, ${name}: the exit control by three presses of Shift`, journey(async ({ reader }) => {
      const r = await reader(name, { language: locale })
      await r.open(`${prefix}/about`)
      const start = r.transcript.mark()
      const leaving = r.press('shift', 'shift', 'shift')
      await expect.poll(() => r.browser.url(), { timeout: 60_000 }).toContain(exitDestination)
      expectCleanSpeechAsItLeaves(r.transcript, start, leaving)
    }))
  }
}
