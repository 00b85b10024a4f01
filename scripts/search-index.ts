/**
 * Site search (https://pagefind.app/docs/node-api/): Pagefind indexes every
 * prerendered page's `<main data-pagefind-body>` (renderer/+Layout.tsx) and
 * writes one index per `<html lang>`, so each locale's search finds that
 * locale's pages alone. Pages are added with the URL they answer at
 * (`/en-gb/about`, not `en-gb/about.html`); error pages are not pages.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as pagefind from 'pagefind'
import type { SitePage } from './site-pages'

export async function writeSearchIndex(clientDir: string, pages: readonly SitePage[]): Promise<number> {
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: readFileSync(page.file, 'utf8') })
    if (added.errors.length > 0) throw new Error(`Pagefind, ${page.url}: ${added.errors.join('; ')}`)
  }
  const written = await index.writeFiles({ outputPath: join(clientDir, 'pagefind') })
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
  await pagefind.close()
  return pages.length
}
