import type { ReactNode } from 'react'
import { Info } from 'lucide'
import { Icon } from '../shell/Icon'

/** A short boxed note, e.g. that coaching is educational and supportive, not therapy. */
export function NotTherapyNote({ title, body, className = '' }: { title: ReactNode; body: ReactNode; className?: string }) {
  return (
    <div className={`flex max-w-3xl items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 ${className}`}>
      <Icon node={Info} className="mt-1 size-6 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold text-brand-800">{title}</p>
        <p className="mt-1 text-ink">{body}</p>
      </div>
    </div>
  )
}
