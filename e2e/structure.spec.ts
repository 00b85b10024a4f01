import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sitePages } from './site'

/**
 * Reflow at 320 px and 200% text, text spacing and the bar at 400% zoom, on
 * every en-GB page (long words wrap or overflow by locale). Landmarks and
 * headings are checked on every page by sweep.spec.ts; focus always visible,
 * never covered and never trapped by focus-visible.spec.ts.
 */
const enGbPages = sitePages.filter((page) => page.locale === 'en-GB')

/**
 * WCAG 1.4.12 text spacing (https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html),
 * injected as a reader's stylesheet would be: nothing may be clipped (an
 * element that hides its overflow holding more than its box) or run out of
 * the fixed bar, and nothing may scroll sideways. `bypassCSP`: the page's own
 * policy rightly refuses a style it does not know.
 */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** What text spacing loses at the window's present width. */
const lostToTextSpacing = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = []
    const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px`)
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el)
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
      // Visually hidden text (1 px, clipped on purpose) and what is not rendered are left out.
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || el.closest('[hidden], .sr-only')) continue
      if (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) problems.push(`clipped sideways: ${name(el)}`)
      if (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) problems.push(`clipped: ${name(el)}`)
    }
    // The fixed bar's height is set: its contents must stay inside it.
    const bar = document.querySelector('[data-site-header]')!.getBoundingClientRect()
    for (const el of document.querySelectorAll('[data-site-header] a, [data-site-header] button')) {
      const box = el.getBoundingClientRect()
      if (box.width > 0 && (box.top < bar.top - 1 || box.bottom > bar.bottom + 1)) problems.push(`out of the bar: ${name(el)}`)
    }
    return problems
  })

/**
 * One visit per page, each check at the width it names (a resize lays the
 * page out as a load at that width would: what changes is the stylesheet's
 * media queries): reflow at 320 px and at 200% text; then, with text spacing
 * injected, nothing lost at 1280 px and at 320 px.
 */
test.describe('reflow and text spacing', () => {
  test.use({ bypassCSP: true })
  for (const sitePage of enGbPages) {
    test(`reflow at 320 px and 200% text, and text spacing (1.4.12) loses nothing at 1280 and 320 px: ${sitePage.url}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(sitePage.url)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'reflow at 320 px').toBeLessThanOrEqual(320)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%'
      })
      expect(await page.evaluate(() => document.documentElement.scrollWidth), '200% text at 1280 px').toBeLessThanOrEqual(1280)
      await page.evaluate(() => {
        document.documentElement.style.fontSize = ''
      })
      await page.addStyleTag({ content: textSpacing })
      expect(await lostToTextSpacing(page), `${sitePage.url} at 1280px`).toEqual([])
      await page.setViewportSize({ width: 320, height: 800 })
      expect(await lostToTextSpacing(page), `${sitePage.url} at 320px`).toEqual([])
    })
  }
})

/**
 * 400% zoom of a 1280 × 1024 screen is 320 × 256 CSS px: the fixed bar (and
 * the exit control in it) takes at most a fifth of that, "Exit this page"
 * stays on one line, on screen and uncovered, and the menu's last link can
 * still be reached (its panel scrolls within the screen).
 */
for (const url of ['/', '/en-gb/healing-quiz', '/en-au/blog']) {
  test(`at 320 × 256 (400% zoom) the bar takes at most a fifth of the screen: ${url}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 })
    await page.goto(url)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const bar = await page.evaluate(() => {
      const header = document.querySelector('[data-site-header]')!.getBoundingClientRect()
      const exit = document.querySelector<HTMLElement>('[data-exit-this-page]')!
      const box = exit.getBoundingClientRect()
      const label = Array.from(exit.childNodes).findLast((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!
      const range = document.createRange()
      range.selectNodeContents(label)
      const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return {
        height: header.bottom,
        lines,
        onScreen: box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= header.bottom,
        uncovered: !!hit && exit.contains(hit),
      }
    })
    expect(bar.height).toBeLessThanOrEqual(256 / 5)
    expect(bar.lines, '"Exit this page" on one line').toBe(1)
    expect(bar.onScreen, 'the exit control on screen').toBe(true)
    expect(bar.uncovered, 'nothing over the exit control').toBe(true)

    const toggle = page.getByRole('button', { name: /menu/i })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const links = page.locator('#site-nav-links a')
    const count = await links.count()
    // Tab through the panel; bounded, so a link that can never be reached still fails.
    const lastFocused = () => links.last().evaluate((link) => link === document.activeElement)
    for (let i = 0; i < count + 2 && !(await lastFocused()); i++) await page.keyboard.press('Tab')
    await expect(links.last()).toBeFocused()
    await expect(links.last()).toBeInViewport({ ratio: 1 })
  })
}

test('in forced-colours mode the focus ring and card borders stay visible', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/en-gb/')
  await page.keyboard.press('Tab')
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
  const border = await page.locator('article').first().evaluate((el) => getComputedStyle(el).borderTopStyle)
  expect(border).not.toBe('none')
})

test('the shell, as a screen reader reads it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en-gb/about')
  await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
    - banner:
      - link "Thrive, home"
      - navigation "Main":
        - list:
          - listitem:
            - link "Home"
          - listitem:
            - link "About"
          - listitem:
            - link "Services"
          - listitem:
            - link "Approach"
          - listitem:
            - link "Blog"
          - listitem:
            - link "Resources"
          - listitem:
            - link "Quiz"
          - listitem:
            - link "FAQs"
          - listitem:
            - link "Contact"
  `)
  await expect(page.getByRole('contentinfo')).toMatchAriaSnapshot(`
    - contentinfo:
      - heading "Quick links" [level=2]
      - heading "Virtual appointments" [level=2]
      - navigation "Your region":
        - heading "Your region" [level=2]
      - navigation "Legal"
  `)
})
