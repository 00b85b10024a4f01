import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { press } from './press'
import { builtHtml, sitePages } from './site'

/**
 * Every accordion on the site hydrates in place: the heading, button and panel
 * a screen reader already holds (its virtual cursor sits on a DOM node) are
 * the very nodes the live accordion uses, however the reader wakes it. A node
 * replaced under the cursor is read as "invalid grayed" (Orca, Chromium;
 * issue 31). Pages come from the prerender output.
 */
const accordionPages = sitePages.filter((sitePage) => builtHtml(sitePage).includes('data-island="Accordion"'))

/** Marks each question's heading, button and panel (the answer's container) with where it was before hydration; returns how many. */
const tagNodes = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-accordion] > *')).map((item, index) => {
      const heading = item.querySelector('h2, h3, h4')
      const button = heading?.querySelector('button')
      const panel = item.querySelector('[data-slot]')?.parentElement
      for (const [name, node] of [['heading', heading], ['button', button], ['panel', panel]] as const) {
        if (node) Object.assign(node, { __before: `${name} ${index}` })
      }
      return index
    }).length,
  )

/**
 * Each question as a screen reader meets it: the heading around its button,
 * the panel its `aria-controls` names, labelled by the button, and which of
 * them were there before hydration.
 */
const questionsNow = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLButtonElement>('[data-accordion] :is(h2, h3, h4) > button')).map((button) => {
      const before = (node: Element | null | undefined) => (node as { __before?: string } | null | undefined)?.__before ?? null
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
      return {
        button: before(button),
        heading: before(button.parentElement),
        panel: before(panel),
        expanded: button.getAttribute('aria-expanded'),
        labelledBy: panel?.getAttribute('aria-labelledby') === button.id && button.id !== '',
        hidden: panel ? panel.hasAttribute('hidden') : null,
      }
    }),
  )

/** What each question should be: the nodes tagged before hydration, an expanded state its panel agrees with. */
const expected = (count: number, open: number | null) =>
  Array.from({ length: count }, (_, index) => ({
    button: `button ${index}`,
    heading: `heading ${index}`,
    panel: `panel ${index}`,
    expanded: String(index === open),
    labelledBy: true,
    hidden: index !== open,
  }))

// How a reader wakes an island: focus (Tab, or a screen reader's cursor), a pointer over it, a key, a press.
const wakes = ['focus', 'pointer over', 'Enter', 'mouse press'] as const

for (const sitePage of accordionPages) {
  for (const wake of wakes) {
    test(`${sitePage.url}: ${wake} hydrates the accordion in place`, async ({ page, consoleErrors }) => {
      await page.goto(sitePage.url)
      const island = page.locator('[data-island="Accordion"]')
      await expect(island).not.toHaveAttribute('data-island-hydrated')
      const count = await tagNodes(page)
      expect(count).toBeGreaterThan(1)
      // Before hydration a screen reader already meets the disclosure pattern: what it holds is what stays.
      expect(await questionsNow(page)).toEqual(expected(count, null))

      const question = page.locator('[data-accordion] :is(h2, h3, h4) > button').nth(1)
      if (wake === 'focus') await question.focus()
      else if (wake === 'pointer over') await question.hover()
      else if (wake === 'Enter') {
        await question.focus()
        await page.keyboard.press('Enter')
      } else {
        await question.scrollIntoViewIfNeeded()
        await press(page, question, 'mouse')
      }
      await expect(island).toHaveAttribute('data-island-hydrated')
      const open = wake === 'Enter' || wake === 'mouse press' ? 1 : null
      await expect.poll(() => questionsNow(page)).toEqual(expected(count, open))
      expect(consoleErrors).toEqual([])
    })
  }
}
