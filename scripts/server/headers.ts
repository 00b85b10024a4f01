/** Rules of a `_headers` file: a path pattern (`*` matches anything) and its headers. */
export type HeaderRule = { pattern: RegExp; headers: [string, string][] }

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** Every header that applies to `pathname`, later rules adding to earlier ones. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules) {
    if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) result[name] = value
  }
  return result
}
