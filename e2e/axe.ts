import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { engineSource } from './injectedEngine'

/** The WCAG 2.2 AA tags plus axe's best practices. No rule is disabled. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Rules beyond those tags: text at 7:1 (WCAG 1.4.6, AAA), since body text
 * that readers under stress can read easily is cheap to reach. It does not
 * replace the 4.5:1 rule: axe's 7:1 check leaves text under 4.5:1 to it
 * (its `minThreshold`), so both run.
 */
export const axeExtraRules = ['color-contrast-enhanced']

/**
 * axe-core's minified build (650 KB): the package's `source` is its
 * unminified one (1.5 MB), which took the page some 45 ms more to evaluate,
 * on each of some 250 page loads a run.
 */
const axeSource = () => engineSource('axe-core/axe.min.js')

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
  // axe-core once per page load, by us: AxeBuilder evaluates its whole source
  // twice a run, and the sweep runs axe two to four times a page. It is then
  // given a script that does nothing in its place (`axeSource`).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource())
  // Legacy mode: axe runs in the page itself. By default it gathers each
  // frame's results and then opens a blank page to combine them, which is for
  // cross-origin iframes (the site has none) and doubled the time of every check.
  const results = await new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: axeTags },
      // Every node only for what is read below: the passes and inapplicable
      // rules keep one node each, which halved the time of a check (most of it
      // was those results crossing from the page).
      resultTypes: ['violations', 'incomplete'],
      rules: Object.fromEntries(axeExtraRules.map((rule) => [rule, { enabled: true }])),
    })
    .analyze()
  // A rule that throws reports its nodes as "incomplete", not as violations:
  // axe-core 4.13 could not parse the header's `oklab(… 5.96046e-8 / 0.9)`
  // and so skipped every contrast check on every page without a failure.
  const errors = results.incomplete.filter((rule) =>
    rule.nodes.some((node) => [...node.any, ...node.all, ...node.none].some((check) => check.id === 'error-occurred')),
  )
  return [...results.violations, ...errors.map((rule) => ({ ...rule, impact: 'rule failed to run' }))].map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}
