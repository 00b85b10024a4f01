/**
 * A missing message must never reach a reader as an id or as en-US text on an
 * en-GB page: while prerendering it fails the build, naming the id (the page's
 * tree uses renderer/intlErrors.ts instead, which also names the page's config);
 * in the browser it is logged (and the e2e sweep fails on console errors).
 */
export function onIntlError(error: { code?: string; message: string }): void {
  if (import.meta.env.SSR) throw new Error(`[i18n] ${error.message}`)
  console.error(`[i18n] ${error.message}`)
}
