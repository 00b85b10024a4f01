/** The query the contact form asks the provider to send the visitor back with. */
export const thankYouQuery = 'submitted=true'

/** Whether the address asks for the thank-you overlay: exactly `submitted=true`. */
export function thankYouRequested(search: string): boolean {
  return new URLSearchParams(search).get('submitted') === 'true'
}

/** The same address without its query string (the hash is kept). */
export function withoutQuery(href: string): string {
  const url = new URL(href)
  url.search = ''
  return url.href
}
