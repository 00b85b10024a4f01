import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { freePort } from './freePort'
import { afterAll, expect, it } from 'vitest'
import { root } from '../scripts/i18n/catalogue'

/**
 * `npm start` stopped by its process id (as a service manager or a terminal's
 * kill does) leaves nothing serving: the port is free once npm has exited.
 * It serves a one-page stand-in build, so no real build is needed.
 */
const dir = mkdtempSync(join(tmpdir(), 'thrive-start-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Whether a server can listen on the port (nothing else holds it). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false))
    probe.listen(port, 'localhost', () => probe.close(() => resolve(true)))
  })
}

it('npm start, sent SIGTERM, stops serving and frees its port', async () => {
  mkdirSync(join(dir, 'client'))
  writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><title>stand-in</title>')
  writeFileSync(join(dir, 'client', '_headers'), '')
  const port = await freePort()
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), THRIVE_OUT_DIR: relative(root, dir), THRIVE_SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  npm.stdout.on('data', (chunk) => (output += chunk))
  npm.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()))

  await expect.poll(() => output, { timeout: 60_000, interval: 100 }).toContain(`Thrive is served at http://localhost:${port}/`)
  expect(await (await fetch(`http://localhost:${port}/`)).text()).toContain('stand-in')
  expect(await isFree(port)).toBe(false)

  npm.kill('SIGTERM')
  await exited
  await expect.poll(() => isFree(port), { timeout: 10_000, interval: 100 }).toBe(true)
}, 90_000)
