import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { aaaClaims, automatedClaims, browserClaims, checkTools, knownProblems, readerClaims, screenReaderClaims, type Proofs } from '../content/accessibility/claims'
import { complaintRoutes, type SourcedPage } from '../content/accessibility/complaints'
import { replyWithinWorkingDays, statementReview } from '../content/accessibility/statement'
import { checkToolPackages } from '../content/checkTools'
import { serviceCountries, serviceRegions } from '../content/regions'
import { latestNextReview } from '../content/review'
import { readToolVersions, toolVersionsFrom } from '../scripts/tool-versions'

/**
 * Issue 68: the accessibility statement stays true by construction. Each
 * claim it makes names its proof, a file of the suite `npm test` runs and
 * words in that file's code (content/accessibility/claims.ts); here each
 * proof must still be there, outside comments and outside a skipped test.
 * Dropping a check therefore fails this test until the claim goes too; adding
 * a screen-reader journey or an accessibility checker fails it until the
 * statement says so. The tools' versions come from the lock at build time
 * (scripts/tool-versions.ts); e2e/accessibility-statement.spec.ts reads them
 * on the built pages.
 */
const root = join(import.meta.dirname, '..')
const collapse = (text: string) => text.replace(/\s+/g, ' ')

/** A file parsed once: its code without comments, and its syntax tree. */
const parsed = new Map<string, { code: string; source: ts.SourceFile }>()
function parse(file: string) {
  let found = parsed.get(file)
  if (!found) {
    const text = readFileSync(join(root, file), 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
    const code = collapse(ts.createPrinter({ removeComments: true }).printFile(source))
    parsed.set(file, (found = { code, source }))
  }
  return found
}

/** Whether every node of the code that holds `shows` sits inside a `.skip(…)` or `.fixme(…)` call. */
function onlySkipped(source: ts.SourceFile, shows: string): boolean {
  const holders: ts.Node[] = []
  const visit = (node: ts.Node) => {
    const before = holders.length
    ts.forEachChild(node, visit)
    if (holders.length === before && collapse(node.getText(source)).includes(shows)) holders.push(node)
  }
  visit(source)
  const skipped = (node: ts.Node): boolean =>
    !!node.parent && ((ts.isCallExpression(node.parent) && /\.(skip|fixme)$/.test(node.parent.expression.getText(source))) || skipped(node.parent))
  return holders.length > 0 && holders.every(skipped)
}

/** Files `npm test` runs as tests: the Playwright specs (playwright.config.ts, testDir e2e) and Vitest's (vitest.config.ts). */
const isTestFile = (file: string) => /^e2e\/.+\.spec\.ts$/.test(file) || /^(tests|components)\/.+\.test\.ts$/.test(file)

const claims = [...aaaClaims, ...readerClaims, ...automatedClaims, ...browserClaims, ...screenReaderClaims, ...knownProblems]
const proofsOf: [string, Proofs][] = [...claims.map((claim) => [claim.id, claim.proofs] as [string, Proofs]), ...Object.entries(checkTools).map(([name, tool]) => [name, tool.proofs] as [string, Proofs])]

describe('the accessibility statement’s claims', () => {
  it.each(proofsOf)('%s rests on a test that is still there', (name, proofs) => {
    for (const { file, shows } of proofs) {
      expect(existsSync(join(root, file)), `${name}: ${file} is gone`).toBe(true)
      const { code, source } = parse(file)
      expect(code.includes(collapse(shows)), `${name}: ${file} no longer says ${JSON.stringify(shows)} in its code: change the claim with the check (content/accessibility/claims.ts)`).toBe(true)
      expect(onlySkipped(source, collapse(shows)), `${name}: ${JSON.stringify(shows)} is only in a skipped test of ${file}`).toBe(false)
    }
    expect(proofs.some((proof) => isTestFile(proof.file)), `${name}: at least one proof is a test file npm test runs`).toBe(true)
  })

  it('are declared in the claim records only, so none is shown without its proof', () => {
    const source = JSON.parse(readFileSync(join(root, 'locales', 'en-US.json'), 'utf8')) as Record<string, unknown>
    const declared = Object.keys(source).filter((id) => /^accessibility\.(claim|problem)\./.test(id)).sort()
    const recorded = [...claims.map((claim) => claim.text.id), ...knownProblems.map((problem) => problem.instead.id)].sort()
    expect(declared).toEqual(recorded)
    expect(new Set(claims.map((claim) => claim.id)).size, 'each claim’s id is its own').toBe(claims.length)
  })

  it('include every journey heard with the screen reader', () => {
    const journeys = readdirSync(join(root, 'e2e', 'screen-reader')).filter((name) => name.endsWith('.spec.ts')).map((name) => `e2e/screen-reader/${name}`)
    const claimed = new Set(screenReaderClaims.flatMap((claim) => claim.proofs.map((proof) => proof.file)))
    expect(journeys.filter((journey) => !claimed.has(journey)), 'a journey the statement does not list (screenReaderClaims)').toEqual([])
  })

  it('name every accessibility checker the browser tests use', () => {
    // Packages the statement names by the engine inside them (its version is the engine's).
    const engineOf: Record<string, string> = { '@axe-core/playwright': 'axe-core' }
    const checker = /axe|accessibility|a11y|vnu|validat|lighthouse|pa11y/
    const used = new Set<string>()
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []))
    for (const file of walk(join(root, 'e2e'))) {
      const text = readFileSync(file, 'utf8')
      for (const [, specifier] of text.matchAll(/(?:from|import\(|resolve\()\s*'([^'.][^']*)'/g)) {
        const name = specifier!.startsWith('@') ? specifier!.split('/').slice(0, 2).join('/') : specifier!.split('/')[0]!
        if (checker.test(name)) used.add(`${engineOf[name] ?? name} (${relative(root, file)})`)
      }
    }
    expect([...used].filter((entry) => !checkToolPackages.some((name) => entry.startsWith(`${name} (`)))).toEqual([])
  })

  it('count the known problems that fail a criterion by its number', () => {
    for (const problem of knownProblems) if (problem.criterion !== undefined) expect(problem.criterion).toMatch(/^[1-4]\.\d\.\d{1,2}$/)
  })
})

describe('the tools’ versions', () => {
  it('are package-lock.json’s, for every tool the statement names', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> }
    expect(readToolVersions(root)).toEqual(Object.fromEntries(checkToolPackages.map((name) => [name, lock.packages[`node_modules/${name}`]!.version])))
  })

  it('stop the build, naming the tool, when the lock does not install one', () => {
    expect(() => toolVersionsFrom(JSON.stringify({ packages: { 'node_modules/axe-core': { version: '4.0.0' } } }), ['axe-core', 'vnu-jar'])).toThrow(/names vnu-jar/)
  })
})

describe('the statement’s record', () => {
  const iso = /^\d{4}-\d{2}-\d{2}$/
  it('has fixed ISO dates, its next review within one cycle of the last (docs/content-review.md)', () => {
    const { prepared, lastReviewed, nextReviewDue } = statementReview
    for (const date of [prepared, lastReviewed, nextReviewDue]) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date)
    expect(prepared <= lastReviewed).toBe(true)
    expect(nextReviewDue > lastReviewed && nextReviewDue <= latestNextReview(lastReviewed)).toBe(true)
  })

  it('promises a reply in a whole number of working days', () => {
    expect(Number.isInteger(replyWithinWorkingDays) && replyWithinWorkingDays > 0).toBe(true)
  })

  it('gives each region at least one country’s complaint bodies, each fact on its page with its words and the date it was checked', () => {
    for (const region of serviceRegions) expect(region.countries.some((country) => complaintRoutes[country]), region.locale).toBe(true)
    for (const [country, route] of Object.entries(complaintRoutes)) {
      expect(serviceCountries, country).toContain(country)
      const sources: SourcedPage[] = [...route.bodies.flatMap((body) => body.sources), ...(route.note?.sources ?? [])]
      for (const body of route.bodies) expect(body.href, body.id).toMatch(/^https:\/\/[^\s/]+\.[a-z]+\//)
      for (const source of sources) {
        expect(source.url).toMatch(/^https:\/\/[^\s/]+\.[a-z]+\/\S+/)
        expect(source.quote.trim().length, source.url).toBeGreaterThan(40)
        expect(source.checked, source.url).toMatch(iso)
      }
    }
  })
})
