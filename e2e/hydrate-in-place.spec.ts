import type { Page } from '@playwright/test'
import { locales } from '../content/locales'
import { expect, test } from './fixtures'
import { press } from './press'
import { builtHtml, sitePages } from './site'

/**
 * Islands hydrate in place: the nodes a screen reader already holds (its
 * virtual cursor sits on a DOM node) and focus is on are the very nodes the
 * live island uses. A node replaced under the cursor is read as "invalid
 * grayed" (Orca, Chromium; issue 31), and the first script no longer moves
 * focus or presses across a replacement (islands/schedule.ts). Pages come
 * from the prerender output.
 */

/** Each island that waits for the visitor, on the first page that has it, in every locale. */
const islandNames = [...new Set(sitePages.flatMap((sitePage) => [...builtHtml(sitePage).matchAll(/data-island="(\w+)"[^>]*data-island-hydrate="interaction"/g)].map((match) => match[1]!)))]
for (const locale of locales) {
  for (const name of islandNames) {
    const sitePage = sitePages.find((candidate) => candidate.locale === locale && builtHtml(candidate).includes(`data-island="${name}"`))
    if (!sitePage) continue
    test(`${sitePage.url}: ${name} keeps every node as it hydrates`, async ({ page, consoleErrors }) => {
      await page.goto(sitePage.url)
      const island = page.locator(`[data-island="${name}"]`).first()
      await expect(island).not.toHaveAttribute('data-island-hydrated')
      const count = await island.evaluate((root) => {
        const nodes = Array.from(root.querySelectorAll('*'))
        Object.assign(window, { __beforeHydration: nodes })
        return nodes.length
      })
      expect(count).toBeGreaterThan(0)
      // A pointer over it wakes it, as it does a reader's.
      await island.evaluate((root) => root.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
      await expect(island).toHaveAttribute('data-island-hydrated')
      // Effects have run and rendered: a frame, then a task.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
      const replaced = await page.evaluate(() =>
        (window as unknown as { __beforeHydration: Element[] }).__beforeHydration.filter((node) => !node.isConnected).map((node) => node.outerHTML.slice(0, 80)),
      )
      expect(replaced).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  }
}

/** Every accordion: its questions' headings, buttons and panels, however the reader wakes it. */
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
