import { clickableFindings } from './clickable'
import { expect, settled, test } from './fixtures'

/**
 * What each page gives a screen reader is read from Chromium's accessibility
 * tree (CDP `Accessibility.getFullAXTree`) once per built page, in every
 * locale, in the sweep's visit (sweep.spec.ts: one load of each page serves
 * its engines and its tree): no words run together, no empty status/alert/log
 * exposed, no landmark whose own label repeats its first heading, no control
 * without a name, no word said twice (accessibilityTree.ts; issue 31), and
 * nothing Orca would call "clickable" (clickable.ts); in each widget's states
 * too (widget-states.spec.ts). A new page is covered without writing a
 * journey. Here, that the "clickable" check finds what it looks for.
 */

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
