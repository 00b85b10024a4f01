import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { Send } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { Button } from '../../components/forms/Button'
import { LocaleLink } from '../../components/shell/LocaleLink'
import { TextField } from '../../components/forms/TextField'
import { useRoute } from '../../components/islands/useRoute'
import { adClickParameter, contactFieldLimits as limits, type ContactFieldName } from '../../content/contactForm'
import { formEndpoint } from '../../content/config/formEndpoint'
import { localizePath } from '../../content/locales'
import { siteOrigin } from '../../content/site'
import { thankYouQuery } from '../index/thankYou'
import { contactFormMessages as m } from './formMessages'
import { ErrorSummary } from './ErrorSummary'
import { contactFieldOrder, contactFieldProblem, type ContactFieldProblem } from './validation'

type Hidden = { referrer: string; redirect: string; adClick: string }
type Values = Record<ContactFieldName, string>

const emptyValues = Object.fromEntries(contactFieldOrder.map((name) => [name, ''])) as Values

/**
 * The consultation request: a real multipart POST to the form provider, so it
 * works without JavaScript. With JavaScript, Send checks every field (our own
 * rules, validation.ts): when one fails nothing is sent, an error summary
 * appears at the top of the form and, under each field it names, what is
 * wrong and how to put it right (WCAG 3.3.3); nothing typed is ever cleared.
 *
 * The errors change only when Send is pressed (GOV.UK's pattern), never while
 * she types or leaves a field: the form must not move between the start and
 * the end of a press. (React Aria's own validation cleared a field's error at
 * blur, which the press on Send causes: Send moved up under the pointer and
 * the correction was never sent, issue 19.)
 */
export function ContactForm() {
  const intl = useIntl()
  const t = intl.formatMessage
  const { locale } = useRoute()
  const thankYouPath = localizePath(`/?${thankYouQuery}`, locale)
  // Prerendered: the configured site origin. Hydrated: the real origin (so a
  // local or test server sends the visitor back to itself), the referrer and
  // the ad-click id from the address.
  const [hidden, setHidden] = useState<Hidden>({ referrer: '', redirect: `${siteOrigin}${thankYouPath}`, adClick: '' })
  const [values, setValues] = useState<Values>(emptyValues)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // Coming back (e.g. after a failed submission), the browser may have put
    // back what she typed before the page hydrated: adopt it, so the next
    // render does not clear it.
    const form = formRef.current
    if (form) {
      const restored = (name: ContactFieldName) => {
        const control = form.elements.namedItem(name)
        return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : ''
      }
      setValues(Object.fromEntries(contactFieldOrder.map((name) => [name, restored(name)])) as Values)
    }
    setHidden({
      referrer: document.referrer,
      redirect: `${window.location.origin}${thankYouPath}`,
      adClick: new URLSearchParams(window.location.search).get(adClickParameter) ?? '',
    })
  }, [thankYouPath])

  // The fields not accepted at the last press of Send, in page order, and
  // how many presses found some (each one moves focus to the summary).
  const [problems, setProblems] = useState<Partial<Record<ContactFieldName, ContactFieldProblem>>>({})
  const invalid = contactFieldOrder.filter((name) => problems[name])
  const [refusals, setRefusals] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = Object.fromEntries(
      contactFieldOrder.flatMap((name) => {
        const problem = contactFieldProblem(name, values[name])
        return problem ? [[name, problem]] : []
      }),
    ) as Partial<Record<ContactFieldName, ContactFieldProblem>>
    setProblems(found)
    if (Object.keys(found).length === 0) return // the browser posts the form
    event.preventDefault()
    setRefusals((count) => count + 1)
  }
  // Focus goes to the summary, as GOV.UK's does, rather than to the first
  // failing field (the provider's way, which the site's brief describes):
  // the summary is read out whole — how many problems, and which fields —
  // and each of its links leads to its field, so she can fix them in any
  // order and still hear about the others. Its box sits at the top of the
  // form, just above the first field.
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus()
  }, [refusals])

  const labels: Record<ContactFieldName, string> = {
    Name_First: t(m.firstName),
    Name_Last: t(m.lastName),
    PhoneNumber_countrycode: t(m.phone),
    Email: t(m.email),
    MultiLine: t(m.message),
  }
  // The error says how to put the value right: the field's limit, or what an address or a number looks like.
  const errorOf = (name: ContactFieldName): string => {
    if (problems[name] === 'tooLong') return t(m.tooLong, { field: labels[name], max: limits[name] })
    return t(name === 'Email' ? m.emailFormat : m.phoneFormat)
  }
  const fieldId = (name: ContactFieldName) => `contact-${name}`
  const field = (name: ContactFieldName) => ({
    id: fieldId(name),
    name,
    label: labels[name],
    maxLength: limits[name],
    isInvalid: invalid.includes(name),
    errorMessage: invalid.includes(name) ? errorOf(name) : undefined,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })

  return (
    <form
      ref={formRef}
      action={formEndpoint}
      method="post"
      encType="multipart/form-data"
      // Our own checks, shown only on Send (above); no constraint validation bubbles.
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      {invalid.length > 0 && <ErrorSummary ref={summaryRef} errors={invalid.map((name) => ({ fieldId: fieldId(name), message: errorOf(name) }))} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('Name_First')} autoComplete="given-name" />
        <TextField {...field('Name_Last')} autoComplete="family-name" />
      </div>
      <TextField {...field('PhoneNumber_countrycode')} description={t(m.phoneHint)} type="tel" autoComplete="tel" />
      {/* Text, not type=email: our own check (a comma-separated list is allowed) decides, and the value is sent as typed. */}
      <TextField {...field('Email')} type="text" inputMode="email" autoComplete="email" spellCheck="false" />
      <TextField {...field('MultiLine')} description={t(m.messageHint)} multiline rows={6} />

      <input type="hidden" name="zf_referrer_name" value={hidden.referrer} />
      <input type="hidden" name="zf_redirect_url" value={hidden.redirect} />
      <input type="hidden" name="zc_gad" value={hidden.adClick} />

      <p className="text-sm text-muted">{t(m.safetyTip)}</p>
      <p className="text-sm text-muted">
        {t(m.privacy, {
          link: (chunks) => (
            <LocaleLink href="/privacy-policy" className="text-link">
              {chunks}
            </LocaleLink>
          ),
        })}
      </p>
      <div>
        <Button type="submit">
          <Icon node={Send} className="size-4" />
          {t(m.submit)}
        </Button>
      </div>
    </form>
  )
}
