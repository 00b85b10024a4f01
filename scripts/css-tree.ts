/**
 * What the passes over a page's inlined CSS share (scripts/inline-css.ts):
 * each works on one PostCSS tree, which the build parses once and prints once
 * for all of them; `onText` runs one pass on a stylesheet's text alone.
 */
import postcss, { type Container, type Root } from 'postcss'

/** Removes rules and at-rule blocks left empty, innermost first. */
export function removeEmptyBlocks(container: Container): void {
  for (const node of [...(container.nodes ?? [])]) {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) {
      removeEmptyBlocks(node)
      if (node.nodes.length === 0) node.remove()
    }
  }
}

/** `pass` run on `css` parsed, printed again. */
export function onText(css: string, pass: (root: Root) => void): string {
  const root = postcss.parse(css)
  pass(root)
  return root.toString()
}
