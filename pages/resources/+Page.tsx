import { useIntl } from 'react-intl'
import { ArrowDown, ArrowRight, ExternalLink as ExternalIcon } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { CallToAction } from '../../components/content/CallToAction'
import { CrisisNumbers } from '../../components/crisis/CrisisNumbers'
import { PageEditorialNote } from '../../components/content/EditorialNote'
import { ExternalLink } from '../../components/shell/ExternalLink'
import { CardGrid, FeatureCard, FeatureCards } from '../../components/content/FeatureCard'
import { Hero } from '../../components/content/Hero'
import { LocaleLink } from '../../components/shell/LocaleLink'
import { OnwardLinks } from '../../components/content/OnwardLinks'
import { Section } from '../../components/content/Section'
import {
  moreOnSite,
  moreOutside,
  narcissisticResources,
  resourceArticles,
  resourcesReview,
  resourcesMessages as m,
  whyChooseCards,
} from '../../content/resources'
import { ResourceArticleSection } from './ResourceArticleSection'

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>}>
        <p className="mt-4 text-sm text-muted">{t(m.heroNote)}</p>
      </Hero>

      <Section id="start-here" title={t(m.startTitle)} intro={<p>{t(m.startIntro)}</p>} reveal={false}>
        <CardGrid columns={4}>
          {resourceArticles.map((article) => (
            <FeatureCard
              key={article.id}
              icon={article.icon}
              title={t(article.title)}
              footer={
                <a href={`#${article.id}`} className="text-link inline-flex min-h-11 items-center gap-2">
                  {t(m.readArticle)}
                  <Icon node={ArrowDown} className="size-4 shrink-0" />
                </a>
              }
            >
              <p>{t(article.excerpt)}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      {resourceArticles.map((article, index) => (
        <ResourceArticleSection key={article.id} article={article} tone={index % 2 === 0 ? 'tinted' : 'plain'} />
      ))}

      <Section id="why-choose" tone="tinted" title={t(m.whyTitle)} intro={<p>{t(m.whyIntro)}</p>}>
        <FeatureCards cards={whyChooseCards} columns={4} />
      </Section>

      <Section id="narcissistic-abuse" title={t(m.narcTitle)} intro={<p>{t(m.narcIntro)}</p>}>
        <CardGrid>
          {narcissisticResources.map((card) => (
            <FeatureCard
              key={card.href}
              icon={card.icon}
              title={t(card.title)}
              footer={
                <LocaleLink href={card.href} className="text-link inline-flex min-h-11 items-center gap-2">
                  {t(card.link)}
                  <Icon node={ArrowRight} className="size-4 shrink-0" />
                </LocaleLink>
              }
            >
              <p>{t(card.body)}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="more-resources" tone="tinted" title={t(m.moreTitle)} intro={<p>{t(m.moreIntro)}</p>}>
        <h3 className="text-2xl font-semibold text-brand-800">{t(m.moreOnSite)}</h3>
        <div className="mt-4">
          <OnwardLinks links={moreOnSite} />
        </div>
        <h3 className="mt-10 text-2xl font-semibold text-brand-800">{t(m.moreOutside)}</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {moreOutside.map((source) => (
            <li key={source.href} className="rounded-2xl border border-brand-100 bg-surface p-5 shadow-sm">
              <ExternalLink href={source.href} className="text-link inline-flex items-start gap-2 text-lg">
                {t(source.label)}
                <Icon node={ExternalIcon} className="mt-1.5 size-4 shrink-0" />
              </ExternalLink>
              <p className="mt-1 text-muted">{t(source.body)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <CrisisNumbers id="resources-crisis" headingLevel={3} />
        </div>
      </Section>

      <PageEditorialNote review={resourcesReview} />

      <CallToAction
        id="resources-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.ctaButton }, { href: '/healing-quiz', label: m.ctaQuiz }]}
      />
    </>
  )
}
