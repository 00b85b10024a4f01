import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { checkToolPackages, type ToolVersions } from '../content/checkTools.ts'

const id = 'virtual:tool-versions'

/**
 * The version package-lock.json records for each tool the accessibility
 * statement names: what `npm ci` installs and the tests run. A tool missing
 * from the lock stops the build, naming it, rather than show a version nobody ran.
 */
export function toolVersionsFrom(lockText: string, packages: readonly string[] = checkToolPackages): ToolVersions {
  const lock = JSON.parse(lockText) as { packages?: Record<string, { version?: string }> }
  return Object.fromEntries(
    packages.map((name) => {
      const version = lock.packages?.[`node_modules/${name}`]?.version
      if (!version) throw new Error(`The accessibility statement names ${name} (content/checkTools.ts), which package-lock.json does not install: add it, or take it out of the statement.`)
      return [name, version]
    }),
  ) as ToolVersions
}

/** The lock file of the project at `root`, read as it is now. */
export const readToolVersions = (root: string): ToolVersions => toolVersionsFrom(readFileSync(join(root, 'package-lock.json'), 'utf8'))

/**
 * `virtual:tool-versions`: the tools' versions, read from the lock when the
 * build loads the module. Only the statement's page imports it, and pages
 * are rendered on the server alone (renderer/+config.ts), so it reaches the
 * HTML as words and never the browser as code.
 */
export function toolVersionsModule(): Plugin {
  let root = process.cwd()
  return {
    name: 'thrive:tool-versions',
    configResolved: (config) => {
      root = config.root
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null
      this.addWatchFile(join(root, 'package-lock.json'))
      return `export default ${JSON.stringify(readToolVersions(root))}`
    },
  }
}
