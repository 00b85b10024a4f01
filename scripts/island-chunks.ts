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
 *   code import the entry, running the first script a second time.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const everyPageRoots = ['components/islands/hydrateIslands.ts', 'components/SiteNav.island.tsx'].map((file) => join(root, file))
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

/** The every-page chunk's `test`: whether a module belongs in it. */
export const inEveryPageChunk = (id: string) => everyPage.has(id)

/** The shared modules' `name`: one chunk each (named after the module's path), or null for the rest. */
export const sharedWithFirstScriptChunk = (id: string) => (sharedWithFirstScript.has(id) ? relative(root, id).replace(/\.\w+$/, '').replace(/[^\w-]+/g, '-') : null)

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
      everyPage.clear()
      for (const id of closure(everyPageRoots)) if (!firstScriptModules.has(id)) everyPage.add(id)
      // The first script's modules that code outside it imports, and what they import.
      const importedFromOutside = [...firstScriptModules].filter((id) => id !== firstScript && (this.getModuleInfo(id)?.importers ?? []).some((importer) => !firstScriptModules.has(importer)))
      sharedWithFirstScript.clear()
      for (const id of closure(importedFromOutside, firstScriptModules)) sharedWithFirstScript.add(id)
    },
  }
}
