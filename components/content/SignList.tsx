import type { ReactNode } from 'react'

/**
 * A list of signs or prompts with a neutral marker (not a check mark: a sign
 * such as thoughts of self-harm is not something to tick off as good).
 */
export function SignList({ items, columns = 1, className = '' }: { items: readonly { key: string; content: ReactNode }[]; columns?: 1 | 2; className?: string }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? 'md:grid-cols-2 md:gap-x-8' : ''} ${className}`}>
      {items.map((item) => (
        <li key={item.key} className="flex items-start gap-3">
          <span aria-hidden="true" className="mt-[0.6em] size-2.5 shrink-0 rounded-full bg-accent-700" />
          <span>{item.content}</span>
        </li>
      ))}
    </ul>
  )
}
