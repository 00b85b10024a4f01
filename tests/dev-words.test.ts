import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { freePort } from './freePort'
import { afterAll, describe, expect, it } from 'vitest'
import { root } from '../scripts/i18n/catalogue'
import { catalogueWork } from '../scripts/live-catalogue'

describe('which changes refresh the catalogues in npm run dev', () => {
  it('code where messages are declared is extracted, a translator’s catalogue compiled, anything else left', () => {
    expect(catalogueWork(root, join(root, 'components', 'crisis', 'ExitThisPage.tsx'))).toBe('extract')
    expect(catalogueWork(root, join(root, 'content', 'blog', 'articles', 'a-new-article.ts'))).toBe('extract')
    expect(catalogueWork(root, join(root, 'locales', 'en-GB.json'))).toBe('compile')
    expect(catalogueWork(root, join(root, 'locales', 'en-AU.json'))).toBe('compile')
    // The extractor writes en-US.json itself, and compiled output is the compiler's own.
    expect(catalogueWork(root, join(root, 'locales', 'en-US.json'))).toBeUndefined()
    expect(catalogueWork(root, join(root, 'locales', 'compiled', 'en-GB.json'))).toBeUndefined()
    expect(catalogueWork(root, join(root, 'renderer', 'types.d.ts'))).toBeUndefined()
    expect(catalogueWork(root, join(root, 'docs', 'change-copy.md'))).toBeUndefined()
  })
})

/**
 * As the coach or a translator works: `npm run dev` running, a message edited
 * in the code or in a translator's catalogue, the page fetched again. The dev
 * server runs in a copy of the repository's files, so nothing here is edited.
 */
describe('npm run dev shows changed words without a restart', () => {
  const copy = mkdtempSync(join(tmpdir(), 'thrive-dev-'))
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  it('in en-US from the code, and in en-GB from its catalogue', async () => {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      cpSync(join(root, file), join(copy, file))
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
    const port = await freePort()
    const dev = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
      cwd: copy,
      env: { ...process.env, CI: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    dev.stdout.on('data', (chunk) => (output += chunk))
    dev.stderr.on('data', (chunk) => (output += chunk))
    const page = async (path: string) => {
      if (dev.exitCode !== null) throw new Error(`npm run dev stopped (exit ${dev.exitCode})`)
      try {
        return await (await fetch(`http://localhost:${port}${path}`)).text()
      } catch {
        return ''
      }
    }
    try {
      await expect.poll(() => page('/'), { timeout: 120_000, interval: 500 }).toContain('Exit this page')

      const component = join(copy, 'components', 'crisis', 'ExitThisPage.tsx')
      writeFileSync(component, readFileSync(component, 'utf8').replace("defaultMessage: 'Exit this page'", "defaultMessage: 'Leave this page now'"))
      await expect.poll(() => page('/'), { timeout: 60_000, interval: 500 }).toContain('Leave this page now')
      expect(output).toContain('locales/en-US.json updated from the code: 1 message (shell.exit.label)')

      const british = join(copy, 'locales', 'en-GB.json')
      const catalogue = JSON.parse(readFileSync(british, 'utf8')) as Record<string, { defaultMessage: string }>
      catalogue['shell.exit.label']!.defaultMessage = 'Leave this page at once'
      writeFileSync(british, `${JSON.stringify(catalogue, null, 2)}\n`)
      await expect.poll(() => page('/en-gb'), { timeout: 60_000, interval: 500 }).toContain('Leave this page at once')
    } catch (error) {
      throw new Error(`${(error as Error).message}\nnpm run dev said:\n${output}`)
    } finally {
      // The whole group: npm, its shell and vike dev.
      if (dev.exitCode === null && dev.pid) process.kill(-dev.pid, 'SIGTERM')
    }
  }, 300_000)
})
