import { forwardRef, type MouseEvent } from 'react'
import { useIntl } from 'react-intl'
import { contactFormMessages as m } from './formMessages'

export type SummaryError = { fieldId: string; label: string }

/**
 * GOV.UK Frontend's error summary (https://design-system.service.gov.uk/components/error-summary/):
 * a box at the top of the form, shown after a submission that was not sent,
 * whose heading says there is a problem and whose links lead to each field
 * not accepted. Its inner `role="alert"` has it read out as it appears; the
 * form focuses the box itself (`tabIndex={-1}`) after each such submission.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: SummaryError[] }>(function ErrorSummary({ errors }, ref) {
  const t = useIntl().formatMessage
  // As GOV.UK's does: a link focuses its field and brings the field's label
  // into view with it (a plain #fragment would hide the label under the bar).
  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId)
    if (!field) return
    event.preventDefault()
    const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null
    ;(label ?? field).scrollIntoView({ block: 'start' })
    field.focus({ preventScroll: true })
  }
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl border-4 border-warning-700 bg-white p-5 focus:outline-3 focus:outline-offset-3 focus:outline-brand-700">
      <div role="alert">
        <h3 className="font-sans text-xl font-semibold text-ink">{t(m.errorSummaryTitle)}</h3>
        <ul className="mt-3 grid gap-2">
          {errors.map(({ fieldId, label }) => (
            <li key={fieldId}>
              <a href={`#${fieldId}`} onClick={(event) => goTo(event, fieldId)} className="font-semibold text-warning-800 underline decoration-2 underline-offset-2">
                {t(m.errorSummaryItem, { field: label, error: t(m.invalid) })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
})
