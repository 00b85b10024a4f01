/** The search page's logical path; its CSP alone allows WebAssembly (scripts/content-security-policy.ts). */
export const searchPath = '/search'

/** Where Pagefind's script and index are served from (the build's `pagefind/` folder). */
export const pagefindScript = '/pagefind/pagefind.js'
