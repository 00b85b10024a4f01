import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * How the client build splits the islands' code (the `codeSplitting` groups
 * in vite.config.ts), from its module graph:
 *
 * - **One chunk for what every page runs once idle**: React, react-intl's
 *   subset, the code that hydrates islands and the site nav (an island on
 *   every page), with what they import. Every page fetches all of it
 *   (components/islands/schedule.ts), so one file costs no page more; left to
 *   Rolldown it was a dozen files, each compressed alone with its own import
 *   and export lists.
 * - **What island code shares with the first script, in chunks of its own.**
 *   scripts/first-script.ts copies the chunks the first script imports into
 *   it; a module Rolldown left inside the entry instead would make island
 *   code import the entry, running the first script a second time. A module
 *   only one such module imports goes in that one's chunk.
 * - **What island code shares with the plain DOM code the first script loads
 *   later** (the region notice, the local hours), in chunks of its own too:
 *   left in the every-page chunk, such a module made the region notice load
 *   and run React (and react-intl) with it, before the page was idle. The
 *   build fails if that code's chunks reach React's again.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const everyPageRoots = ['components/islands/hydrateIslands.ts', 'components/shell/SiteNav.island.tsx'].map((file) => join(root, file))
const islandEntry = join(root, 'components/islands/hydrateIslands.ts')
/** The chunks of the codeSplitting groups holding React (vite.config.ts). */
const reactChunkNames = new Set(['react', 'islands'])
const firstScript = join(root, 'renderer/+client.ts')
// Lucide's entry re-exports every icon: walked through, it would bring them
// all, so the walk takes from it only the icons a module imports by name.
const lucideEntry = /node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]lucide\.mjs$/
const importsFromLucide = /import\s*\{([^}]*)\}\s*from\s*["']lucide["']/g
const lucideIcon = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g
/** `import { A as B, C }` → `A`, `C`; `export { default as A, default as B }` → `A`, `B`. */
const names = (list: string, side: 0 | 1) => list.split(',').map((part) => part.trim().split(/\s+as\s+/)[side]?.trim() ?? '')

const everyPage = new Set<string>()
const sharedWithFirstScript = new Set<string>()
/** The plain DOM modules the first script imports dynamically (not island code). */
const lazyPlainRoots = new Set<string>()

/** The every-page chunk's `test`: whether a module belongs in it. */
export const inEveryPageChunk = (id: string) => everyPage.has(id)

/** Each shared module's chunk: its own, or that of the one shared module importing it. */
const sharedChunkOf = new Map<string, string>()

/** The shared modules' `name`: one chunk each (named after the module's path), or null for the rest. */
export const sharedWithFirstScriptChunk = (id: string) => {
  const owner = sharedChunkOf.get(id)
  return owner ? relative(root, owner).replace(/\.\w+$/, '').replace(/[^\w-]+/g, '-') : null
}

/** Reads the client build's module graph once it is complete (Rolldown makes the chunks after). */
export function islandChunks(): Plugin {
  return {
    name: 'thrive:island-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const lucide = [...this.getModuleIds()].find((id) => lucideEntry.test(id))
      const iconFiles = new Map<string, string>()
      for (const [, list, file] of this.getModuleInfo(lucide ?? '')?.code?.matchAll(lucideIcon) ?? []) {
        for (const name of names(list!, 1)) iconFiles.set(name, join(dirname(lucide!), file!))
      }
      const importsOf = (id: string) => {
        const info = this.getModuleInfo(id)
        const icons = [...(info?.code?.matchAll(importsFromLucide) ?? [])].flatMap(([, list]) => names(list!, 0)).flatMap((name) => iconFiles.get(name) ?? [])
        return [...(info?.importedIds ?? []).filter((imported) => imported !== lucide), ...icons]
      }
      /** The modules `start` imports statically, directly or not (themselves included). */
      const closure = (start: string[], within?: Set<string>) => {
        const seen = new Set<string>()
        const next = [...start]
        for (let id = next.pop(); id !== undefined; id = next.pop()) {
          if (seen.has(id) || (within && !within.has(id))) continue
          seen.add(id)
          next.push(...importsOf(id))
        }
        return seen
      }
      for (const id of [...everyPageRoots, firstScript]) if (!this.getModuleInfo(id)) throw new Error(`island-chunks: ${id} is not in the client build`)
      const firstScriptModules = closure([firstScript])
      lazyPlainRoots.clear()
      for (const id of firstScriptModules) {
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) if (lazy !== islandEntry && !lazy.includes('node_modules')) lazyPlainRoots.add(lazy)
      }
      const lazyPlain = closure([...lazyPlainRoots])
      const islandCode = closure(everyPageRoots)
      everyPage.clear()
      for (const id of islandCode) if (!firstScriptModules.has(id) && !lazyPlain.has(id)) everyPage.add(id)
      // The first script's modules that code outside it imports, and what they import.
      const importedFromOutside = [...firstScriptModules].filter((id) => id !== firstScript && (this.getModuleInfo(id)?.importers ?? []).some((importer) => !firstScriptModules.has(importer)))
      sharedWithFirstScript.clear()
      for (const id of closure(importedFromOutside, firstScriptModules)) sharedWithFirstScript.add(id)
      for (const id of lazyPlain) if (islandCode.has(id) && !firstScriptModules.has(id)) sharedWithFirstScript.add(id)
      // A shared module that one other shared module alone imports travels in that one's chunk: a
      // chunk of its own would be fetched only once that one had arrived, a round trip later
      // (content/regions.ts, imported through content/locales.ts).
      const ownerOf = (id: string, seen = new Set<string>()): string => {
        const importers = this.getModuleInfo(id)?.importers ?? []
        const only = importers.length === 1 ? importers[0]! : undefined
        return only && sharedWithFirstScript.has(only) && !seen.has(only) ? ownerOf(only, seen.add(id)) : id
      }
      sharedChunkOf.clear()
      for (const id of sharedWithFirstScript) sharedChunkOf.set(id, ownerOf(id))
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])))
      for (const chunk of chunks.values()) {
        if (!chunk.facadeModuleId || !lazyPlainRoots.has(chunk.facadeModuleId)) continue
        const reached = new Set<string>()
        const next = [...chunk.imports]
        for (let file = next.pop(); file !== undefined; file = next.pop()) {
          if (reached.has(file)) continue
          reached.add(file)
          next.push(...(chunks.get(file)?.imports ?? []))
        }
        const react = [...reached].filter((file) => reactChunkNames.has(chunks.get(file)?.name ?? ''))
        if (react.length > 0) this.error(`${relative(root, chunk.facadeModuleId)} is plain DOM code, yet its chunk imports React's (${react.join(', ')}): see scripts/island-chunks.ts`)
      }
    },
  }
}
