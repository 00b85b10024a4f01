/**
 * Inlines into every prerendered page the CSS rules that page uses (Beasties
 * matches the stylesheet's selectors against its HTML; the custom-property
 * defaults those rules never read are dropped), so the first paint
 * waits for no stylesheet request. The whole stylesheet stays in the build:
 * the browser loads it only when an island hydrates (its interactive states
 * may use rules the prerendered HTML did not), see components/islands/schedule.ts.
 *
 * The CSP allows each inline stylesheet by its hash: they are added to the
 * `style-src` of the built `_headers` (public/_headers itself stays strict).
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import Beasties from 'beasties'
import { builtHtmlFiles } from './site-pages'
import { dropUnusedCustomProperties } from './unused-custom-properties'

const beastiesOptions = {
  // Leave the <link> alone (it is replaced below): the README documents
  // `false`, its type declaration leaves it out.
  preload: false as unknown as 'body',
  fonts: false,
  logLevel: 'warn',
  allowRules: [
    // States set by plain DOM code before any island hydrates (the whole
    // stylesheet is not loaded then): the bar's opacity on scroll, sections
    // revealed on scroll, the exit control's overlay and the page it hides,
    // folded answers.
    /\[data-scrolled\]/,
    /\[data-reveal/,
    /\[data-exit-overlay\]/,
    /\[data-folded\]/,
    /\[hidden\]/,
    // Selectors Beasties cannot match reliably: Tailwind's space-y-* and has-*,
    // rules of a state or pseudo-element alone (the focus ring, #targets,
    // progress bars, placeholders).
    /:where\(/,
    /:has\(/,
    /:focus-visible/,
    /:focus-within/,
    /:target/,
    /::-(webkit|moz)-progress/,
    /::placeholder/,
  ],
} as const

const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/

/** Inlines each page's critical CSS; returns the CSP source of every inline stylesheet. */
export async function inlineCriticalCss(clientDir: string): Promise<string[]> {
  const beasties = new Beasties({ ...beastiesOptions, allowRules: [...beastiesOptions.allowRules], path: clientDir, publicPath: '/' })
  const hashes = new Set<string>()
  for (const file of builtHtmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8')
    const href = html.match(stylesheetLink)?.[1]
    if (!href) throw new Error(`${file}: no stylesheet link to inline`)
    const processed = await beasties.process(html)
    const matched = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1]
    if (matched === undefined) throw new Error(`${file}: Beasties inlined no CSS`)
    const css = dropUnusedCustomProperties(matched)
    hashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`)
    const inlined = processed
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(stylesheetLink, () => `<style>${css}</style>`)
      // Where the whole stylesheet is, for the islands (components/islands/schedule.ts).
      .replace(/<html /, `<html data-stylesheet="${href}" `)
      .replace(" data-beasties-container", "")
    writeFileSync(file, inlined)
  }
  return [...hashes].sort()
}

/** Adds `sources` to the `style-src` of every Content-Security-Policy in a `_headers` file. */
export function allowInlineStyles(headersFile: string, sources: string[]): void {
  const text = readFileSync(headersFile, 'utf8')
  const updated = text.replace(/(Content-Security-Policy:[^\n]*style-src 'self')/g, `$1 ${sources.join(' ')}`)
  if (updated === text) throw new Error(`${headersFile}: no style-src 'self' to add the inline styles to`)
  writeFileSync(headersFile, updated)
}
