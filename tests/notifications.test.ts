import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import type { Config } from 'vike/types'
import { describe, expect, it } from 'vitest'

/**
 * The notification region is rendered only on pages whose +config.ts says
 * `notifications: true` (renderer/+Layout.tsx). A page that calls `notify()`
 * without it would show nothing, so: a page declares it exactly when its code
 * (the page's own `+` files, the shell's, and everything they import) calls
 * `notify()`.
 */
const root = resolve(import.meta.dirname, '..')
const pagesDir = join(root, 'pages')
const notifyModule = join(root, 'components', 'notifications', 'notify.ts')

const configs = import.meta.glob<{ default: Config }>(['../pages/**/+config.ts', '../renderer/+config.ts'], { eager: true })
const configOf = (dir: string) => configs[`../${relative(root, join(dir, '+config.ts'))}`]?.default

/** A page's setting as Vike resolves it: the nearest +config.ts that sets it, up to the renderer's. */
function declaresNotifications(pageDir: string): boolean {
  for (let dir = pageDir; dir.startsWith(pagesDir); dir = dirname(dir)) {
    const config = configOf(dir)
    if (config && 'notifications' in config) return config.notifications === true
  }
  return configOf(join(root, 'renderer'))?.notifications === true
}

/** The site's own module a relative specifier names (packages never call the site's notify()). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => existsSync(file) && statSync(file).isFile())
}

/**
 * The modules a file imports, and whether it imports `notify` itself (the
 * region's own modules import only its listeners). A dynamic import of
 * notify.ts counts as calling it.
 */
function importsOf(file: string): { modules: string[]; callsNotify: boolean } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const modules: string[] = []
  let callsNotify = false
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text)
      if (target) modules.push(target)
      const bindings = node.importClause?.namedBindings
      if (target === notifyModule && bindings && ts.isNamedImports(bindings) && bindings.elements.some((element) => (element.propertyName ?? element.name).text === 'notify')) {
        callsNotify = true
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const target = resolveImport(file, node.arguments[0].text)
      if (target) modules.push(target)
      if (target === notifyModule) callsNotify = true
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { modules, callsNotify }
}

/** Whether any of these files, or anything they import, calls notify(). */
function reachesNotify(entries: string[]): boolean {
  const seen = new Set<string>()
  const queue = [...entries]
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue
    seen.add(file)
    const { modules, callsNotify } = importsOf(file)
    if (callsNotify) return true
    queue.push(...modules)
  }
  return false
}

/** The `+` files that render (everything but +config.ts), in a folder. */
const plusFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^\+.+\.tsx?$/.test(name) && !name.startsWith('+config.'))
    .map((name) => join(dir, name))

function pageDirs(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const here = entries.some((entry) => entry.name === '+Page.tsx') ? [dir] : []
  return [...here, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => pageDirs(join(dir, entry.name)))]
}

describe('the notification region', () => {
  const shell = plusFiles(join(root, 'renderer'))
  const pages = pageDirs(pagesDir).map((dir) => ({
    name: relative(pagesDir, dir),
    notifies: reachesNotify([...plusFiles(dir), ...shell]),
    declared: declaresNotifications(dir),
  }))

  it('is found where the site notifies today: the quiz’s Send Results', () => {
    expect(pages.length).toBeGreaterThan(20)
    expect(pages.filter((page) => page.notifies).map((page) => page.name)).toContain('healing-quiz')
  })

  for (const page of pages) {
    it(`pages/${page.name}: ${page.notifies ? 'notifies, so declares' : 'never notifies, so does not declare'} notifications: true`, () => {
      expect(page.declared).toBe(page.notifies)
    })
  }
})
