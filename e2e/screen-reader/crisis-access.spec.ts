import type { BrowserName } from './browsers'
import { expect, journey, test } from './fixtures'
import { expectCleanSpeech, expectInOrder, message } from './speech'

/**
 * Issue 59: a woman who cannot hold a voice call in English, reading the
 * crisis box line by line as a screen-reader user does, hears under 999 how
 * to get an interpreter and the ways in without a voice call, and tabs to each
 * of them as links (content/crisis.ts, `access`).
 */
const browsers: BrowserName[] = ['firefox', 'chromium']
const locale = 'en-GB'

for (const name of browsers) {
  test(`${locale}, ${name}: under 999, how to get an interpreter and the ways in without a voice call`, journey(async ({ reader }) => {
    const r = await reader(name, { language: locale })
    await r.open('/en-gb/contact')
    const start = r.transcript.mark()
    // To the box by its heading, then down its lines, as she would read it.
    await r.until('h', `${message(locale, 'crisis.box.title')} heading level 2`, 8)
    await r.until('Down', 'Need an interpreter?', 12)
    // Its links, by Tab: the video relay, the relay number, the registration text. (Chromium's
    // focus stays where it was while Orca reads on, so its first Tab may land on "Call 999" first.)
    await r.until('Tab', /999 BSL.*link|link.*999 BSL/, 3)
    await r.hear('Tab', /Relay UK on 18000.*link|link.*Relay UK on 18000/)
    await r.hear('Tab', /register.*to 999.*link|link.*register.*to 999/)
    await r.transcript.quiet()
    const said = r.transcript.since(start)
    expectInOrder(said, ['Need an interpreter?', '999 BSL', 'Relay UK on 18000'])
    expectCleanSpeech(said)
    expect(await r.browser.url()).toBe(`${r.origin}/en-gb/contact`)
  }))
}
