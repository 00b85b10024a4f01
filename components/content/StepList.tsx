import { defineMessages, useIntl } from 'react-intl'
import { Icon } from '../shell/Icon'
import { described } from '../../content/messages'
import type { IconCard } from '../../content/richText'

const m = described(defineMessages({
  step: { id: 'steps.step', defaultMessage: 'Step {number}', description: 'Label above each numbered step of a process (how coaching works); {number} is 1, 2, 3…' },
  phase: { id: 'steps.phase', defaultMessage: 'Phase {number}', description: 'Label above each numbered phase of a cycle (e.g. the four phases of an abusive cycle); {number} is 1, 2, 3…' },
}))

/** Numbered steps of a process, as an ordered list of cards. Pages using it add the scope 'steps'. */
export function StepList({ steps, label = 'step' }: { steps: readonly IconCard[]; label?: 'step' | 'phase' }) {
  const intl = useIntl()
  const columns = steps.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'
  return (
    <ol className={`grid gap-6 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title.id} className="rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{intl.formatMessage(m[label], { number: index + 1 })}</p>
          <Icon node={step.icon} className="mt-3 size-7 text-brand-700" />
          <h3 className="mt-3 text-xl font-semibold text-brand-800">{intl.formatMessage(step.title)}</h3>
          <p className="mt-2 text-muted">{intl.formatMessage(step.body)}</p>
        </li>
      ))}
    </ol>
  )
}
