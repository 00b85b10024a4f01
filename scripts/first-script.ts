/**
 * Makes each page's first script (renderer/+client.ts) one file. Vite splits
 * the modules it shares with island code (the scheduler, the exit control's
 * helpers, Vite's preload helper) into chunks, which the browser only finds
 * once the entry has arrived: two more round trips before the first script
 * can run, and requests a slow phone starts before its first paint. Here the
 * entry's *static* imports are bundled into it; its dynamic imports (React
 * and the islands, loaded when an island hydrates) stay the chunks they were.
 *
 * The chunks stay in the build for the island code that imports them; none
 * of the modules copied into the entry keeps state that island code shares
 * (islands ask the scheduler for themselves by a DOM event, see
 * components/islands/requestIsland.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { rolldown } from 'rolldown'
import { builtHtmlFiles } from './site-pages'

const entryScript = /<script src="(\/assets\/entries\/renderer_client\.[\w-]+\.js)" type="module" async><\/script>/

/**
 * Bundles the first script and points every page at the bundle; returns its
 * URL and the entry's it was made from (which no code may import: postbuild.ts
 * checks that no page can reach it any more).
 */
export async function bundleFirstScript(clientDir: string): Promise<{ bundleUrl: string; entryUrl: string }> {
  const htmlFiles = builtHtmlFiles(clientDir)
  const scriptUrls = new Set(htmlFiles.map((file) => readFileSync(file, 'utf8').match(entryScript)?.[1] ?? `none in ${file}`))
  const [scriptUrl, ...others] = scriptUrls
  if (!scriptUrl || others.length > 0) throw new Error(`Expected every page to load one first script: ${[...scriptUrls].join(', ')}`)
  const entryFile = join(clientDir, scriptUrl)
  const outDir = dirname(entryFile)

  const build = await rolldown({
    input: entryFile,
    // The chunks are already minified ES modules; nothing is left to shake.
    treeshake: false,
    plugins: [
      {
        name: 'thrive:keep-dynamic-imports',
        resolveId(source, importer, { kind }) {
          if (kind !== 'dynamic-import' || !importer) return null
          // Relative to the bundle, which sits beside the entry (assets/entries).
          const target = join(dirname(importer), source)
          const fromBundle = relative(outDir, target).replaceAll('\\', '/')
          return { id: fromBundle.startsWith('.') ? fromBundle : `./${fromBundle}`, external: true }
        },
      },
    ],
  })
  // Rolldown names the file by its content hash, as Vite names the rest.
  const { output } = await build.write({ dir: outDir, entryFileNames: 'first.[hash].js', format: 'es', minify: true, codeSplitting: false })
  await build.close()
  const [bundle] = output
  if (output.length !== 1 || bundle.type !== 'chunk') throw new Error('The first script did not bundle into one file')
  // Vite's preload helper is replaced by a bare import (vite.config.ts, bareDynamicImports); a Vite that no longer lets it would add it back unseen.
  if (/modulepreload|vite:preloadError/.test(bundle.code)) throw new Error("The first script carries Vite's preload helper again: see bareDynamicImports in vite.config.ts")
  // It imports no island code statically (vite.config.ts keeps what they share apart: scripts/island-chunks.ts).
  if (/Symbol\.for\(.react\./.test(bundle.code)) throw new Error('The first script carries React: it imports a chunk of island code (see scripts/island-chunks.ts)')
  // Intl's first use in a page loads its locale data, 30-70 ms of one task on a slow machine: the first script leaves it to a worker (components/firstScript/localHours.ts).
  if (/\bIntl\./.test(bundle.code)) throw new Error('The first script uses Intl on the main thread: see components/firstScript/localHours.ts')
  const bundleUrl = `${dirname(scriptUrl)}/${bundle.fileName}`
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8')
    // Low priority: the page paints without it (Chrome otherwise fetches a
    // module script at high priority, beside what the first paint needs).
    const tag = `<script src="${bundleUrl}" type="module" async fetchpriority="low"></script>`
    writeFileSync(file, html.replace(entryScript, tag))
  }
  return { bundleUrl, entryUrl: scriptUrl }
}
