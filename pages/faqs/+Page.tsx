import { useIntl } from 'react-intl'
import { Accordion } from '../../components/content/Accordion'
import { CallToAction } from '../../components/content/CallToAction'
import { CrisisNumbers } from '../../components/crisis/CrisisNumbers'
import { PageEditorialNote } from '../../components/content/EditorialNote'
import { Hero } from '../../components/content/Hero'
import { OnwardLinks } from '../../components/content/OnwardLinks'
import { RichParagraphs } from '../../components/content/RichText'
import { Section } from '../../components/content/Section'
import { faqPageMessages as m, faqReading, faqs, faqsReview } from '../../content/faqs'

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>} />

      <Section id="questions" title={t(m.listTitle)} intro={<p>{t(m.listIntro)}</p>} reveal={false}>
        <div className="max-w-4xl">
          <Accordion
            headingLevel={3}
            items={faqs.map((faq) => ({ id: faq.id, question: t(faq.question), answer: <RichParagraphs paragraphs={faq.answer} /> }))}
          />
        </div>
      </Section>

      <Section id="further-reading" tone="tinted" title={t(m.readingTitle)}>
        <OnwardLinks links={faqReading} />
      </Section>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <CrisisNumbers id="faq-crisis" title={m.crisisTitle} />
      </div>

      <PageEditorialNote review={faqsReview} />

      <CallToAction
        id="faqs-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.ctaButton }, { href: '/healing-quiz', label: m.ctaQuiz }]}
      />
    </>
  )
}
