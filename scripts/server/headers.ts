import { parseAllHeaders, type Header } from '@netlify/headers-parser'

/**
 * The rules of a `_headers` file, read by Netlify's own parser (the format
 * Netlify and Cloudflare Pages share), so that `npm start` reads the file the
 * way a host does and a rule a host would reject fails here too.
 */
export async function readHeadersFile(path: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [path], configHeaders: [], minimal: false })
  if (errors.length > 0) throw new Error(`${path}: ${errors.map((error) => error.message).join('; ')}`)
  return headers as Header[]
}

/**
 * Every header that applies to `pathname`. When two matching rules set the
 * same header, the values are joined as Cloudflare joins them (Netlify keeps
 * one): public/_headers sets none twice (tests/headers-file.test.ts).
 */
export function headersFor(rules: Header[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue
    for (const [name, value] of Object.entries(rule.values)) result[name] = result[name] ? `${result[name]}, ${value}` : value
  }
  return result
}
