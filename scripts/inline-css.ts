/**
 * Inlines into every prerendered page the CSS rules that page uses (Beasties
 * matches the stylesheet's selectors against its HTML; the custom-property
 * defaults those rules never read are dropped), so the first paint
 * waits for no stylesheet request. The whole stylesheet stays in the build:
 * the browser loads it only when an island hydrates (its interactive states
 * may use rules the prerendered HTML did not), see components/islands/schedule.ts.
 *
 * The CSP allows each inline stylesheet by its hash, each page only its own:
 * see `allowInlineStyles` (public/_headers itself stays strict).
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import Beasties from 'beasties'
import { builtHtmlFiles } from './site-pages'
import { dropUnmatchedRules } from './unmatched-rules'
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

const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/

/** A built HTML file and the CSP source of the stylesheet inlined in it. */
export type InlineStyle = { file: string; source: string }

/** Inlines each page's critical CSS; returns each file's CSP source for it. */
export async function inlineCriticalCss(clientDir: string): Promise<InlineStyle[]> {
  const beasties = new Beasties({ ...beastiesOptions, allowRules: [...beastiesOptions.allowRules], path: clientDir, publicPath: '/' })
  const styles: InlineStyle[] = []
  for (const file of builtHtmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8')
    const href = html.match(stylesheetLink)?.[1]
    if (!href) throw new Error(`${file}: no stylesheet link to inline`)
    const processed = await beasties.process(html)
    const matched = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1]
    if (matched === undefined) throw new Error(`${file}: Beasties inlined no CSS`)
    const css = dropUnusedCustomProperties(dropUnmatchedRules(matched, html))
    styles.push({ file, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` })
    const inlined = processed
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(stylesheetLink, () => `<style>${css}</style>`)
      // Where the whole stylesheet is, for the islands (components/islands/schedule.ts).
      .replace(/<html /, `<html data-stylesheet="${href}" `)
      .replace(" data-beasties-container", "")
    writeFileSync(file, inlined)
  }
  return styles
}

/** The request paths that reach a built page: `about/index.html` → `/about`, `/about/`, `/about/index.html`. */
export function pathsOf(clientDir: string, file: string): string[] {
  const path = `/${relative(clientDir, file).split(sep).join('/')}`
  const folder = path.slice(0, -'index.html'.length)
  return folder === '/' ? ['/', path] : [folder.slice(0, -1), folder, path]
}

/**
 * Gives each page a CSP that allows its own inline stylesheet alone. Every
 * policy in the `_headers` file (the site-wide rule `/*`) is first narrowed to
 * the error pages' stylesheets: a static host answers a missing page with
 * `404.html` under the headers of the path asked for, which only `/*` matches.
 * Then a rule per page path repeats that policy with the page's own hash: a
 * later rule's header replaces an earlier one's (as `npm start` and Netlify
 * read the file). One hash per page instead of the site's every hash keeps the
 * response headers about 1 KB smaller, which counts when the first response
 * must fit the first TCP round trip.
 */
export function allowInlineStyles(headersFile: string, clientDir: string, styles: InlineStyle[]): void {
  const text = readFileSync(headersFile, 'utf8')
  const policy = text.match(/^\s+Content-Security-Policy:\s*(.*style-src 'self'.*)$/m)?.[1]
  if (!policy) throw new Error(`${headersFile}: no Content-Security-Policy with style-src 'self' to add the inline styles to`)
  const withSources = (sources: string[]) => policy.replace("style-src 'self'", ["style-src 'self'", ...new Set(sources)].join(' '))
  const isErrorPage = (file: string) => file.endsWith(`${sep}404.html`)
  const errorPages = styles.filter((style) => isErrorPage(style.file)).map((style) => style.source)
  const pageRules = styles
    .filter((style) => !isErrorPage(style.file))
    .flatMap((style) => pathsOf(clientDir, style.file).map((path) => `${path}\n  Content-Security-Policy: ${withSources([style.source])}\n`))
  const narrowed = text.replace(/^(\s+Content-Security-Policy:\s*).*$/gm, (_, name: string) => name + withSources(errorPages.sort()))
  writeFileSync(
    headersFile,
    `${narrowed.trimEnd()}\n\n# Each page's own inline stylesheet (written by the build; a page's rule\n# replaces the policy of /* above).\n${pageRules.join('\n')}`,
  )
}
