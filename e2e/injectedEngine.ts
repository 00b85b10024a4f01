import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const sources = new Map<string, string>()

/**
 * The source of a checking engine's browser build (`specifier`, resolved from
 * node_modules), read once per worker: each page load evaluates it once
 * (axe.ts, equal-access.ts).
 */
export function engineSource(specifier: string): string {
  let source = sources.get(specifier)
  if (source === undefined) sources.set(specifier, (source = readFileSync(createRequire(import.meta.url).resolve(specifier), 'utf8')))
  return source
}
