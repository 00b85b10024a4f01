import { checkTree, fromCdp, type CdpAxNode } from './accessibilityTree'
import { clickableFindings } from './clickable'
import { expect, settled, test } from './fixtures'
import { sitePages } from './site'

/**
 * What each page gives a screen reader, read from Chromium's accessibility
 * tree (CDP `Accessibility.getFullAXTree`) once per built page, in every
 * locale: no words run together, no empty status/alert/log exposed, no
 * landmark whose own label repeats its first heading, no control without a
 * name, no word said twice (accessibilityTree.ts; issue 31), and nothing Orca
 * would call "clickable" (clickable.ts). A new page is covered without
 * writing a journey.
 */
for (const sitePage of sitePages) {
  test(`${sitePage.url} reads right`, async ({ page }) => {
    await page.goto(sitePage.url)
    await settled(page)
    const cdp = await page.context().newCDPSession(page)
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: CdpAxNode[] }
    expect(checkTree(fromCdp(nodes))).toEqual([])
    expect(await clickableFindings(page)).toEqual([])
  })
}

// The check finds both kinds when they are there: an element made focusable
// inside an island (React listens on its root) and one that listens for
// presses itself without being focusable.
test('the "clickable" check finds both kinds', async ({ page }) => {
  await page.goto('/healing-quiz')
  await settled(page)
  await page.evaluate(() => {
    const focusable = Object.assign(document.createElement('p'), { tabIndex: -1, textContent: 'Focusable inside the quiz' })
    document.querySelector('fieldset')!.append(focusable)
    const listening = Object.assign(document.createElement('p'), { textContent: 'Listening itself' })
    listening.addEventListener('click', () => {})
    document.getElementById('main')!.append(listening)
  })
  const findings = await clickableFindings(page)
  expect(findings).toHaveLength(2)
  expect(findings[0]).toMatch(/^<p> "Focusable inside the quiz" is focusable inside <div\[role=none\]>/)
  expect(findings[1]).toMatch(/^<p> "Listening itself" listens for presses and is not focusable/)
})
