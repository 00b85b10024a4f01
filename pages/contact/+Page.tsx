import { useIntl } from 'react-intl'
import { CalendarClock, TriangleAlert } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { CrisisNumbers, EmergencyNumber } from '../../components/crisis/CrisisNumbers'
import { Hero } from '../../components/content/Hero'
import { LocalSessionHours } from '../../components/shell/LocalSessionHours'
import { SessionHours } from '../../components/shell/SessionHours'
import { Island } from '../../components/islands/Island'
import contactForm from './ContactForm.island'
import { contactMessages as m } from './messages'

const crisisId = 'contact-crisis'

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-8 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-8">
          <aside aria-labelledby="contact-emergency-title" className="rounded-2xl border-2 border-warning-700 bg-accent-50 p-5">
            <h2 id="contact-emergency-title" className="flex items-center gap-2 font-sans text-lg font-semibold text-warning-800">
              <Icon node={TriangleAlert} className="size-5 shrink-0" />
              {t(m.emergencyTitle)}
            </h2>
            <p className="mt-2 text-ink">
              {t(m.emergencyBody, {
                emergency: <EmergencyNumber />,
                link: (chunks) => (
                  <a href={`#${crisisId}-title`} className="text-link">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </aside>

          <section aria-labelledby="contact-form-title" className="rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="text-3xl font-semibold text-brand-800">
              {t(m.formTitle)}
            </h2>
            <p className="mt-2 mb-6 text-muted">{t(m.formIntro)}</p>
            <Island of={contactForm} props={{}} />
          </section>
        </div>

        <div className="grid content-start gap-8">
          <section aria-labelledby="contact-next-title">
            <h2 id="contact-next-title" className="text-2xl font-semibold text-brand-800">
              {t(m.nextTitle)}
            </h2>
            <ol className="mt-4 grid gap-3">
              {[m.nextReply, m.nextConsult, m.nextDecide].map((step, index) => (
                <li key={step.id} className="flex gap-3">
                  <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                    {intl.formatNumber(index + 1)}
                  </span>
                  <span>{t(step)}</span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="contact-hours-title" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="contact-hours-title" className="flex items-center gap-2 text-2xl font-semibold text-brand-800">
              <Icon node={CalendarClock} className="size-6 shrink-0" />
              {t(m.hoursTitle)}
            </h2>
            <p className="mt-3 font-semibold text-ink">
              <SessionHours />
            </p>
            <LocalSessionHours className="mt-2 text-ink" />
            <p className="mt-2 text-muted">{t(m.hoursVirtual)}</p>
            <p className="mt-2 text-muted">{t(m.notTherapy)}</p>
          </section>
        </div>
      </div>
      {/* Full width: the crisis lines' buttons need room (a side column is too narrow for them). */}
      <div className="mx-auto max-w-6xl px-4 py-8">
        <CrisisNumbers id={crisisId} />
      </div>
    </>
  )
}
