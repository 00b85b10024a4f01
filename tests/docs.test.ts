import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The docs are guides to the present: what a thing is, how to run it, why it
 * is so, today's figures with their dates. History stays in git, so a doc
 * stays short enough to read, and names no commit. A run's time goes in a
 * commit message or a note. (bench/ holds the bench's own reports.)
 */
const root = join(import.meta.dirname, '..')
const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && !path.startsWith('bench/'))
  .filter((path) => statSync(join(root, path), { throwIfNoEntry: false }))
// The README is a door, read in three minutes: what the site is, how to start, where to read on.
const limits: Record<string, number> = { 'README.md': 6_000, 'docs/performance.md': 20_000 }
const otherwise = 15_000

describe('the docs', () => {
  it('are found', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'e2e/README.md', 'docs/performance.md']))
  })

  for (const path of docs) {
    it(`${path} is at most ${(limits[path] ?? otherwise).toLocaleString('en-US')} bytes, and names no commit`, () => {
      const text = readFileSync(join(root, path), 'utf8')
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(limits[path] ?? otherwise)
      // A commit's hash, short or whole: hex with both a letter and a digit (not a colour's six, not a
      // number), outside the lock files' examples (a translation's `translationSha256`).
      const prose = text.split('\n').filter((line) => !line.includes('Sha256')).join('\n')
      const commits = prose.match(/(?<![#\w])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?!\w)/g) ?? []
      expect(commits, 'history belongs in git').toEqual([])
    })
  }
})
