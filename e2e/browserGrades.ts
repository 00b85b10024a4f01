import { readFileSync, readdirSync } from 'node:fs'
import { join, posix } from 'node:path'
import { runChecks } from 'es-check'
import type { Grade } from '../scripts/browser-grades'
import { clientDir } from './site'

/** Every script the built site can send, as paths under `dist/client` (island chunks, entries, workers, Pagefind's). */
export const builtScripts = (): string[] =>
  readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.replaceAll('\\', '/'))
    .sort()

/**
 * The built scripts a grade of package.json's `browserslist` cannot parse or
 * run, each with es-check's reason (syntax, and built-ins each browser of the
 * grade lacks, from its per-browser feature data).
 */
export async function scriptsBeyond(grade: Grade, files = builtScripts()): Promise<{ file: string; reason: string }[]> {
  const result = await runChecks(
    [{ files: files.map((file) => join(clientDir, file)), module: true, checkFeatures: true, checkBrowser: true, browserslistEnv: grade, browserslistPath: join(import.meta.dirname, '..', 'package.json') }],
    { logger: null },
  )
  return result.errors.map(({ file, err }) => ({ file: file.slice(clientDir.length + 1).replaceAll('\\', '/'), reason: err.message }))
}

/** The chunks a built script imports, statically or dynamically, as paths under `dist/client`. */
function importsOf(file: string): string[] {
  const code = readFileSync(join(clientDir, file), 'utf8')
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map(([, specifier]) => posix.join(posix.dirname(file), specifier!))
}

/** `files` and everything they import, directly or not. */
function withImports(files: string[]): Set<string> {
  const reached = new Set<string>()
  const next = [...files]
  while (next.length > 0) {
    const file = next.pop()!
    if (reached.has(file)) continue
    reached.add(file)
    next.push(...importsOf(file))
  }
  return reached
}

/**
 * The islands' code, as paths under `dist/client`: React, react-intl, the code
 * that hydrates and every island's module, and what only they import. Found from
 * the first script's dynamic imports: those that reach React's chunk are the
 * islands'; the others (the region notice, the local hours, the interpreter
 * sentence: plain DOM code) and what they import stay out.
 */
export function islandCode(): string[] {
  const firstScript = builtScripts().find((file) => /^assets\/entries\/first\.[\w-]+\.js$/.test(file))
  if (!firstScript) throw new Error('no first script in the build')
  const holdsReact = (file: string) => /Symbol\.for\(["'`]react\./.test(readFileSync(join(clientDir, file), 'utf8'))
  const roots = importsOf(firstScript)
  const islands = roots.filter((root) => [...withImports([root])].some(holdsReact))
  const others = withImports(roots.filter((root) => !islands.includes(root)))
  return [...withImports(islands)].filter((file) => !others.has(file)).sort()
}
