import { useIntl } from 'react-intl'
import { CallToAction } from '../../components/content/CallToAction'
import { Checklist } from '../../components/content/Checklist'
import { CardGrid, FeatureCard } from '../../components/content/FeatureCard'
import { Hero } from '../../components/content/Hero'
import { OnwardLinks } from '../../components/content/OnwardLinks'
import { Prose } from '../../components/content/RichText'
import { Section } from '../../components/content/Section'
import { approachMessages as m, approachMethods, approachOnward, approachOverview } from '../../content/approach'

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <>
      <Hero
        title={t(m.heroTitle)}
        lead={<p>{t(m.heroLead)}</p>}
        links={[{ href: '/contact', label: m.primary }, { href: '/healing-quiz', label: m.quiz }]}
      />

      <Section id="overview" title={t(m.overviewTitle)}>
        <Prose paragraphs={approachOverview} />
        <div className="mt-10">
          <CardGrid columns={3}>
            {approachMethods.map((method) => (
              <FeatureCard
                key={method.id}
                icon={method.icon}
                title={t(method.title)}
                footer={
                  <a href={`#${method.id}-title`} className="text-link inline-flex min-h-6 items-center">
                    {t(m.readMore, { method: t(method.title), hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                  </a>
                }
              >
                <p>{t(method.description)}</p>
              </FeatureCard>
            ))}
          </CardGrid>
        </div>
      </Section>

      {approachMethods.map((method, index) => (
        <Section key={method.id} id={method.id} tone={index % 2 === 0 ? 'tinted' : 'plain'} title={t(method.title)} intro={<p>{t(method.description)}</p>}>
          <div className="grid gap-10 lg:grid-cols-3">
            <div>
              <h3 className="text-2xl font-semibold text-brand-800">{t(m.whatItIs)}</h3>
              <div className="mt-3">
                <Prose paragraphs={method.whatItIs} />
              </div>
            </div>
            <div>
              <h3 className="text-2xl font-semibold text-brand-800">{t(m.inSession)}</h3>
              <Checklist className="mt-3 text-lg" items={method.inSession.map((item) => ({ key: item.id ?? '', content: t(item) }))} />
            </div>
            <div>
              <h3 className="text-2xl font-semibold text-brand-800">{t(m.whatItIsNot)}</h3>
              <div className="mt-3">
                <Prose paragraphs={method.whatItIsNot} />
              </div>
            </div>
          </div>
        </Section>
      ))}

      <Section id="keep-exploring" title={t(m.onwardTitle)}>
        <OnwardLinks links={approachOnward} />
      </Section>

      <CallToAction
        id="approach-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.primary }]}
      />
    </>
  )
}
