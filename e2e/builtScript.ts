import type { Page, Request } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir } from './site'

/**
 * The one built script that holds `text` (words or code only that chunk
 * carries), as the page requests it: how a spec tells whether the first
 * script fetched a chunk (the region notice's, the interpreter sentence's) for
 * a reader. `what` names it in the error when none, or more than one, holds it.
 */
export function builtScriptHolding(text: string, what: string): string {
  const files = readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  const found = files.filter((file) => readFileSync(join(clientDir, 'assets', file), 'utf8').includes(text))
  if (found.length !== 1) throw new Error(`expected one script with ${what}, found ${found.join(', ') || 'none'}`)
  return `/assets/${found[0]!.replaceAll('\\', '/')}`
}

/** The requests the page makes for the script at `path` from now on (filled as they happen). */
export function requestsFor(page: Page, path: string): string[] {
  const requested: string[] = []
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path) requested.push(request.url())
  })
  return requested
}
