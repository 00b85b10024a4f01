import type { Page } from '@playwright/test'
import { engineSource } from './injectedEngine'

/**
 * IBM's Equal Access engine (`accessibility-checker-engine`), a second
 * opinion beside axe: its rules catch what axe's do not (ARIA references to
 * ids that do not exist, several articles with no distinct name). Rule set:
 * WCAG 2.2 A and AA (see https://www.ibm.com/able/requirements/checker-rule-sets).
 *
 * Only violations fail: results the engine itself calls potential, manual or
 * recommendations are for a person to judge, and are left out.
 */
const ruleSet = 'WCAG_2_2'

/**
 * Rules switched off, each with its reason (none today). Off here means off
 * for the whole site, so a rule belongs here only when it is wrong for it.
 */
export const equalAccessRulesOff: Record<string, string> = {}

/** Injected once per page load. */
const engine = () => engineSource('accessibility-checker-engine/ace.js')

type AceResult = { ruleId: string; value: [string, string]; message: string; snippet: string; path: { dom: string } }

export async function equalAccessViolations(page: Page) {
  // Evaluated over the DevTools protocol, which the page's CSP does not
  // govern: the policy stays as served, and its violations are still caught.
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(engine())
  const results = await page.evaluate(async (set) => {
    const { ace } = window as unknown as { ace: { Checker: new () => { check(doc: Document, sets: string[]): Promise<{ results: AceResult[] }> } } }
    // The engine throws on a page with <template>s once it has loaded and idled
    // (reading 'role' of undefined in its hierarchy walk; the region notice's
    // words wait in templates). A template is inert, neither rendered nor in
    // the accessibility tree, so each is set aside while the engine runs and put back.
    const setAside = Array.from(document.querySelectorAll('template'), (template) => {
      const mark = document.createComment('template set aside')
      template.replaceWith(mark)
      return () => mark.replaceWith(template)
    })
    const report = await new ace.Checker().check(document, [set]).finally(() => setAside.forEach((putBack) => putBack()))
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map(({ ruleId, message, snippet, path }) => ({ rule: ruleId, message, element: snippet, path: path.dom }))
  }, ruleSet)
  return results.filter((result) => !(result.rule in equalAccessRulesOff))
}
