/**
 * Builds the gate (renderer/enhance.ts) into one small classic script and puts
 * it into every page's head, before anything the page shows: a classic script
 * without `async` or `defer` runs before the HTML after it is parsed, in every
 * browser, so the first frame is already the form the page will keep. It is
 * the one script a first paint waits for (a few hundred bytes; cached for a
 * year like every asset, `_headers`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { rolldown } from 'rolldown'
import { builtHtmlFiles } from './site-pages'

const gateSource = join(import.meta.dirname, '..', 'renderer', 'enhance.ts')
/** Where the head takes it: before its first link, which is near its top, after the inlined CSS and before the title. */
const beforeFirstLink = /<link\b/

/** Bundles the gate, puts it into each page's head, and returns its URL. */
export async function addEnhanceScript(clientDir: string): Promise<string> {
  const build = await rolldown({ input: gateSource })
  const { output } = await build.write({ dir: join(clientDir, 'assets', 'entries'), entryFileNames: 'enhance.[hash].js', format: 'iife', minify: true })
  await build.close()
  const [bundle] = output
  if (output.length !== 1 || bundle.type !== 'chunk') throw new Error('The gate did not bundle into one file')
  if (/\bimport\b|\bexport\b/.test(bundle.code)) throw new Error('The gate must be a classic script: it imports or exports')
  const url = `/assets/entries/${bundle.fileName}`
  for (const file of builtHtmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8')
    const head = html.slice(0, html.indexOf('</head>'))
    if (!beforeFirstLink.test(head)) throw new Error(`${file}: no <link> in the head to put the gate before`)
    writeFileSync(file, html.replace(beforeFirstLink, `<script src="${url}"></script><link`))
  }
  return url
}
