import { createHash } from 'node:crypto'

/**
 * The site's Content-Security-Policy, in one place.
 *
 * Each page carries its own policy in a `<meta http-equiv>` at the top of its
 * `<head>` (written by scripts/inline-css.ts), because only the page knows the
 * hash of the stylesheet inlined in it, and because a policy in the document
 * is in force on any host: one that sends no headers at all (GitHub Pages, a
 * bucket, a default nginx) as much as Netlify or Cloudflare Pages, whose
 * `_headers` rules a per-page header would need (Cloudflare reads at most 100
 * rules and joins a header's values across matching rules, so per-page rules
 * there gave every page two policies). `public/_headers` keeps only what is the
 * same for every page and cannot be said in a document: `frame-ancestors`
 * (https://www.w3.org/TR/CSP3/#meta-element), besides the other security headers.
 */

/**
 * The directives a page's `<meta>` policy holds, its own inline stylesheet allowed by `styleSource`.
 * `wasm`: the page compiles WebAssembly (the search page: Pagefind's search runs as WASM),
 * which CSP allows only with 'wasm-unsafe-eval' (https://www.w3.org/TR/CSP3/#wasm-integration); every other page goes without.
 */
export function pagePolicy(styleSource: string, formEndpoint: string, { wasm = false }: { wasm?: boolean } = {}): string {
  return [
    "default-src 'self'",
    wasm ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    // 'self': the whole stylesheet, which the first island to hydrate loads.
    `style-src 'self' ${styleSource}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The contact form posts to its provider (THRIVE_FORM_ENDPOINT, content/contactForm.ts).
    `form-action 'self' ${new URL(formEndpoint).origin}`,
    // No `upgrade-insecure-requests`: every URL a page loads is relative (so
    // https on an https host), and on https the sources above refuse anything
    // fetched over http anyway; WebKit applies it even to http://localhost,
    // where it broke every script of `npm start` (docs/deploy.md).
  ].join('; ')
}

/** The CSP source that allows one inline stylesheet: the SHA-256 hash of its text. */
export function hashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`
}
