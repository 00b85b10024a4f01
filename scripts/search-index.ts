/**
 * Site search (https://pagefind.app/docs/node-api/): Pagefind indexes every
 * prerendered page's `<main data-pagefind-body>` (renderer/+Layout.tsx) and
 * writes one index per `<html lang>`, so each locale's search finds that
 * locale's pages alone. Pages are added with the URL they answer at
 * (`/en-gb/about`, not `en-gb/about.html`); error pages are not pages.
 *
 * Only what the search page's `pagefind.js` loads is written: not Pagefind's
 * bundled search UIs and highlighter (the page has its own island), nor a
 * language's WebAssembly that no index uses.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as pagefind from 'pagefind'
import type { SitePage } from './site-pages'

export async function writeSearchIndex(clientDir: string, pages: readonly SitePage[]): Promise<number> {
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: readFileSync(page.file, 'utf8') })
    if (added.errors.length > 0) throw new Error(`Pagefind, ${page.url}: ${added.errors.join('; ')}`)
  }
  const { files, errors: fileErrors } = await index.getFiles()
  if (fileErrors.length > 0) throw new Error(`Pagefind: ${fileErrors.join('; ')}`)
  const loaded = loadedFiles(files.map((file) => file.path), files.find((file) => file.path === 'pagefind-entry.json')?.content)
  for (const file of files.filter((candidate) => loaded.has(candidate.path))) {
    const path = join(clientDir, 'pagefind', file.path)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, file.content)
  }
  await pagefind.close()
  return pages.length
}

/** The bundled UIs (`pagefind-ui.js`, `pagefind-modular-ui.css`, `pagefind-component-ui.js`…) and the highlighter. */
const unloadedScript = /^pagefind-(?:[a-z-]+-ui|ui|highlight)\.(?:js|css)$/

/** Of Pagefind's files, those `pagefind.js` can load: everything but the UIs, and only the WebAssembly its languages name. */
export function loadedFiles(paths: readonly string[], entry: Uint8Array | undefined): Set<string> {
  if (!entry) throw new Error('Pagefind wrote no pagefind-entry.json')
  const { languages } = JSON.parse(new TextDecoder().decode(entry)) as { languages: Record<string, { wasm?: string }> }
  const wasm = new Set(Object.values(languages).map((language) => `wasm.${language.wasm}.pagefind`))
  return new Set(paths.filter((path) => !unloadedScript.test(path) && (!/^wasm\..+\.pagefind$/.test(path) || wasm.has(path))))
}
