import { useIntl } from 'react-intl'
import { legalCommonMessages as m, type LegalBlock, type LegalDocument } from '../../content/legal/common'
import { Hero } from './Hero'
import { LongDate } from './LongDate'
import { RichInline, RichParagraphs } from './RichText'
import { withTrailingSpace } from './withTrailingSpace'

/** A legal document (privacy policy, terms): effective date, contents, and one h2 per section. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <>
      <Hero
        title={t(document.title)}
        lead={
          <>
            <p>{t(document.lead)}</p>
            <p className="mt-4 text-base font-semibold text-brand-800">{t(m.effective, { date: <LongDate iso={document.effective} /> })}</p>
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className="max-w-3xl">
        <nav aria-labelledby="legal-contents" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <h2 id="legal-contents" className="text-2xl font-semibold text-brand-800">{t(m.contents)}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-6 marker:text-muted">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-link">{t(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12">
            <h2 id={section.id} className="text-2xl font-semibold text-brand-800 sm:text-3xl">
              <span className="text-muted">{withTrailingSpace(t(m.sectionNumber, { number: index + 1 }))}</span>
              {t(section.title)}
            </h2>
            <div className="prose-copy mt-4 space-y-4 text-lg text-ink">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
        </div>
      </div>
    </>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === 'paragraph') return <RichParagraphs paragraphs={[block.paragraph]} />
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {block.items.map((item) => (
        <li key={item.text.id}>
          <RichInline paragraph={item} />
        </li>
      ))}
    </ul>
  )
}
