import { basename, dirname, extname, posix } from 'node:path'

/**
 * Which browser specs cover a change (pure, so tests/changed-specs.test.ts
 * checks it; scripts/test-changed.ts runs them): a spec covers a changed file
 * when it is that file, imports it, or names it (its path, its own name, or
 * for a page its route), directly or through a helper module of the tests
 * that does. The specs name what they guard in their comments and imports
 * (`components/shell/RegionNotice.tsx`, `'../content/crisis'`, `/healing-quiz`),
 * which is what this reads.
 */

/** File names too common to say which spec covers them: these are found by their path instead. */
const commonNames = new Set(['index', 'types', 'common', 'messages', 'styles', 'site', 'fixtures', '+Page', '+config', '+Head', '+data', '+Layout', '+Wrapper', '+client', '+messageScopes', '+title', '+description', '+onBeforeRoute', '+onBeforePrerenderStart'])

/** Files that change no page or browser spec (the unit tests too, in tests/ or beside their code): nothing to run for them but the sample. */
const outsideTheSite = (file: string) => /\.(md|txt)$/.test(file) || /\.test\.ts$/.test(file) || /^(docs|bench|tests)\//.test(file) || file.startsWith('.')

/** The words by which a spec names a changed file. */
export function namesOf(file: string): string[] {
  const withoutExtension = file.slice(0, file.length - extname(file).length)
  const name = basename(withoutExtension).replace(/\.(island|worker)$/, '')
  const names = [withoutExtension]
  if (!commonNames.has(name) && name.length >= 4) names.push(name)
  // A page's own files: its route (pages/healing-quiz/Quiz.tsx → /healing-quiz; pages/blog/@id/… → /blog).
  if (file.startsWith('pages/')) {
    const folders = dirname(file).split('/').slice(1)
    const param = folders.findIndex((folder) => folder.startsWith('@'))
    const route = (param === -1 ? folders : folders.slice(0, param)).join('/')
    if (route && route !== 'index' && route !== '_error') names.push(`/${route}`)
  }
  return names
}

const mentions = (source: string, name: string) => {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // Not inside a longer name: `/faqs` is not `/faqs-x`, `Quiz` is not `QuizResult`.
  return new RegExp(`(^|[^\\w-])${escaped}(?![\\w-])`).test(source)
}

/** The test modules a module imports, as paths from the repository's root (`e2e/axe.ts`). */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, path]) => {
    const resolved = posix.normalize(posix.join(posix.dirname(file), path!))
    return extname(resolved) ? resolved : `${resolved}.ts`
  })
}

export type Selection = { specs: string[]; why: Record<string, string[]> }

/**
 * The specs among `sources` (every file under e2e/, path → text) that cover
 * the changed files, each with the changed files it covers.
 */
export function specsCovering(changed: readonly string[], sources: ReadonlyMap<string, string>): Selection {
  const why: Record<string, string[]> = {}
  const add = (spec: string, reason: string) => {
    why[spec] = [...new Set([...(why[spec] ?? []), reason])]
  }
  const isSpec = (file: string) => file.endsWith('.spec.ts')
  // The test modules that name or are each changed file, then the specs that import those, and so on.
  for (const file of changed) {
    if (outsideTheSite(file) && !file.startsWith('e2e/')) continue
    let reached = new Set<string>()
    if (sources.has(file)) reached.add(file)
    else {
      const names = namesOf(file)
      for (const [path, source] of sources) if (names.some((name) => mentions(source, name))) reached.add(path)
    }
    const seen = new Set<string>()
    while (reached.size > 0) {
      const next = new Set<string>()
      for (const path of reached) {
        if (seen.has(path)) continue
        seen.add(path)
        if (isSpec(path)) add(path, file)
        for (const [other, source] of sources) if (importsOf(other, source).includes(path)) next.add(other)
      }
      reached = next
    }
  }
  return { specs: Object.keys(why).sort(), why }
}
