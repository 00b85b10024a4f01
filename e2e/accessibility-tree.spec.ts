import { checkTree, fromCdp, type CdpAxNode } from './accessibilityTree'
import { expect, settled, test } from './fixtures'
import { sitePages } from './site'

/**
 * What each page gives a screen reader, read from Chromium's accessibility
 * tree (CDP `Accessibility.getFullAXTree`) once per built page, in every
 * locale: no words run together, no empty status/alert/log exposed, no
 * landmark whose own label repeats its first heading, no control without a
 * name, no word said twice (accessibilityTree.ts; issue 31). A new page is
 * covered without writing a journey.
 */
for (const sitePage of sitePages) {
  test(`${sitePage.url} reads right`, async ({ page }) => {
    await page.goto(sitePage.url)
    await settled(page)
    const cdp = await page.context().newCDPSession(page)
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: CdpAxNode[] }
    expect(checkTree(fromCdp(nodes))).toEqual([])
  })
}
