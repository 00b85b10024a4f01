import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { CallToAction } from '../../components/content/CallToAction'
import { CrisisNumbers, EmergencyNumber } from '../../components/crisis/CrisisNumbers'
import { ExternalLink } from '../../components/shell/ExternalLink'
import { CardGrid, FeatureCards } from '../../components/content/FeatureCard'
import { GuideFaq } from '../../components/content/GuideFaq'
import { HelpTypeCard } from '../../components/content/HelpTypeCard'
import { Hero } from '../../components/content/Hero'
import { InShort } from '../../components/content/InShort'
import { LastUpdated } from '../../components/content/LastUpdated'
import { LocaleLink } from '../../components/shell/LocaleLink'
import { NotTherapyNote } from '../../components/crisis/NotTherapyNote'
import { QuickAnswer } from '../../components/content/QuickAnswer'
import { PageEditorialNote } from '../../components/content/EditorialNote'
import { Section } from '../../components/content/Section'
import { SignList } from '../../components/content/SignList'
import { guideMessages, guideRecords, type Sign } from '../../content/guides/common'
import { sources } from '../../content/sources'
import { browsingSafetyPath } from '../../content/exit'
import {
  emotionalSigns,
  narcissisticFaq,
  narcissisticHelpTypes,
  narcissisticMessages as m,
  narcissisticSummary,
  narcissisticTactics,
  relationshipSigns,
} from '../../content/guides/narcissistic'

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  const signItems = (signs: readonly Sign[]) => signs.map((sign) => ({ key: sign.id, content: t(sign.text) }))
  const faqValues = {
    emergency: <EmergencyNumber />,
    link: (chunks: ReactNode[]) => (
      <LocaleLink href={browsingSafetyPath} className="text-link">
        {chunks}
      </LocaleLink>
    ),
  }
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>}>
        <LastUpdated iso={guideRecords.narcissistic.updated} />
      </Hero>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-4">
        <InShort points={narcissisticSummary} crisisBoxId="danger-notice" className="" />
        <QuickAnswer>
          <p>
            {t(m.quickAnswer, {
              link: (chunks: ReactNode[]) => (
                <ExternalLink href={sources.whoViolence.href} className="text-link">
                  {chunks}
                </ExternalLink>
              ),
            })}
          </p>
          <p>{t(m.quickNotDiagnosis)}</p>
        </QuickAnswer>
        {/* The danger notice: this region's full set, the crisis line too (the guide names thoughts of self-harm). */}
        <CrisisNumbers id="danger-notice" title={m.dangerTitle} intro={m.dangerIntro} />
      </div>

      <Section id="tactics" title={t(m.tacticsTitle)} intro={<p>{t(m.tacticsIntro)}</p>}>
        <FeatureCards cards={narcissisticTactics} />
      </Section>

      <Section id="signs" tone="tinted" title={t(m.signsTitle)} intro={<p>{t(m.signsIntro)}</p>}>
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { id: 'emotional-signs', title: m.signsEmotionalTitle, signs: emotionalSigns },
            { id: 'relationship-signs', title: m.signsRelationshipTitle, signs: relationshipSigns },
          ].map((list) => (
            <section key={list.id} aria-labelledby={`${list.id}-title`} className="rounded-2xl bg-surface p-6 shadow-sm">
              <h3 id={`${list.id}-title`} className="text-xl font-semibold text-brand-800">{t(list.title)}</h3>
              <SignList className="mt-4" items={signItems(list.signs)} />
            </section>
          ))}
        </div>
        <p className="mt-6 max-w-3xl text-lg font-medium text-ink">{t(m.signsAfter)}</p>
      </Section>

      <Section id="kinds-of-help" title={t(m.helpTitle)} intro={<p>{t(m.helpIntro)}</p>}>
        <CardGrid columns={2}>
          {narcissisticHelpTypes.map((help) => (
            <HelpTypeCard key={help.id} help={help} />
          ))}
        </CardGrid>
        <NotTherapyNote className="mt-8" title={t(guideMessages.notTherapyTitle)} body={t(guideMessages.notTherapy)} />
      </Section>

      <Section id="recovery" tone="tinted" title={t(m.recoveryTitle)}>
        <div className="prose-copy max-w-3xl text-lg">
          <p>{t(m.recoverySafety)}</p>
          <p>{t(m.recoveryBond)}</p>
          <p>{t(m.recoveryRebuild)}</p>
        </div>
      </Section>

      <Section id="faq" title={t(m.faqTitle)}>
        <div className="max-w-3xl">
          <GuideFaq entries={narcissisticFaq} values={faqValues} />
        </div>
      </Section>

      <PageEditorialNote review={guideRecords.narcissistic} />

      <CallToAction
        id="narcissistic-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.ctaConsult }, { href: '/services/narcissistic-abuse-recovery', label: m.ctaService }]}
      />
    </>
  )
}
