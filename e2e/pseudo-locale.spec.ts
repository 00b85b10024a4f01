import { expect, settled, test } from './fixtures'
import { sitePages } from './site'

/**
 * The pseudo-locale build renders every en-US page with `formatjs compile
 * --pseudo-locale en-XA` messages: any visible text still in plain ASCII
 * letters did not come from a catalogue, i.e. it is hard-coded. Exempt:
 * names and numbers marked translate="no", and Intl-formatted dates and hours.
 */
const pseudoPort = Number(process.env.E2E_PORT ?? 4173) + 1

test.skip(process.env.E2E_PSEUDO === '0', 'pseudo-locale server disabled')

for (const sitePage of sitePages.filter((p) => p.locale === 'en-US')) {
  test(`no hard-coded text on ${sitePage.url}`, async ({ page }) => {
    await page.goto(`http://localhost:${pseudoPort}${sitePage.url}`)
    await settled(page)
    const untranslated = await page.evaluate(() => {
      const exempt = 'script, style, noscript, template, [translate="no"], time, [data-intl-formatted]'
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest(exempt)) continue
        const text = node.textContent ?? ''
        if (/[A-Za-z]{2,}/.test(text)) found.push(text.trim())
      }
      // Accessible names and text alternatives count too.
      for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [alt], [title], [placeholder]')) {
        if (el.closest(exempt)) continue
        for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = el.getAttribute(attr)
          if (value && /[A-Za-z]{2,}/.test(value)) found.push(`${attr}="${value}"`)
        }
      }
      found.push(...(/[A-Za-z]{2,}/.test(document.title) ? [`<title>${document.title}`] : []))
      return found
    })
    expect(untranslated).toEqual([])
  })
}
