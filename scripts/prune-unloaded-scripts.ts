/**
 * Deletes the JavaScript files of a build that no page can load. Vike still
 * writes a client entry per page, and the chunks only those entries import,
 * although pages load none of them (`clientHooks: false`); and the entry the
 * first script was bundled from (scripts/first-script.ts) is loaded by nobody
 * after that. Deployed, they are ≈ 0.5 MB that no visitor fetches.
 *
 * What a page can load is every script its HTML names and whatever those reach
 * by static or dynamic import: Rolldown follows the graph (it parses the
 * modules, so an import is never missed or misread the way a pattern would).
 * A worker is started by URL, not imported: Vite names each worker's file by
 * its root-relative URL in the code that starts it, hash included, so a file
 * whose URL a reached script spells out is reached too (and what it reaches).
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { rolldown } from 'rolldown'
import { builtHtmlFiles } from './site-pages'

const scriptSource = /<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g

/** The JS files under `clientDir` that no built page can load, as paths relative to it. */
export async function unloadedScripts(dir: string): Promise<string[]> {
  // Rolldown names modules by absolute path.
  const clientDir = resolve(dir)
  const named = new Set<string>()
  for (const file of builtHtmlFiles(clientDir)) {
    for (const [, src] of readFileSync(file, 'utf8').matchAll(scriptSource)) named.add(join(clientDir, src!))
  }
  const scripts = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.js'))
    .map((path) => relative(clientDir, join(clientDir, path)).split(sep).join('/'))
  const reached = new Set<string>()
  let roots = [...named]
  while (roots.length > 0) {
    const graph = await rolldown({ input: roots, treeshake: false, logLevel: 'silent' })
    const { output } = await graph.generate({ format: 'es' })
    await graph.close()
    for (const chunk of output) if (chunk.type === 'chunk') for (const id of chunk.moduleIds) reached.add(id)
    // Rolldown's own modules (its runtime) are reached too: only the build's files are read.
    const code = scripts.filter((path) => reached.has(join(clientDir, path))).map((path) => readFileSync(join(clientDir, path), 'utf8')).join('\n')
    roots = scripts.filter((path) => !reached.has(join(clientDir, path)) && code.includes(`/${path}`)).map((path) => join(clientDir, path))
  }
  return scripts.filter((path) => !reached.has(join(clientDir, path))).sort()
}

/** Deletes those files; returns what it deleted. */
export async function pruneUnloadedScripts(clientDir: string): Promise<string[]> {
  const unloaded = await unloadedScripts(clientDir)
  for (const path of unloaded) rmSync(join(clientDir, path))
  return unloaded
}
