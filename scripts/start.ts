/**
 * `npm start`: builds when the prerendered output is missing or older than
 * the sources, then serves it on $PORT (default 3000).
 *
 * Ctrl-C or SIGTERM stops it, the build too if one is running, and frees the
 * port. The npm script `exec`s node itself (no shell or tsx process between):
 * npm passes a SIGTERM to its one child, which is then this process.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createSiteServer } from './server/serve'

const root = join(import.meta.dirname, '..')
const outDir = join(root, process.env.THRIVE_OUT_DIR ?? 'dist', 'client')
const sources = ['pages', 'components', 'content', 'renderer', 'public', 'locales', 'vite.config.ts', 'package.json']

/**
 * The newest file under `path` and when it changed (0 when there is none).
 * Files only: a folder's own time changes whenever an entry comes or goes, and
 * every build does that to `pages/` and `renderer/` (Vike writes and deletes a
 * `+config.ts.build-<hash>.mjs` beside each config). Counting folders, each
 * build made the one before it look stale: `npm test`'s Playwright rebuilt both
 * builds it had just made, some 25 s before its first test. A source deleted
 * or renamed, with nothing else edited, is not seen: `npm run build`. Unit tests
 * beside their code (components/firstScript/quickExit.test.ts) build nothing: not counted.
 */
function newest(path: string): { path: string; mtimeMs: number } {
  let stat
  try {
    stat = statSync(path)
  } catch {
    return { path, mtimeMs: 0 }
  }
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs }
  return readdirSync(path)
    .filter((name) => name !== 'compiled' && !name.endsWith('.test.ts'))
    .map((name) => newest(join(path, name)))
    .reduce((found, candidate) => (candidate.mtimeMs > found.mtimeMs ? candidate : found), { path, mtimeMs: 0 })
}

// What a signal has to stop, as it comes to exist.
const running: { build?: ChildProcess; server?: Awaited<ReturnType<typeof createSiteServer>> } = {}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The build runs in its own process group (npm, a shell, vike…): stop all of it.
    if (running.build?.pid) process.kill(-running.build.pid, signal)
    running.server?.closeAllConnections()
    running.server?.close()
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15))
  })
}

const builtAt = newest(join(outDir, 'index.html')).mtimeMs
const changed = sources.map((source) => newest(join(root, source))).reduce((found, candidate) => (candidate.mtimeMs > found.mtimeMs ? candidate : found))
// THRIVE_SKIP_BUILD=1 serves whatever is built (for test runs while sources are being edited).
if (builtAt === 0 || (changed.mtimeMs > builtAt && process.env.THRIVE_SKIP_BUILD !== '1')) {
  // On stderr: Playwright's web servers (playwright.config.ts) show only that, and a
  // test run that rebuilds first should say why it is slow.
  console.error(
    builtAt === 0
      ? `No build in ${relative(root, outDir)} yet: building it before serving…`
      : `${relative(root, changed.path)} changed since the last build (${new Date(builtAt).toISOString()}): rebuilding ${relative(root, outDir)} before serving… (THRIVE_SKIP_BUILD=1 serves the build as it is)`,
  )
  const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', detached: true })
  running.build = build
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  running.build = undefined
  if (code !== 0) process.exit(code ?? 1)
}

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? 'localhost'
const server = await createSiteServer(outDir)
running.server = server
server.listen(port, host, () => {
  console.log(`Thrive is served at http://${host}:${port}/ (from ${outDir})`)
})
