import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { CheckCircle2, Mail } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { Button } from '../../components/forms/Button'
import { fieldControlClasses, fieldLabelClasses } from '../../components/forms/fieldClasses'
import { useHtmlId } from '../../components/shell/useHtmlId'
import { notify } from '../../components/notifications/notify'
import { quizMessages as m, SIMULATED_SEND_DELAY_MS } from '../../content/quiz'

type Status = 'idle' | 'sending' | 'sent'

/**
 * The spec's "email results" box. Sending is simulated: after one second a
 * confirmation shows. No request is made and nothing is stored, and the
 * copy says so rather than claim an email went out.
 */
export function EmailResults() {
  const intl = useIntl()
  const t = intl.formatMessage
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const timer = useRef<number | undefined>(undefined)
  const fieldId = useHtmlId('quiz-email')

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const send = () => {
    if (email.trim() === '' || status === 'sending') return
    setStatus('sending')
    timer.current = window.setTimeout(() => {
      setStatus('sent')
      notify({ title: t(m.sentTitle), description: t(m.sentBody) })
    }, SIMULATED_SEND_DELAY_MS)
  }

  return (
    <section aria-labelledby="quiz-email-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <h3 id="quiz-email-title" className="flex items-center gap-2 text-2xl font-semibold text-brand-800">
        <Icon node={Mail} className="size-6 shrink-0" />
        {t(m.emailTitle)}
      </h3>
      <p className="mt-2 text-muted">{t(m.emailIntro)}</p>
      {/* A plain field: the box checks nothing but that it is filled (the spec asks for no format
          check, so `noValidate` turns the browser's off too), which React Aria's form and field
          would only add code for (≈ 3.9 KB gzip on the quiz's page). */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col">
          <label htmlFor={fieldId} className={fieldLabelClasses}>
            {t(m.emailLabel)}
          </label>
          <input
            id={fieldId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              if (status === 'sent') setStatus('idle')
            }}
            className={fieldControlClasses}
          />
        </div>
        {/* Not React Aria's `isPending`: it announces the focused button's name as
            sending starts and ends, through live regions it leaves in the page,
            empty, after the footer; the box's own polite line says how it went.
            A press while sending is ignored (`send`), so it stays focusable. */}
        <Button type="submit" disabled={email.trim() === ''}>
          {status === 'sending' ? t(m.sending) : t(m.send)}
        </Button>
      </form>
      {/* A polite live region with no role: an empty role="status" is read as a "statusbar". */}
      <p aria-live="polite" data-email-status="" className="mt-3 min-h-6">
        {status === 'sent' && (
          <span className="flex items-start gap-2 font-semibold text-brand-800">
            <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0" />
            {t(m.sentBody)}
          </span>
        )}
      </p>
    </section>
  )
}
