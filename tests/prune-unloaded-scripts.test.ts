import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pruneUnloadedScripts } from '../scripts/prune-unloaded-scripts'

/** A build in miniature: files relative to a fresh folder. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'thrive-prune-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

describe('pruneUnloadedScripts', () => {
  it('keeps what a page names and all it reaches by static or dynamic import, and deletes the rest', async () => {
    const dir = build({
      'index.html': '<!doctype html><script src="/assets/entries/first.js" type="module" async fetchpriority="low"></script>',
      'en-gb/about.html': '<!doctype html><p>No script of its own.</p>',
      'assets/entries/first.js': 'import { a } from "../chunks/shared.js"; export const go = () => import("../chunks/island.js").then((m) => m.run(a))',
      'assets/chunks/shared.js': 'export const a = 1',
      'assets/chunks/island.js': 'import { a } from "./shared.js"; export const run = (x) => import("./late.js").then(() => x + a)',
      'assets/chunks/late.js': 'export const late = true',
      'assets/entries/pages_about.js': 'import "../chunks/only-vike.js"',
      'assets/chunks/only-vike.js': 'export const unused = true',
      'assets/static/styles.css': 'p { color: black }',
    })
    const pruned = await pruneUnloadedScripts(dir)
    expect(pruned).toEqual(['assets/chunks/only-vike.js', 'assets/entries/pages_about.js'])
    for (const kept of ['assets/entries/first.js', 'assets/chunks/shared.js', 'assets/chunks/island.js', 'assets/chunks/late.js', 'assets/static/styles.css']) {
      expect(existsSync(join(dir, kept)), kept).toBe(true)
    }
  })

  it('keeps a worker whose URL a kept script spells out, and what the worker imports', async () => {
    const dir = build({
      'index.html': '<!doctype html><script src="/assets/entries/first.js" type="module"></script>',
      'assets/entries/first.js': 'export const start = () => new Worker(new URL(`/assets/hours.worker-Ab12.js`, "" + import.meta.url))',
      'assets/hours.worker-Ab12.js': 'import "./chunks/for-worker.js"',
      'assets/chunks/for-worker.js': 'export const forWorker = true',
      'assets/other.worker-Cd34.js': 'postMessage(1)',
    })
    expect(await pruneUnloadedScripts(dir)).toEqual(['assets/other.worker-Cd34.js'])
    expect(existsSync(join(dir, 'assets/hours.worker-Ab12.js'))).toBe(true)
    expect(existsSync(join(dir, 'assets/chunks/for-worker.js'))).toBe(true)
  })
})
