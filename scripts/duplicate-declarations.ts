/**
 * Drops a declaration a rule repeats word for word: the copy that comes later
 * wins the same cascade with the same value. Lightning CSS writes `a`'s
 * `-webkit-text-decoration: inherit` four times, one for each longhand it
 * folds back into the shorthand.
 */
import type { Root } from 'postcss'
import { onText } from './css-tree'

export const dropDuplicateDeclarations = (css: string): string => onText(css, dropDuplicateDeclarationsIn)

export function dropDuplicateDeclarationsIn(root: Root): void {
  root.walkRules((rule) => {
    const later = new Set<string>()
    for (const node of [...(rule.nodes ?? [])].reverse()) {
      if (node.type !== 'decl') continue
      const text = `${node.prop}:${node.value}${node.important ? '!important' : ''}`
      if (later.has(text)) node.remove()
      else later.add(text)
    }
  })
}
