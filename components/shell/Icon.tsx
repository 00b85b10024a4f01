import { createElement } from 'react'
import type { IconNode } from 'lucide'

type Props = {
  /** A Lucide icon's shapes: `import { Phone } from 'lucide'`. */
  node: IconNode
  /** Its size (`size-4`, …) and any colour or spacing; the stroke style is `.icon` in renderer/styles.css. */
  className: string
}

/**
 * A decorative Lucide icon, hidden from assistive technology: every icon on the
 * site sits beside words that say the same. Lucide's own stroke attributes and
 * classes are left out of the markup (150–200 bytes brotli on a page with
 * many icons) and set once in CSS instead.
 */
export function Icon({ node, className }: Props) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`}>
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
