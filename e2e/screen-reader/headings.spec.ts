import type { BrowserName } from './browsers'
import { expect, journey, test } from './fixtures'
import { countSaid, headingsOf, journeyLocales } from './speech'

/**
 * Moving through a page by its headings, forward with H and back with
 * Shift+H, as screen-reader users skim: each heading said with its level,
 * in order, and the reader stays on the page. Orca takes the H, so the page
 * sees a bare Shift each time; the quick exit must not count those.
 */
const browsers: BrowserName[] = ['firefox', 'chromium']

for (const { locale, prefix } of journeyLocales) {
  for (const name of browsers) {
    // Chromium behaves differently only in what the exit control hears: once, in en-GB, is enough.
    if (name === 'chromium' && locale !== 'en-GB') continue
    test(`${locale}, ${name}: headings forward with H and back with Shift+H, without leaving the site`, journey(async ({ reader }) => {
      const url = `${prefix}/about`
      const headings = headingsOf(url)
      const r = await reader(name, { language: locale })
      await r.open(url)
      const start = r.transcript.mark()
      for (const { text, level } of headings) {
        const said = await r.hear('h', `heading level ${level}`)
        expect(said.join(' ')).toContain(`${text} heading level ${level}`)
      }
      for (const { text, level } of headings.slice(0, -1).reverse()) {
        const said = await r.hear('shift+h', `heading level ${level}`)
        expect(said.join(' ')).toContain(`${text} heading level ${level}`)
      }
      await r.transcript.quiet()
      const said = r.transcript.since(start)
      // The quick exit's count-down is never spoken, and the page is still hers.
      expect(countSaid(said, /more times? to exit/), said.join('\n')).toBe(0)
      expect(countSaid(said, /Wrapping/), 'no heading skipped or wrapped past').toBe(0)
      expect(await r.browser.url()).toBe(`${r.origin}${url}`)
    }))
  }
}
