/**
 * Drops a declaration a rule repeats word for word: the copy that comes later
 * wins the same cascade with the same value. Lightning CSS writes `a`'s
 * `-webkit-text-decoration: inherit` four times, one for each longhand it
 * folds back into the shorthand.
 */
import postcss from 'postcss'

export function dropDuplicateDeclarations(css: string): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    const later = new Set<string>()
    for (const node of [...(rule.nodes ?? [])].reverse()) {
      if (node.type !== 'decl') continue
      const text = `${node.prop}:${node.value}${node.important ? '!important' : ''}`
      if (later.has(text)) node.remove()
      else later.add(text)
    }
  })
  return root.toString()
}
