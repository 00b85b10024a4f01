import type { ReactNode } from 'react'

type Props = {
  id: string
  title: ReactNode
  intro?: ReactNode
  children: ReactNode
  tone?: 'plain' | 'tinted'
  /** Animate into view on first scroll (never hides anything without JavaScript). */
  reveal?: boolean
}

/** A titled band of a page; its heading labels the region. */
export function Section({ id, title, intro, children, tone = 'plain', reveal = true }: Props) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-reveal={reveal ? '' : undefined}
      className={tone === 'tinted' ? 'bg-brand-50' : undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <h2 id={`${id}-title`} className="text-3xl font-semibold text-brand-800 sm:text-4xl">
          {title}
        </h2>
        {intro && <div className="mt-4 max-w-3xl text-lg text-muted">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}
