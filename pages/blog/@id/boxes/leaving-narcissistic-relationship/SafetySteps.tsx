import { useIntl } from 'react-intl'
import { boxes, priorityNames, safetySteps, type Priority } from '../../../../../content/blog/articles/leaving-narcissistic-relationship'

const badge: Record<Priority, string> = {
  critical: 'border-warning-700 bg-surface text-warning-800',
  important: 'border-accent-700 bg-accent-50 text-accent-700',
  essential: 'border-brand-700 bg-brand-50 text-brand-800',
}

/** The six numbered safety steps, each with its priority label. */
export function SafetySteps() {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <ol className="mt-8 space-y-5">
      {safetySteps.map((step, index) => (
        <li key={step.title.id} data-priority={step.priority} className="rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm">
          {/* Paragraphs, so a screen reader reads them apart ("Step 1Priority" as spans). */}
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{t(boxes.stepLabel, { number: index + 1 })}</p>
            <p className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${badge[step.priority]}`}>
              {t(boxes.priorityLabel, { priority: t(priorityNames[step.priority]) })}
            </p>
          </div>
          <h3 className="mt-3 text-2xl font-semibold text-brand-800">{t(step.title)}</h3>
          <p className="mt-2 text-base text-ink">{t(step.description)}</p>
        </li>
      ))}
    </ol>
  )
}
