/**
 * Drops from a page's inlined CSS the custom-property defaults nothing in it
 * reads. Tailwind declares the theme variables and the `@property` defaults of
 * every utility the whole site uses; one page's rules read a few of them. (The
 * whole stylesheet, loaded with the first island, declares them all again.)
 */
import postcss, { type AtRule, type Container, type Declaration, type Node } from 'postcss'

const varReference = /var\(\s*(--[\w-]+)/g

/** A site-wide default: a declaration in the `theme` layer or in the `properties` fallback layer. */
function isDefault(declaration: Declaration): boolean {
  for (let node: Node | undefined = declaration.parent; node; node = node.parent) {
    if (node.type === 'atrule' && (node as AtRule).name === 'layer') return ['theme', 'properties'].includes((node as AtRule).params)
  }
  return false
}

/** Removes rules and at-rule blocks left empty, innermost first. */
export function removeEmptyBlocks(container: Container): void {
  for (const node of [...(container.nodes ?? [])]) {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) {
      removeEmptyBlocks(node)
      if (node.nodes.length === 0) node.remove()
    }
  }
}

export function dropUnusedCustomProperties(css: string): string {
  const root = postcss.parse(css)
  const defaults: Declaration[] = []
  root.walkDecls(/^--/, (declaration) => {
    if (isDefault(declaration)) defaults.push(declaration)
  })
  // A default may be read only by another default that nothing reads
  // (--default-font-family reads --font-sans): drop until none is left to drop.
  const dropped = new Set<Declaration>()
  let read = new Set<string>()
  for (;;) {
    read = new Set()
    root.walkDecls((declaration) => {
      if (dropped.has(declaration)) return
      for (const [, name] of declaration.value.matchAll(varReference)) read.add(name!)
    })
    const unread = defaults.filter((declaration) => !dropped.has(declaration) && !read.has(declaration.prop))
    if (unread.length === 0) break
    for (const declaration of unread) dropped.add(declaration)
  }
  for (const declaration of dropped) declaration.remove()
  root.walkAtRules('property', (registration) => {
    if (!read.has(registration.params.trim())) registration.remove()
  })
  removeEmptyBlocks(root)
  return root.toString()
}
