import { expect, test } from './fixtures'
import { sitePages } from './site'

/**
 * What a screen reader and a keyboard get, on every page: landmarks, one h1,
 * no skipped heading levels, focus always visible and never under the fixed
 * bar, no trap; reflow at 320 px and 200% text.
 */
const enGbPages = sitePages.filter((page) => page.locale === 'en-GB')

for (const sitePage of sitePages) {
  test(`landmarks and headings: ${sitePage.url}`, async ({ page }) => {
    await page.goto(sitePage.url)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
      headings.filter((h) => h.getClientRects().length > 0 || h.closest('details, [hidden]')).map((h) => Number(h.tagName[1])),
    )
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []))
    expect(skips).toEqual([])
  })
}

for (const sitePage of enGbPages) {
  test(`keyboard: ${sitePage.url}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(sitePage.url)
    await page.waitForLoadState('networkidle')
    const seen: string[] = []
    const problems: string[] = []
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab')
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return null
        const rect = el.getBoundingClientRect()
        // Obscured (e.g. under the fixed bar) when something else is drawn over its visible middle.
        const top = Math.max(rect.top, 0)
        const bottom = Math.min(rect.bottom, window.innerHeight)
        const hit = document.elementFromPoint(rect.left + rect.width / 2, (top + bottom) / 2)
        const style = getComputedStyle(el)
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        const shadow = style.boxShadow !== 'none'
        const id = `${el.tagName.toLowerCase()}:${el.getAttribute('href') ?? ''}:${el.textContent?.trim().slice(0, 30) ?? ''}:${Math.round(rect.top + window.scrollY)}`
        return {
          id,
          visible: rect.width > 0 && rect.height > 0,
          underBar: bottom <= top || !hit || !(el.contains(hit) || hit.contains(el)),
          ring: ring || shadow,
        }
      })
      if (!state) break // past the last element: focus left the page, so no trap
      if (!state.visible) problems.push(`invisible focus: ${state.id}`)
      if (state.underBar) problems.push(`obscured or off screen when focused: ${state.id}`)
      if (!state.ring) problems.push(`no visible focus indicator: ${state.id}`)
      if (seen.includes(state.id)) break // wrapped around
      seen.push(state.id)
    }
    expect(seen.length).toBeGreaterThan(10)
    expect(problems).toEqual([])
  })

  test(`reflow at 320 px and 200% text: ${sitePage.url}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(sitePage.url)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%'
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
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
