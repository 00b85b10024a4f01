/**
 * Drops the indentation vike-react's page template leaves between the tags
 * around the app (the head's elements, and from the app's closing `</div>` to
 * `</html>`): whitespace-only text that renders nothing, ≈ 130 bytes of every
 * page. The app's own markup, inside `<div id="root">`, stays as React wrote it.
 * Only runs holding a line break are dropped: the template's, never a space
 * inside minified CSS or JSON.
 */
export function trimTemplateWhitespace(html: string): string {
  const start = html.indexOf('<div id="root">')
  const end = html.lastIndexOf('</div>')
  if (start < 0 || end < start) throw new Error('trimTemplateWhitespace: the page has no <div id="root">')
  const trim = (part: string) => part.replace(/>\s*\n\s*</g, '><').trim()
  return trim(html.slice(0, start)) + html.slice(start, end) + trim(html.slice(end))
}
