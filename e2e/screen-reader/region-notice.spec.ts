import type { BrowserName } from './browsers'
import { expect, test } from './fixtures'
import { countSaid, expectCleanSpeech, expectInOrder, format } from './speech'

/**
 * A reader whose browser speaks another served region's language is told,
 * politely and without pressing anything, whose crisis numbers the page
 * shows and offered her own region's page (components/RegionNotice.tsx):
 * said once, whole and in order, in both browsers.
 */
const cases = [
  { page: { locale: 'en-US', region: 'US', url: '/about' }, reader: { language: 'en-GB', region: 'GB' } },
  { page: { locale: 'en-GB', region: 'GB', url: '/en-gb/about' }, reader: { language: 'en-US', region: 'US' } },
] as const
const browsers: BrowserName[] = ['firefox', 'chromium']

for (const { page, reader: visitor } of cases) {
  for (const name of browsers) {
    test(`${page.locale} page, ${visitor.language} browser, ${name}: the region notice is said`, async ({ reader }) => {
      const r = await reader(name, { language: visitor.language })
      const mark = r.transcript.mark()
      await r.open(page.url)
      const notice = format(page.locale, 'shell.regionNotice.pageRegion', { region: page.region })
      const link = format(page.locale, 'shell.regionNotice.link', { region: visitor.region })
      await r.transcript.waitFor(link, mark, 60_000)
      await r.transcript.quiet()
      const said = r.transcript.since(mark)
      // Said whole, in order, once: one text in the notice's live line, a second
      // after the page has settled (components/firstScript/showRegionNotice.ts).
      expectInOrder(said, [notice, link])
      expect(countSaid(said, notice), said.join('\n')).toBe(1)
      expect(countSaid(said, link), said.join('\n')).toBe(1)
      expectCleanSpeech(said)
    })
  }
}
