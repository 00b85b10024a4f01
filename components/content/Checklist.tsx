import type { ReactNode } from 'react'
import { CircleCheck } from 'lucide'
import { Icon } from '../shell/Icon'

/** A list whose items each carry a decorative check mark (benefits, principles). */
export function Checklist({ items, columns = 1, className = '' }: { items: readonly { key: string; content: ReactNode }[]; columns?: 1 | 2; className?: string }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? 'md:grid-cols-2 md:gap-x-8' : ''} ${className}`}>
      {items.map((item) => (
        <li key={item.key} className="flex items-start gap-3">
          <Icon node={CircleCheck} className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>{item.content}</span>
        </li>
      ))}
    </ul>
  )
}
