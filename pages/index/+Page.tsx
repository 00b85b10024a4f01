import { useIntl } from 'react-intl'
import { Award } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { CallToAction } from '../../components/content/CallToAction'
import { CardGrid, FeatureCard, FeatureCards } from '../../components/content/FeatureCard'
import { Hero } from '../../components/content/Hero'
import { Section } from '../../components/content/Section'
import { credentialTile, credibilityTiles, homeMessages as m, processSteps, whyOnlineCards } from '../../content/home'
import { filledCredential } from '../../content/credential'
import { testimonials } from '../../content/testimonials'
import { Island } from '../../components/islands/Island'
import { thankYouQuery } from './thankYou'
import thankYouOverlay from './ThankYouOverlay.island'

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  // No certification claim until the coach has said who certified her (content/credential.ts).
  const credential = filledCredential()
  const tiles = credential ? [credentialTile, ...credibilityTiles] : credibilityTiles
  return (
    <>
      <Hero
        eyebrow={
          credential && <span className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface px-4 py-1.5 text-sm font-semibold text-brand-800">
            <Icon node={Award} className="size-4" />
            {t(m.badge)}
          </span>
        }
        title={t(m.heroTitle)}
        lead={<p>{t(m.heroLead)}</p>}
        links={[{ href: '/contact', label: m.heroPrimary }, { href: '/healing-quiz', label: m.heroQuiz }]}
      >
        <p className="mt-4 text-sm text-muted">{t(m.heroNote)}</p>
      </Hero>

      <Section id="why-online" title={t(m.whyTitle)} intro={<p>{t(m.whyIntro)}</p>}>
        <FeatureCards cards={whyOnlineCards} />
      </Section>

      <Section id="how-it-works" tone="tinted" title={t(m.stepsTitle)} intro={<p>{t(m.stepsIntro)}</p>}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, index) => (
            <li key={step.title.id} className="rounded-2xl bg-surface p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">
                {t(m.stepLabel, { number: index + 1 })}
              </p>
              <Icon node={step.icon} className="mt-3 size-7 text-brand-700" />
              <h3 className="mt-3 text-xl font-semibold text-brand-800">{t(step.title)}</h3>
              <p className="mt-2 text-muted">{t(step.body)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="trust" title={t(m.trustTitle)}>
        <CardGrid columns={tiles.length === 4 ? 4 : 3}>
          {tiles.map((tile) => (
            <FeatureCard key={tile.title.id} icon={tile.icon} title={t(tile.title)}>
              <p>{t(tile.body, { body: credential?.body, year: String(credential?.year) })}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="stories" tone="tinted" title={t(m.storiesTitle)}>
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((story) => (
            <li key={story.id}>
              <figure className="flex h-full flex-col rounded-2xl bg-surface p-6 shadow-sm">
                <blockquote className="flex-1 font-serif text-lg text-ink">
                  <p>{t(m.storyQuote, { quote: t(story.quote) })}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  {/* Paragraphs, so a screen reader reads them apart ("Sarah M.Healing focus" as spans). */}
                  <p className="font-semibold text-brand-800" translate="no">{story.name}</p>
                  <p className="text-muted">{t(m.storyFocus, { focus: t(story.focus) })}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{t(m.storiesNote)}</p>
      </Section>

      <CallToAction
        id="home-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.ctaButton }]}
      />

      <Island of={thankYouOverlay} props={{}} onlyWithQuery={thankYouQuery} />
    </>
  )
}
