import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Lightbulb } from 'lucide'
import { Icon } from '../shell/Icon'
import { guideMessages } from '../../content/guides/common'

/** The short summary near the top of a help guide, under its own h2 "Quick answer". */
export function QuickAnswer({ id = 'quick-answer', children }: { id?: string; children: ReactNode }) {
  const intl = useIntl()
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-brand-200 border-l-8 border-l-brand-700 bg-brand-50 p-6 sm:p-8">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-semibold text-brand-800">
        <Icon node={Lightbulb} className="size-6 shrink-0" />
        {intl.formatMessage(guideMessages.quickAnswer)}
      </h2>
      <div className="prose-copy mt-3 max-w-3xl text-lg text-ink">{children}</div>
    </section>
  )
}
