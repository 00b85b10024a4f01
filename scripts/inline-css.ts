/**
 * Inlines into every prerendered page the CSS rules that page uses (Beasties
 * matches the stylesheet's selectors against its HTML; the custom properties
 * those rules never read, and declarations a rule repeats, are dropped), so
 * the first paint waits for no stylesheet request. The whole stylesheet stays
 * in the build: the browser loads it only when an island hydrates (its
 * interactive states may use rules the prerendered HTML did not), see
 * components/islands/schedule.ts.
 *
 * Each page's own Content-Security-Policy allows its inline stylesheet alone,
 * by its hash (scripts/content-security-policy.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import Beasties from 'beasties'
import { hashSource, pagePolicy } from './content-security-policy'
import { extractLocale } from '../content/locales'
import { searchPath } from '../content/searchPaths'
import { builtHtmlFiles, urlOfFile } from './site-pages'
import { onText } from './css-tree'
import { dropSelectorsIn, dropUnmatchedRulesIn } from './unmatched-rules'
import { dropUnusedCustomPropertiesIn } from './unused-custom-properties'
import { dropDuplicateDeclarationsIn } from './duplicate-declarations'

const beastiesOptions = {
  // Leave the <link> alone (it is replaced below): the README documents
  // `false`, its type declaration leaves it out.
  preload: false as unknown as 'body',
  fonts: false,
  logLevel: 'warn',
  allowRules: [
    // States set by plain DOM code before any island hydrates (the whole
    // stylesheet is not loaded then): the bar's opacity on scroll, sections
    // laid out after the first paint, sections revealed on scroll, the exit
    // control's overlay and the page it hides, folded answers.
    /\[data-scrolled\]/,
    /\[data-laid-out\]/,
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

/**
 * The region notice's panel (`[data-region-notice]` filled with a `div`): its
 * code, fetched after the first paint for a reader from elsewhere, loads the
 * whole stylesheet beside itself and shows the panel once both are in
 * (components/firstScript/suggestRegion.ts). So no page inlines its rules,
 * some 2 KB (0.3 KB brotli) that every other reader was sent for nothing.
 */
const filledRegionNotice = /\[data-region-notice\](?::has\()?>div/

const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/

const charset = /<meta charset="UTF-8"\s*\/?>/

/**
 * Inlines each page's critical CSS, allowed by the page's own policy: the head
 * opens with `<meta charset>` (within the first 1024 bytes, as HTML requires),
 * then the policy, then the `<style>` it allows. `formEndpoint` is the contact
 * form's provider, which the policy's form-action names.
 */
export async function inlineCriticalCss(clientDir: string, formEndpoint: string): Promise<void> {
  const beasties = new Beasties({ ...beastiesOptions, allowRules: [...beastiesOptions.allowRules], path: clientDir, publicPath: '/' })
  for (const file of builtHtmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8')
    const href = html.match(stylesheetLink)?.[1]
    if (!href) throw new Error(`${file}: no stylesheet link to inline`)
    if (!charset.test(html)) throw new Error(`${file}: no <meta charset> to move to the top of the head`)
    const processed = await beasties.process(html)
    const matched = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1]
    if (matched === undefined) throw new Error(`${file}: Beasties inlined no CSS`)
    // One tree for every pass, parsed and printed once.
    const css = onText(matched, (root) => {
      dropUnmatchedRulesIn(root, html)
      dropSelectorsIn(root, filledRegionNotice)
      dropUnusedCustomPropertiesIn(root)
      dropDuplicateDeclarationsIn(root)
    })
    // Only the search page runs WebAssembly (Pagefind).
    const wasm = extractLocale(urlOfFile(clientDir, file)).pathname === searchPath
    const policy = pagePolicy(hashSource(css), formEndpoint, { wasm })
    const top = `<meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><style>${css}</style>`
    const inlined = processed
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(stylesheetLink, '')
      .replace(charset, '')
      .replace(/<head>/, () => `<head>${top}`)
      // Where the whole stylesheet is, for the islands (components/islands/schedule.ts).
      .replace(/<html /, `<html data-stylesheet="${href}" `)
      .replace(' data-beasties-container', '')
    writeFileSync(file, inlined)
  }
}
