import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { CallToAction } from '../../components/content/CallToAction'
import { CrisisNumbers, EmergencyNumber } from '../../components/crisis/CrisisNumbers'
import { ExternalLink } from '../../components/shell/ExternalLink'
import { Hero } from '../../components/content/Hero'
import { Section } from '../../components/content/Section'
import { useRoute } from '../../components/islands/useRoute'
import { safetyGuides } from '../../content/crisis'
import { privateWindowSteps, safetyMessages as m } from '../../content/safety'

/** ICU tags the page's paragraphs use: key names and the browser names that start a step. */
const tags = {
  kbd: (chunks: ReactNode[]) => <kbd className="rounded border border-brand-200 bg-brand-50 px-1.5 py-0.5 font-mono text-[0.9em] text-ink">{chunks}</kbd>,
  b: (chunks: ReactNode[]) => <b className="font-semibold text-ink">{chunks}</b>,
  strong: (chunks: ReactNode[]) => <strong className="font-semibold text-ink">{chunks}</strong>,
}

export default function Page() {
  const intl = useIntl()
  const { locale } = useRoute()
  const t = intl.formatMessage
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>}>
        <p className="mt-6 max-w-2xl rounded-xl border-l-4 border-warning-700 bg-surface px-4 py-3 font-semibold text-warning-800">
          {t(m.heroDanger, { emergency: <EmergencyNumber /> })}
        </p>
      </Hero>

      <Section id="quick-exit" title={t(m.exitTitle)}>
        <div className="prose-copy max-w-3xl text-lg">
          <p>{t(m.exitHow, tags)}</p>
          <p>{t(m.exitLimits)}</p>
          <p>{t(m.exitNoScript)}</p>
        </div>
      </Section>

      <Section id="private-window" tone="tinted" title={t(m.privateTitle)}>
        <div className="prose-copy max-w-3xl text-lg">
          <p>{t(m.privateIntro)}</p>
          <ul className="my-4 list-disc space-y-2 pl-6 marker:text-brand-700">
            {privateWindowSteps.map((step) => (
              <li key={step.id}>{t(step, tags)}</li>
            ))}
          </ul>
          <p>{t(m.privateClose)}</p>
        </div>
      </Section>

      <Section id="clear-history" title={t(m.historyTitle)}>
        <div className="prose-copy max-w-3xl text-lg">
          <p>{t(m.historyHow, tags)}</p>
          <p>{t(m.historyAll)}</p>
          <p>{t(m.historyOther)}</p>
          <p>{t(m.historyCalls)}</p>
        </div>
      </Section>

      <Section id="safer-device" tone="tinted" title={t(m.deviceTitle)}>
        <div className="prose-copy max-w-3xl text-lg">
          <p>{t(m.deviceWhere)}</p>
          <p>{t(m.deviceWatched)}</p>
          <p>{t(m.deviceEmail)}</p>
        </div>
      </Section>

      <Section id="this-site" title={t(m.siteTitle)}>
        <div className="prose-copy max-w-3xl text-lg">
          <p>{t(m.siteCookies)}</p>
          <p>{t(m.siteNotCrisis)}</p>
        </div>
        <div className="mt-8">
          <CrisisNumbers id="safety-support" title={m.supportTitle} intro={m.supportIntro} headingLevel={3} />
        </div>
      </Section>

      <Section id="tech-guides" tone="tinted" title={t(m.guidesTitle)} intro={<p>{t(m.guidesIntro)}</p>}>
        <ul className="grid gap-4 md:grid-cols-2">
          {safetyGuides[locale].map((guide) => (
            <li key={guide.id} className="rounded-2xl bg-surface p-6 shadow-sm">
              <ExternalLink href={guide.href} className="text-link text-lg font-semibold">
                {t(guide.name)}
              </ExternalLink>
              <p className="mt-2 text-muted">{t(guide.about)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="safety-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.ctaButton }]}
      />
    </>
  )
}
