/**
 * The browsers the site supports, in grades (docs/browsers.md), read from the
 * one list in package.json (`browserslist`, one environment per grade): the
 * build targets the full grade, and the checks hold the built scripts and
 * stylesheet to it (e2e/browsers.spec.ts).
 */
import browserslist from 'browserslist'
import { fileURLToPath } from 'node:url'

export type Grade = 'full' | 'plain'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The browser versions of a grade, as browserslist resolves the package's list today. */
export const browsersOf = (grade: Grade): string[] => browserslist(undefined, { env: grade, path: root, throwOnMissing: true })

/** Browserslist's names for the engines a build target can name (Samsung Internet and Android's Chrome run Chromium, counted under Chrome). */
const targetNames: Record<string, string> = { chrome: 'chrome', and_chr: 'chrome', edge: 'edge', firefox: 'firefox', and_ff: 'firefox', safari: 'safari', ios_saf: 'ios' }

/**
 * A grade as Vite's `build.target` wants it: each engine at its oldest version
 * in the grade (`['chrome111', 'edge111', 'firefox121', 'ios16.4', 'safari16.4']`).
 */
export function buildTargets(grade: Grade): string[] {
  const oldest = new Map<string, number[]>()
  for (const entry of browsersOf(grade)) {
    const [name = '', version = ''] = entry.split(' ')
    const target = targetNames[name]
    if (!target) continue
    // A range ("18.5-18.7") starts at its first version.
    const parts = version.split('-')[0]!.split('.').map(Number)
    const known = oldest.get(target)
    if (!known || parts[0]! < known[0]! || (parts[0] === known[0] && (parts[1] ?? 0) < (known[1] ?? 0))) oldest.set(target, parts)
  }
  return [...oldest].map(([target, parts]) => `${target}${parts.join('.')}`).sort()
}
