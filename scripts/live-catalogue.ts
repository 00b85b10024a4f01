import { execFile } from 'node:child_process'
import { relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { messageSourceDirs } from './i18n/extract.ts'
const tsx = ['--import', 'tsx']

/** What a change to `file` needs: a fresh extract (code), a compile (a translator's catalogue), or nothing. */
export function catalogueWork(root: string, file: string): 'extract' | 'compile' | undefined {
  const path = relative(root, file).split(sep).join('/')
  if (/^locales\/en-(GB|AU)\.json$/.test(path)) return 'compile'
  const [dir] = path.split('/')
  // Types and unit tests (components/**/*.test.ts) declare no messages: the extractor skips them too.
  if (messageSourceDirs.includes(dir ?? '') && /\.tsx?$/.test(path) && !/\.(d|test)\.ts$/.test(path)) return 'extract'
  return undefined
}

function run(root: string, script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Without CI set: in CI the extractor only checks (scripts/i18n/extract.ts); here it is to write.
    execFile(process.execPath, [...tsx, script], { cwd: root, env: { ...process.env, CI: '' } }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${stderr}${stdout}`.trim() || error.message))
      else resolve(stdout.trim())
    })
  })
}

/**
 * `npm run dev` shows changed words at once: when code or a translator's
 * catalogue changes, it extracts locales/en-US.json again (code only), compiles
 * the catalogues and reloads the page, so a page never shows the words of the
 * catalogue it started with (renderer/messages.ts reads a recompiled file anew).
 * A broken message is printed as `i18n:check` says it, and the page stays as it was.
 */
export function liveCatalogue(): Plugin {
  let pending: Promise<void> = Promise.resolve()
  // An editor's save can fire two change events: work already waiting covers both.
  const waiting = new Set<string>()
  const refresh = (server: ViteDevServer, work: 'extract' | 'compile') => {
    const { root, logger } = server.config
    if (waiting.has(work)) return
    waiting.add(work)
    pending = pending.then(async () => {
      waiting.delete(work)
      try {
        if (work === 'extract') {
          const said = await run(root, 'scripts/i18n/extract.ts')
          if (said.includes('up to date')) return
          logger.info(said, { timestamp: true })
        }
        await run(root, 'scripts/i18n-compile.ts')
        // The region notice's words are formatted into a virtual module from the catalogues.
        for (const environment of Object.values(server.environments)) {
          const notice = environment.moduleGraph.getModuleById('\0virtual:region-notice-words')
          if (notice) environment.moduleGraph.invalidateModule(notice)
        }
        server.ws.send({ type: 'full-reload' })
      } catch (error) {
        logger.error((error as Error).message, { timestamp: true })
      }
    })
  }
  return {
    name: 'thrive:live-catalogue',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        const work = catalogueWork(server.config.root, file)
        if (work) refresh(server, work)
      })
    },
  }
}
