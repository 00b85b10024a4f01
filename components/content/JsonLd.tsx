/**
 * Structured data (schema.org JSON-LD) for a page's head. It is data, not
 * script, so the CSP's script-src does not apply; `<` is escaped so no text
 * can close the element early.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
