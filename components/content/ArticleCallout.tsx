import type { ReactNode } from 'react'
import type { IconNode } from 'lucide'
import { Icon } from '../shell/Icon'

const tones = {
  brand: { box: 'border-brand-200 bg-brand-50', heading: 'text-brand-800', icon: 'text-brand-700' },
  accent: { box: 'border-accent-100 bg-accent-50', heading: 'text-accent-700', icon: 'text-accent-700' },
  warning: { box: 'border-2 border-warning-700 bg-surface', heading: 'text-warning-800', icon: 'text-warning-700' },
} as const

type Props = {
  id: string
  title: ReactNode
  icon: IconNode
  children: ReactNode
  tone?: keyof typeof tones
  headingLevel?: 2 | 3
}

/** A boxed note inside an article (quick answer, last-updated notice, a gentle prompt); its heading labels it. */
export function ArticleCallout({ id, title, icon, children, tone = 'brand', headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const style = tones[tone]
  return (
    <section aria-labelledby={`${id}-title`} className={`mt-10 rounded-2xl border p-6 ${style.box}`}>
      <Heading id={`${id}-title`} className={`flex items-center gap-2 text-xl font-semibold sm:text-2xl ${style.heading}`}>
        <Icon node={icon} className={`size-6 shrink-0 ${style.icon}`} />
        {title}
      </Heading>
      <div className="mt-3 text-ink [&>*+*]:mt-3">{children}</div>
    </section>
  )
}
