import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Form } from 'react-aria-components/Form'
import { Send } from 'lucide'
import { Icon } from '../../components/Icon'
import { Button } from '../../components/Button'
import { LocaleLink } from '../../components/LocaleLink'
import { TextField } from '../../components/TextField'
import { useRoute } from '../../components/useRoute'
import { adClickParameter, contactFieldLimits as limits, type ContactFieldName } from '../../content/contactForm'
import { formEndpoint } from '../../content/formEndpoint'
import { localizePath } from '../../content/locales'
import { siteOrigin } from '../../content/site'
import { thankYouQuery } from '../index/thankYou'
import { contactFormMessages as m } from './formMessages'
import { contactFieldOrder, isValidContactField } from './validation'

type Hidden = { referrer: string; redirect: string; adClick: string }
type Values = Record<ContactFieldName, string>

const emptyValues = Object.fromEntries(contactFieldOrder.map((name) => [name, ''])) as Values

/**
 * The consultation request: a real multipart POST to the form provider, so it
 * works without JavaScript. With JavaScript, React Aria's native validation
 * blocks an invalid submission, focuses the first invalid field and shows
 * "Invalid value" tied to it; nothing typed is ever cleared.
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

  const check = (field: ContactFieldName) => (value: string) => (isValidContactField(field, value) ? null : t(m.invalid))
  const field = (name: ContactFieldName) => ({
    name,
    maxLength: limits[name],
    validate: check(name),
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })

  return (
    <Form
      ref={formRef}
      action={formEndpoint}
      method="post"
      encType="multipart/form-data"
      validationBehavior="native"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('Name_First')} label={t(m.firstName)} autoComplete="given-name" />
        <TextField {...field('Name_Last')} label={t(m.lastName)} autoComplete="family-name" />
      </div>
      <TextField {...field('PhoneNumber_countrycode')} label={t(m.phone)} description={t(m.phoneHint)} type="tel" autoComplete="tel" />
      {/* Text, not type=email: our own check (a comma-separated list is allowed) decides, and the value is sent as typed. */}
      <TextField {...field('Email')} label={t(m.email)} type="text" inputMode="email" autoComplete="email" spellCheck="false" />
      <TextField {...field('MultiLine')} label={t(m.message)} description={t(m.messageHint)} multiline rows={6} />

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
    </Form>
  )
}
