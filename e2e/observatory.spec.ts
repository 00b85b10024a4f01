import { defaultSiteOrigin } from '../content/config/origin'
import { expect, test } from './fixtures'
import { observatoryGrade } from './observatory'
import { ports } from './ports'
import { sitePages } from './site'

/**
 * Mozilla's HTTP Observatory grades every page A+ (score 100 or more) as
 * Cloudflare Pages serves it (`wrangler pages dev`, public/_headers), with the
 * Observatory's own graders (e2e/observatory.ts). Below A+, the report names
 * each test that took points off, and its result.
 */
test('the HTTP Observatory grades every page A+ as Cloudflare Pages serves it', async ({ request }) => {
  test.setTimeout(120_000)
  const hostname = new URL(defaultSiteOrigin).hostname
  const below: Record<string, string> = {}
  for (const page of sitePages) {
    const { grade, score, tests } = await observatoryGrade(request, `http://localhost:${ports.cloudflare}`, page.url, hostname)
    if (score >= 100) continue
    const lost = tests.filter((graded) => graded.modifier < 0 || !graded.pass).map((graded) => `${graded.name}: ${graded.result} (${graded.modifier})`)
    below[page.url] = `${grade} (${score}): ${lost.join('; ')}`
  }
  expect(below).toEqual({})
})
