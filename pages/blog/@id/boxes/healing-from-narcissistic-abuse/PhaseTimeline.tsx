import { useIntl } from 'react-intl'
import { boxes, recoveryPhases } from '../../../../../content/blog/articles/healing-from-narcissistic-abuse'

/** The four recovery phases as timeline cards, in order. */
export function PhaseTimeline() {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <ol className="mt-8 space-y-6 border-l-2 border-brand-200 pl-6">
      {recoveryPhases.map((phase, index) => (
        <li key={phase.name.id} className="relative rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm">
          <span aria-hidden="true" className="absolute top-7 -left-[2.1rem] size-4 rounded-full border-2 border-surface bg-brand-700" />
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{t(boxes.phaseLabel, { number: index + 1 })}</p>
          <h3 className="mt-1 text-2xl font-semibold text-brand-800">{t(phase.name)}</h3>
          <p className="mt-2 inline-block rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-800">
            {t(boxes.timelineLabel, { timeline: t(phase.timeline) })}
          </p>
          <dl className="mt-4 space-y-3 text-base">
            <div>
              <dt className="font-semibold text-ink">{t(boxes.focusLabel)}</dt>
              <dd className="text-muted">{t(phase.focus)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t(boxes.supportLabel)}</dt>
              <dd className="text-muted">{t(phase.support)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  )
}
