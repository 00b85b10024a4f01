import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import { useIntl } from 'react-intl'
import { useHtmlId } from '../../components/shell/useHtmlId'
import { contactFormMessages as m } from './formMessages'

export type SummaryError = { fieldId: string; message: string }

/**
 * GOV.UK Frontend's error summary (https://design-system.service.gov.uk/components/error-summary/):
 * a box at the top of the form, shown after a submission that was not sent,
 * whose heading says there is a problem and whose links lead to each field
 * not accepted, each saying how to put it right. The form focuses the box
 * (`tabIndex={-1}`) after each such submission; the box is a group named by
 * its heading and described by its list, so focus alone has it read whole,
 * once. (GOV.UK's inner `role="alert"` was heard twice, in the wrong order, in
 * Chromium, and not at all in Firefox, where Orca said only "clickable" as
 * focus landed on a box with no role or name.)
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: SummaryError[] }>(function ErrorSummary({ errors }, forwardedRef) {
  const t = useIntl().formatMessage
  const titleId = useHtmlId('error-summary-title')
  const listId = useHtmlId('error-summary-list')
  const box = useRef<HTMLDivElement>(null)
  useImperativeHandle(forwardedRef, () => box.current!, [])
  // As GOV.UK's does, one listener on the box itself (not React's, on the
  // island's root) handles its links: Chromium then gives the box its own
  // "click" action, where an ancestor's listener alone made Orca announce the
  // focused box as "clickable". A link focuses its field and brings the
  // field's label into view with it (a plain #fragment would hide the label
  // under the bar).
  useEffect(() => {
    const element = box.current
    if (!element) return
    const goTo = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null
      const field = link ? document.getElementById(link.hash.slice(1)) : null
      if (!field) return
      event.preventDefault()
      const label = document.querySelector(`label[for="${CSS.escape(field.id)}"]`)
      ;(label ?? field).scrollIntoView({ block: 'start' })
      field.focus({ preventScroll: true })
    }
    element.addEventListener('click', goTo)
    return () => element.removeEventListener('click', goTo)
  }, [])
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={listId}
      data-error-summary=""
      className="rounded-xl border-4 border-warning-700 bg-surface p-5 focus:outline-3 focus:outline-offset-3 focus:outline-brand-700"
    >
      <div>
        <h3 id={titleId} className="font-sans text-xl font-semibold text-ink">{t(m.errorSummaryTitle)}</h3>
        <ul id={listId} className="mt-3 grid gap-2">
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a href={`#${fieldId}`} className="font-semibold text-warning-800 underline decoration-2 underline-offset-2">
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
})
