import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { CallToAction } from '../../components/content/CallToAction'
import { SignList } from '../../components/content/SignList'
import { CrisisNumbers, EmergencyNumber } from '../../components/crisis/CrisisNumbers'
import { ExternalLink } from '../../components/shell/ExternalLink'
import { CardGrid } from '../../components/content/FeatureCard'
import { GuideFaq } from '../../components/content/GuideFaq'
import { HelpTypeCard } from '../../components/content/HelpTypeCard'
import { Hero } from '../../components/content/Hero'
import { InShort } from '../../components/content/InShort'
import { LastUpdated } from '../../components/content/LastUpdated'
import { NotTherapyNote } from '../../components/crisis/NotTherapyNote'
import { QuickAnswer } from '../../components/content/QuickAnswer'
import { PageEditorialNote } from '../../components/content/EditorialNote'
import { Section } from '../../components/content/Section'
import { childhoodFaq, childhoodHelpTypes, childhoodMessages as m, childhoodQuestions, childhoodSigns, childhoodSummary, childhoodTreatments } from '../../content/guides/childhood'
import { guideMessages, guideRecords } from '../../content/guides/common'
import { sources } from '../../content/sources'
import { TreatmentTable } from './TreatmentTable'


const crisisBoxId = 'get-help-now'

function cite(href: string) {
  return (chunks: ReactNode[]) => (
    <ExternalLink href={href} className="text-link">
      {chunks}
    </ExternalLink>
  )
}

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>}>
        <LastUpdated iso={guideRecords.childhood.updated} />
      </Hero>

      <div className="mx-auto max-w-6xl px-4 pt-4">
        <InShort points={childhoodSummary} crisisBoxId={crisisBoxId} className="mb-8" />
        <QuickAnswer>
          <p>{t(m.quickAnswer, { link: cite(sources.nimhPtsd.href) })}</p>
          <p>{t(m.quickCrisis, { link: (chunks: ReactNode[]) => <a href={`#${crisisBoxId}-title`} className="text-link">{chunks}</a> })}</p>
        </QuickAnswer>
      </div>

      <Section id="understanding" title={t(m.understandingTitle)}>
        <div className="prose-copy max-w-3xl text-lg">
          <p>{t(m.understandingWhat)}</p>
          <p>{t(m.understandingCommon, { link: cite(sources.cdcAces.href) })}</p>
          <p>{t(m.understandingAdult)}</p>
        </div>
      </Section>

      <Section id="kinds-of-help" tone="tinted" title={t(m.helpTitle)} intro={<p>{t(m.helpIntro)}</p>}>
        <CardGrid columns={2}>
          {childhoodHelpTypes.map((help) => (
            <HelpTypeCard key={help.id} help={help} />
          ))}
        </CardGrid>
        <NotTherapyNote className="mt-8" title={t(guideMessages.notTherapyTitle)} body={t(guideMessages.notTherapy)} />
      </Section>

      <Section id="treatments" title={t(m.treatmentsTitle)} intro={<p>{t(m.treatmentsIntro)}</p>}>
        <TreatmentTable treatments={childhoodTreatments} />
        <p className="mt-6 max-w-3xl text-muted">{t(m.treatmentsEvidence, { who: cite(sources.whoPtsd.href), nice: cite(sources.nicePtsd.href) })}</p>
      </Section>

      <Section id="signs" tone="tinted" title={t(m.signsTitle)} intro={<p>{t(m.signsIntro)}</p>}>
        <SignList columns={2} className="text-lg" items={childhoodSigns.map((sign) => ({ key: sign.id, content: t(sign.text) }))} />
        <p className="mt-6 max-w-3xl font-medium text-ink">{t(m.signsUrgent, { emergency: <EmergencyNumber /> })}</p>
      </Section>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <CrisisNumbers id={crisisBoxId} />
      </div>

      <Section id="choosing" tone="tinted" title={t(m.choosingTitle)}>
        <div className="prose-copy max-w-3xl text-lg">
          <p>{t(m.choosingStart)}</p>
          <p>{t(m.choosingAsk)}</p>
        </div>
        <SignList className="mt-4 max-w-3xl text-lg" items={childhoodQuestions.map((question) => ({ key: question.id, content: t(question.text) }))} />
        <p className="mt-6 max-w-3xl text-lg">{t(m.choosingTrust)}</p>
      </Section>

      <Section id="faq" title={t(m.faqTitle)}>
        <div className="max-w-3xl">
          <GuideFaq entries={childhoodFaq} />
        </div>
      </Section>

      <PageEditorialNote review={guideRecords.childhood} />

      <CallToAction
        id="childhood-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.ctaConsult }, { href: '/healing-quiz', label: m.ctaQuiz }]}
      />
    </>
  )
}
