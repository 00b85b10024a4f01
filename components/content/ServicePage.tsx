import { useIntl } from 'react-intl'
import { Sparkles } from 'lucide'
import { Icon } from '../shell/Icon'
import { serviceCommonMessages as c } from '../../content/services/common'
import type { ServicePageContent } from '../../content/services/types'
import { CallToAction } from './CallToAction'
import { Checklist } from './Checklist'
import { CrisisNumbers } from '../crisis/CrisisNumbers'
import { PageEditorialNote } from './EditorialNote'
import { FeatureCards } from './FeatureCard'
import { Hero } from './Hero'
import { NotTherapyNote } from '../crisis/NotTherapyNote'
import { OnwardLinks } from './OnwardLinks'
import { Prose, RichInline, RichText } from './RichText'
import { Section } from './Section'
import { StepList } from './StepList'


/** The one template of the four service pages, fed by a record in content/services/. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  const intl = useIntl()
  const t = intl.formatMessage
  const { extra } = content
  const crisis = (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <CrisisNumbers subset={content.crisisSubset} id="service-crisis" />
    </div>
  )
  return (
    <>
      <Hero
        eyebrow={
          <span className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface px-4 py-1.5 text-sm font-semibold text-brand-800">
            <Icon node={Sparkles} className="size-4" />
            {t(content.hero.eyebrow)}
          </span>
        }
        title={t(content.hero.title)}
        lead={<p>{t(content.hero.lead)}</p>}
        links={[{ href: '/contact', label: c.primary }, { href: '/healing-quiz', label: c.quiz }]}
      />

      <Section id="explanation" title={t(content.explanation.title)}>
        <Prose paragraphs={content.explanation.paragraphs} />
        <NotTherapyNote title={t(c.notTherapyTitle)} body={t(c.notTherapyBody)} className="mt-8" />
      </Section>

      {content.crisisFirst && crisis}

      <Section id="signs" tone="tinted" title={t(content.signs.title)} intro={<p>{t(content.signs.intro)}</p>}>
        <FeatureCards cards={content.signs.cards} columns={3} />
        {content.signs.scopeLimit && (
          <NotTherapyNote title={t(content.signs.scopeLimit.title)} body={<RichInline paragraph={content.signs.scopeLimit.body} />} className="mt-8" />
        )}
        <p className="mt-6 max-w-3xl text-muted">{t(c.signsNote)}</p>
      </Section>

      {extra && (
        <Section id={extra.id} title={t(extra.title)} intro={<RichText paragraph={extra.intro} />}>
          {extra.ordered ? (
            <StepList steps={extra.items} label={extra.ordered} />
          ) : (
            <FeatureCards cards={extra.items} columns={extra.items.length === 4 ? 2 : 3} />
          )}
          {extra.closing && <RichText paragraph={extra.closing} className="mt-6 max-w-3xl text-lg text-ink" />}
        </Section>
      )}

      <Section id="how-it-works" tone={extra ? 'tinted' : 'plain'} title={t(content.howItWorks.title)} intro={<p>{t(content.howItWorks.intro)}</p>}>
        <StepList steps={content.howItWorks.steps} />
      </Section>

      <Section id="benefits" tone={extra ? 'plain' : 'tinted'} title={t(content.benefits.title)} intro={<p>{t(content.benefits.intro)}</p>}>
        <Checklist columns={2} className="text-lg" items={content.benefits.items.map((item) => ({ key: item.id ?? '', content: t(item) }))} />
        <p className="mt-6 max-w-3xl text-muted">{t(c.benefitsNote)}</p>
      </Section>

      <Section id="online" tone={extra ? 'tinted' : 'plain'} title={t(content.online.title)} intro={<p>{t(content.online.intro)}</p>}>
        <FeatureCards cards={content.online.cards} columns={3} />
      </Section>

      {!content.crisisFirst && crisis}

      <Section id="keep-exploring" title={t(c.onwardTitle)} intro={<p>{t(c.onwardIntro)}</p>}>
        <OnwardLinks links={content.onward} />
      </Section>

      <PageEditorialNote review={content.review} />

      <CallToAction
        id="service-cta"
        title={content.cta.title}
        body={content.cta.body}
        links={[{ href: '/contact', label: c.primary }, { href: '/services', label: c.allServices }]}
      />
    </>
  )
}
