import { expect, journey, test } from './fixtures'
import { expectCleanSpeech, journeyLocales, literal, message } from './speech'

/**
 * The mobile menu in a narrow window, heard as ARIA-AT's disclosure
 * navigation plan expects: the button's name, role and state (collapsed),
 * the change to expanded, its first link, and collapsed again on Escape
 * with focus back on the button.
 */
for (const { locale, prefix } of journeyLocales) {
  test(`${locale}, Firefox: the mobile menu opened and closed`, journey(async ({ reader }) => {
    const r = await reader('firefox', { language: locale, width: 390, height: 844 })
    await r.open(`${prefix}/about`)
    const menu = message(locale, 'shell.nav.menuButton')
    const start = r.transcript.mark()
    await r.hear('b', new RegExp(`^${literal(menu)} collapsed push button`))
    await r.hear('Return', /expanded/)
    await r.hear('Tab', new RegExp(`^${literal(message(locale, 'shell.nav.home'))}.* link`))
    await r.hear('Escape', /collapsed/)
    expectCleanSpeech(r.transcript.since(start))
    expect(await r.browser.url()).toBe(`${r.origin}${prefix}/about`)
  }))
}
