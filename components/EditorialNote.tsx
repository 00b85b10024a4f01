import { defineMessages, useIntl } from 'react-intl'
import { ExternalLink as ExternalIcon, ShieldCheck } from 'lucide'
import { Icon } from './Icon'
import type { ArticleSource } from '../content/blog/types'
import { described } from '../content/messages'
import { ExternalLink } from './ExternalLink'

const m = described(defineMessages({
  title: { id: 'blog.article.editorial.title', defaultMessage: 'Our editorial standards', description: 'Heading of the note at the end of every blog article about how it was written and reviewed' },
  body: { id: 'blog.article.editorial.body', defaultMessage: 'This article is educational. The Thrive coach wrote it and checked it against the sources below: an editorial review for accuracy, not a clinical one. It is not medical or mental health advice and cannot diagnose any condition. For advice about your own health, please talk with a doctor or a licensed mental health professional.', description: 'Editorial-standards note at the end of every blog article: educational; reviewed by the coach for accuracy against its sources (an editorial review, not a clinical one) on a planned cycle; not medical advice' },
  sources: { id: 'blog.article.editorial.sources', defaultMessage: 'Sources', description: 'Label above the two external sources an article cites' },
}))

/** The editorial-standards note closing every article, with its two external sources. */
export function EditorialNote({ sources }: { sources: readonly ArticleSource[] }) {
  const intl = useIntl()
  return (
    <section aria-labelledby="editorial-title" className="mt-12 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 id="editorial-title" className="flex items-center gap-2 text-xl font-semibold text-brand-800 sm:text-2xl">
        <Icon node={ShieldCheck} className="size-6 shrink-0 text-brand-700" />
        {intl.formatMessage(m.title)}
      </h2>
      <p className="mt-3 text-muted">{intl.formatMessage(m.body)}</p>
      <h3 className="mt-5 text-lg font-semibold text-ink">{intl.formatMessage(m.sources)}</h3>
      <ul className="mt-2 space-y-2">
        {sources.map((source) => (
          <li key={source.href}>
            <ExternalLink href={source.href} className="text-link inline-flex min-h-6 items-center gap-1.5">
              {intl.formatMessage(source.label)}
              <Icon node={ExternalIcon} className="size-4 shrink-0" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
