import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { AuthorBox } from '../../components/content/AuthorBox'
import { ExternalLink } from '../../components/shell/ExternalLink'
import { CallToAction } from '../../components/content/CallToAction'
import { Checklist } from '../../components/content/Checklist'
import { CoachCredential } from '../../components/content/CoachCredential'
import { FeatureCards } from '../../components/content/FeatureCard'
import { Hero } from '../../components/content/Hero'
import { OnwardLinks } from '../../components/content/OnwardLinks'
import { Prose } from '../../components/content/RichText'
import { Section } from '../../components/content/Section'
import { aboutBenefits, aboutMessages as m, aboutOnward, biography, philosophy, recordFacts } from '../../content/about'
import { filledCredential, filledSupervision, filledTraining } from '../../content/credential'

/** Where the coach trained and who supervises her, from the practice's records: nothing until they are filled in. */
function useRecordFacts(): { key: string; content: ReactNode }[] {
  const intl = useIntl()
  const supervision = filledSupervision()
  return [
    ...filledTraining().map((entry) => ({
      key: `training-${entry.course}-${entry.year}`,
      content: intl.formatMessage(recordFacts.training, {
        course: entry.course,
        body: entry.body,
        year: String(entry.year), // a year, not a quantity: no digit grouping
        link: (chunks: ReactNode[]) => (entry.href ? <ExternalLink href={entry.href} className="text-link">{chunks}</ExternalLink> : chunks),
      }),
    })),
    ...(supervision ? [{ key: 'supervision', content: intl.formatMessage(recordFacts.supervision, { supervisor: supervision.supervisor, year: String(supervision.since) }) }] : []),
  ]
}

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  const records = useRecordFacts()
  return (
    <>
      <Hero
        title={t(m.heroTitle)}
        lead={<p>{t(m.heroLead)}</p>}
        links={[{ href: '/contact', label: m.primary }, { href: '/services', label: m.services }]}
      />

      <Section id="coach" title={t(biography.title)}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <Prose paragraphs={biography.paragraphs} />
          <div className="self-start rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h3 className="text-xl font-semibold text-brand-800">{t(biography.factsTitle)}</h3>
            <Checklist
              className="mt-4"
              items={[
                ...(filledCredential() ? [{ key: 'credential', content: <CoachCredential /> }] : []),
                ...records,
                ...biography.facts.map((fact) => ({ key: fact.id ?? '', content: t(fact) })),
              ]}
            />
          </div>
        </div>
      </Section>

      <Section id="benefits" tone="tinted" title={t(m.benefitsTitle)} intro={<p>{t(m.benefitsIntro)}</p>}>
        <FeatureCards cards={aboutBenefits} columns={3} />
      </Section>

      <Section id="philosophy" title={t(m.philosophyTitle)}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <Prose paragraphs={philosophy.paragraphs} />
          <div className="self-start">
            <h3 className="text-xl font-semibold text-brand-800">{t(m.expectTitle)}</h3>
            <Checklist className="mt-4" items={philosophy.expectations.map((item) => ({ key: item.id ?? '', content: t(item) }))} />
          </div>
        </div>
      </Section>

      {/* Outside any titled section: an author box is a complementary landmark, which must sit at the top level. */}
      <div className="mx-auto max-w-3xl px-4 pb-14">
        <AuthorBox />
      </div>

      <Section id="next" tone="tinted" title={t(m.onwardTitle)}>
        <OnwardLinks links={aboutOnward} />
      </Section>

      <CallToAction
        id="about-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.primary }]}
      />
    </>
  )
}
