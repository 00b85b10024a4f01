/**
 * Drops from a page's inlined CSS the custom properties nothing in it reads.
 * Tailwind declares the theme variables and the `@property` defaults of every
 * utility the whole site uses, and utilities set some no rule reads
 * (`--tw-font-weight` beside `font-weight`); one page's rules read a few of
 * them. (The whole stylesheet, loaded with the first island, declares them all
 * again.) Also the registrations that change nothing: one with no initial
 * value, of a property no rule of the page sets, leaves it unset wherever it
 * is read.
 */
import type { AtRule, Declaration, Node, Root } from 'postcss'
import { onText, removeEmptyBlocks } from './css-tree'

const varReference = /var\(\s*(--[\w-]+)/g

/** Whether a declaration is in one of these cascade layers (its innermost). */
function isInLayer(declaration: Declaration, ...layers: string[]): boolean {
  for (let node: Node | undefined = declaration.parent; node; node = node.parent) {
    if (node.type === 'atrule' && (node as AtRule).name === 'layer') return layers.includes((node as AtRule).params)
  }
  return false
}

export const dropUnusedCustomProperties = (css: string): string => onText(css, dropUnusedCustomPropertiesIn)

export function dropUnusedCustomPropertiesIn(root: Root): void {
  const declared: Declaration[] = []
  root.walkDecls(/^--/, (declaration) => void declared.push(declaration))
  // One may be read only by another that nothing reads (--default-font-family
  // reads --font-sans): drop until none is left to drop.
  const dropped = new Set<Declaration>()
  let read = new Set<string>()
  for (;;) {
    read = new Set()
    root.walkDecls((declaration) => {
      if (dropped.has(declaration)) return
      for (const [, name] of declaration.value.matchAll(varReference)) read.add(name!)
    })
    const unread = declared.filter((declaration) => !dropped.has(declaration) && !read.has(declaration.prop))
    if (unread.length === 0) break
    for (const declaration of unread) dropped.add(declaration)
  }
  for (const declaration of dropped) declaration.remove()
  // What the page's rules set, besides the fallback defaults (`initial` in the
  // `properties` layer, standing in for a registration where @property is not
  // supported).
  const set = new Set<string>()
  root.walkDecls(/^--/, (declaration) => {
    if (!isInLayer(declaration, 'properties')) set.add(declaration.prop)
  })
  root.walkAtRules('property', (registration) => {
    const name = registration.params.trim()
    const initial = registration.nodes?.some((node) => node.type === 'decl' && node.prop === 'initial-value') ?? false
    if (!read.has(name)) registration.remove()
    else if (!initial && !set.has(name)) {
      registration.remove()
      root.walkDecls(name, (declaration) => {
        if (isInLayer(declaration, 'properties')) declaration.remove()
      })
    }
  })
  removeEmptyBlocks(root)
}
