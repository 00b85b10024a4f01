/**
 * `npm run test:changed` — a change checked in a couple of minutes: the unit
 * tests related to the changed files (Vitest's `related`), the browser specs
 * that cover them (scripts/changed-specs.ts), and the every-page sweep on a
 * small fixed sample of pages in each locale (`E2E_SAMPLE=1`, e2e/site.ts),
 * against a build made first if the sources are newer (scripts/start.ts).
 * Never the gate: `npm test` (and CI) runs everything.
 *
 *   npm run test:changed                  what the working tree changes against HEAD (untracked files too)
 *   npm run test:changed -- --base main   and what was committed since main
 *   npm run test:changed -- --screen-reader   the Orca journeys that cover it too (slower)
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { specsCovering } from './changed-specs'

const root = join(import.meta.dirname, '..')
const args = process.argv.slice(2)
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : undefined
const withScreenReader = args.includes('--screen-reader')

const git = (...gitArgs: string[]) =>
  spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
const changed = [
  ...new Set([...git('diff', '--name-only', base ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(join(root, file)))

function run(title: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}\n  ${command} ${commandArgs.join(' ')}`)
  return spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0
}

/** Every file under e2e/, path → text, for the specs' names and imports. */
function testSources(): Map<string, string> {
  const dir = join(root, 'e2e')
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))
  return new Map(files.map((file) => [relative(root, join(dir, file)).replaceAll('\\', '/'), readFileSync(join(dir, file), 'utf8')]))
}

const started = Date.now()
console.log(changed.length ? `Changed (${base ? `since ${base}, and` : 'against HEAD, with'} the working tree):\n${changed.map((file) => `  ${file}`).join('\n')}` : 'Nothing changed against HEAD: the sample alone.')

const { specs, why } = specsCovering(changed, testSources())
const browserSpecs = specs.filter((spec) => !spec.startsWith('e2e/screen-reader/'))
const journeys = specs.filter((spec) => spec.startsWith('e2e/screen-reader/'))
for (const spec of specs) console.log(`  ${spec} ← ${why[spec]!.join(', ')}`)

const results: [string, boolean][] = []
const sources = changed.filter((file) => /\.(ts|tsx)$/.test(file))
if (sources.length > 0) results.push(['unit tests related to the change', run('Unit tests related to the change', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...sources])])

// The sweep on the sample, with the specs that cover the change. The en-XA
// build (a second build) only when the pseudo-locale check is among them.
const sweep = ['e2e/sweep.spec.ts', ...browserSpecs.filter((spec) => spec !== 'e2e/sweep.spec.ts')]
const pseudo = sweep.includes('e2e/pseudo-locale.spec.ts') ? {} : { E2E_PSEUDO: '0' }
results.push([`browser: ${sweep.length} spec(s), sample pages`, run('Browser specs that cover the change, and the sweep of the sample pages in each locale', 'npx', ['playwright', 'test', '--project=browser', '--workers=2', ...sweep], { E2E_SAMPLE: '1', ...pseudo })])

if (journeys.length > 0) {
  if (withScreenReader) results.push([`screen reader: ${journeys.length} journey(s)`, run('Screen-reader journeys that cover the change', 'npx', ['playwright', 'test', '--project=screen-reader', '--no-deps', ...journeys], { E2E_PSEUDO: '0' })])
  else console.log(`\n(${journeys.length} screen-reader journey(s) cover this change too: add --screen-reader, or leave them to npm test.)`)
}

const seconds = Math.round((Date.now() - started) / 1000)
console.log(`\n${results.map(([name, ok]) => `${ok ? '✓' : '✗'} ${name}`).join('\n')}\nChecked in ${seconds} s. This is not the gate: npm test runs everything.`)
process.exit(results.every(([, ok]) => ok) ? 0 : 1)
