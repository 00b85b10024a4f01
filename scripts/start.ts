/**
 * `npm start`: builds when the prerendered output is missing or older than
 * the sources, then serves it on $PORT (default 3000).
 */
import { execSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createSiteServer } from './server/serve'

const root = join(import.meta.dirname, '..')
const outDir = join(root, process.env.THRIVE_OUT_DIR ?? 'dist', 'client')
const sources = ['pages', 'components', 'content', 'renderer', 'public', 'locales', 'vite.config.ts', 'package.json']

function newestMtime(path: string): number {
  let stat
  try {
    stat = statSync(path)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path)
    .filter((name) => name !== 'compiled')
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

const builtAt = newestMtime(join(outDir, 'index.html'))
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))))
// THRIVE_SKIP_BUILD=1 serves whatever is built (for test runs while sources are being edited).
if (builtAt === 0 || (changedAt > builtAt && process.env.THRIVE_SKIP_BUILD !== '1')) {
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…')
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
}

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? 'localhost'
const server = await createSiteServer(outDir)
server.listen(port, host, () => {
  console.log(`Thrive is served at http://${host}:${port}/ (from ${outDir})`)
})
