import type { BrowserName } from './browsers'
import { expect, journey, test } from './fixtures'
import { countSaid, expectCleanSpeech, expectInOrder, format } from './speech'

/**
 * A reader whose browser names a region the page does not show the numbers
 * of is told, politely and without pressing anything, whose crisis numbers
 * the page shows (components/shell/RegionNotice.tsx), and offered either her own
 * served region's page or, from a country the site does not serve, her own
 * country's helplines, her country named: said once, whole and in order, in
 * both browsers.
 */
/** A region's countries together ("the United Kingdom"), in its own catalogue's words (content/regions.ts). */
const these = (locale: string) => format(locale, `shell.region.${locale}.these`, {})
const cases = [
  { page: { locale: 'en-US', url: '/about' }, reader: { language: 'en-GB' }, offer: { id: 'shell.regionNotice.link', values: { region: these('en-GB') } } },
  { page: { locale: 'en-GB', url: '/en-gb/about' }, reader: { language: 'en-US' }, offer: { id: 'shell.regionNotice.link', values: { region: these('en-US') } } },
  // Issue 46: Ireland and South Africa, served by neither page.
  { page: { locale: 'en-US', url: '/' }, reader: { language: 'en-IE' }, offer: { id: 'shell.regionNotice.helplines', values: { country: 'Ireland' } } },
  { page: { locale: 'en-AU', url: '/en-au/blog/signs-of-narcissistic-abuse' }, reader: { language: 'en-ZA' }, offer: { id: 'shell.regionNotice.helplines', values: { country: 'South Africa' } } },
] as const
const browsers: BrowserName[] = ['firefox', 'chromium']

for (const { page, reader: visitor, offer } of cases) {
  for (const name of browsers) {
    test(`${page.locale} page, ${visitor.language} browser, ${name}: the region notice is said`, journey(async ({ reader }) => {
      const r = await reader(name, { language: visitor.language })
      const mark = r.transcript.mark()
      await r.open(page.url)
      const notice = format(page.locale, 'shell.regionNotice.pageRegion', { region: these(page.locale) })
      const link = format(page.locale, offer.id, offer.values)
      await r.transcript.waitFor(link, mark, 60_000)
      await r.transcript.quiet()
      const said = r.transcript.since(mark)
      // Said whole, in order, once: one text in the notice's live line, three seconds
      // after the page has settled (components/firstScript/regionNoticeTiming.ts says why).
      expectInOrder(said, [notice, link])
      expect(countSaid(said, notice), said.join('\n')).toBe(1)
      expect(countSaid(said, link), said.join('\n')).toBe(1)
      expectCleanSpeech(said)
    }))
  }
}
