import { useIntl } from 'react-intl'
import { CalendarClock, MapPin } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { CallToAction } from '../../components/content/CallToAction'
import { Checklist } from '../../components/content/Checklist'
import { PageEditorialNote } from '../../components/content/EditorialNote'
import { CardGrid, FeatureCard, FeatureCards } from '../../components/content/FeatureCard'
import { Hero } from '../../components/content/Hero'
import { LocaleLink } from '../../components/shell/LocaleLink'
import { OnwardLinks } from '../../components/content/OnwardLinks'
import { Section } from '../../components/content/Section'
import { LocalSessionHours } from '../../components/shell/LocalSessionHours'
import { SessionHours } from '../../components/shell/SessionHours'
import { serviceArea, serviceCards, servicesOnward, servicesOverviewMessages as m, servicesReview, whyOnlineReasons } from '../../content/services/overview'

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  // Country names from Intl in the page's locale: the countries are data (content/regions.ts), their names the locale's.
  const countryNames = new Intl.DisplayNames([intl.locale], { type: 'region' })
  return (
    <>
      <Hero
        title={t(m.heroTitle)}
        lead={<p>{t(m.heroLead)}</p>}
        links={[{ href: '/contact', label: m.primary }, { href: '/healing-quiz', label: m.quiz }]}
      >
        <p className="mt-4 text-sm text-muted">{t(m.heroNote)}</p>
      </Hero>

      <Section id="services" title={t(m.cardsTitle)} intro={<p>{t(m.cardsIntro)}</p>}>
        <CardGrid columns={2}>
          {serviceCards.map((card) => (
            <FeatureCard
              key={card.path}
              icon={card.icon}
              title={t(card.title)}
              footer={
                <LocaleLink href={card.path} className="text-link inline-flex min-h-6 items-center text-lg">
                  {t(m.learnMore, { service: t(card.title), hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                </LocaleLink>
              }
            >
              <p>{t(card.description)}</p>
              <Checklist className="mt-4 text-ink" items={card.benefits.map((benefit) => ({ key: benefit.id ?? '', content: t(benefit) }))} />
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="why-online" tone="tinted" title={t(m.whyTitle)} intro={<p>{t(m.whyIntro)}</p>}>
        <FeatureCards cards={whyOnlineReasons} columns={4} />
        <p className="mt-6 max-w-3xl text-muted">{t(m.whyLimits)}</p>
      </Section>

      <Section id="service-area" title={t(m.areaTitle)} intro={<p>{t(m.areaIntro, { count: serviceArea.length })}</p>}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl font-semibold text-brand-800">
              <Icon node={MapPin} className="size-5 text-brand-700" />
              {t(m.countriesLabel)}
            </h3>
            <ul className="mt-3 grid gap-1 text-lg">
              {serviceArea.map((country) => (
                <li key={country} data-intl-formatted="">
                  {countryNames.of(country)}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl font-semibold text-brand-800">
              <Icon node={CalendarClock} className="size-5 text-brand-700" />
              {t(m.hoursLabel)}
            </h3>
            <p className="mt-3 text-lg">
              <SessionHours />
            </p>
            <LocalSessionHours className="mt-2 text-ink" />
            <p className="mt-2 text-muted">{t(m.hoursNote)}</p>
          </div>
        </div>
      </Section>

      <Section id="where-to-start" tone="tinted" title={t(m.startTitle)} intro={<p>{t(m.startIntro)}</p>}>
        <OnwardLinks links={servicesOnward} />
      </Section>

      <PageEditorialNote review={servicesReview} roomAbove />

      <CallToAction
        id="services-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.primary }]}
      />
    </>
  )
}
