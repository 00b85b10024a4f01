import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG 2.2 AA tags plus axe's best practices. No rule is disabled. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export async function axeViolations(page: Page) {
  // Sections below the first screen are laid out only as they near the
  // viewport (content-visibility: auto, renderer/styles.css). axe's rules of
  // geometry (contrast, target size) need them laid out, as they are by the
  // time the visitor scrolls to them.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}
