import { expect, journey, test } from './fixtures'
import { expectCleanSpeech, expectInOrder, headingsOf, journeyLocales, message } from './speech'

/**
 * A page read from the top with Say All (KP_Add, Orca's desktop layout):
 * the skip link first, the landmarks entered, every heading in document
 * order with its level, and nothing empty, doubled or run together.
 */
for (const { locale, prefix } of journeyLocales) {
  test(`${locale}, Firefox: the home page read from the top`, journey(async ({ reader }) => {
    const r = await reader('firefox', { language: locale })
    await r.open(`${prefix}/`)
    const mark = r.press('KP_Add')
    // The last words of every page: the footer's note on what coaching is.
    await r.transcript.waitFor(message(locale, 'shell.footer.notTherapy').slice(-40), mark, 120_000)
    const said = r.transcript.since(mark)
    expectInOrder(said, ['Skip to main content', 'link', 'banner', message(locale, 'shell.exit.label'), 'main content'])
    expectInOrder(
      said,
      headingsOf(`${prefix}/`).flatMap(({ text, level }) => [text, `heading level ${level}`]),
    )
    expectInOrder(said, ['leaving main content', 'information'])
    expectCleanSpeech(said)
    expect(await r.browser.url()).toBe(`${r.origin}${prefix}/`)
  }))
}
