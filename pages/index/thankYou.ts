/** The query the contact form asks the provider to send the visitor back with. */
export const thankYouQuery = 'submitted=true'

/**
 * The fragment it comes with: the plain page's thanks (ThankYouOverlay), shown
 * as the address's target, where no script can read the query.
 */
export const thankYouFragment = 'thanks'

/**
 * Where the provider sends her back to, before the locale's prefix: the home
 * page with the query. The plain form (a page whose scripts did not run) asks
 * for the fragment too, so that the plain page thanks her; the live form does
 * not, as the dialog thanks her (with Firefox, Orca moved to the fragment's
 * hidden target as the page loaded and never said the dialog).
 */
export const thankYouAddress = { plain: `/?${thankYouQuery}#${thankYouFragment}`, enhanced: `/?${thankYouQuery}` } as const

/** Whether the address asks for the thank-you overlay: exactly `submitted=true`. */
export function thankYouRequested(search: string): boolean {
  return new URLSearchParams(search).get('submitted') === 'true'
}

/** The same address without its query string, and without the thanks' fragment (another hash is kept). */
export function withoutThankYou(href: string): string {
  const url = new URL(href)
  url.search = ''
  if (url.hash === `#${thankYouFragment}`) url.hash = ''
  return url.href
}
