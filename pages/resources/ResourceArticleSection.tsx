import { ArrowUp } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { useIntl } from 'react-intl'
import { ButtonLink } from '../../components/forms/ButtonLink'
import { Prose } from '../../components/content/RichText'
import { resourcesMessages as m, type ResourceArticle } from '../../content/resources'

/**
 * One long article, reached by its #anchor (the heading's id; the stylesheet's
 * scroll margin keeps it clear of the fixed bar), ending with a consultation
 * call to action.
 */
export function ResourceArticleSection({ article, tone }: { article: ResourceArticle; tone: 'plain' | 'tinted' }) {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <article aria-labelledby={article.id} className={tone === 'tinted' ? 'bg-brand-50' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon node={article.icon} className="size-6" />
        </span>
        <h2 id={article.id} className="max-w-3xl text-3xl font-semibold text-brand-800 sm:text-4xl">
          {t(article.title)}
        </h2>
        <p className="mt-4 max-w-3xl text-xl text-muted">{t(article.excerpt)}</p>
        <div className="mt-8">
          <Prose paragraphs={article.paragraphs} />
        </div>
        <div
          className="mt-10 flex max-w-3xl flex-col gap-4 rounded-2xl border border-brand-200 bg-surface p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-serif text-xl font-semibold text-brand-800">
              {t(m.articleCtaTitle)}
            </p>
            <p className="mt-1 text-muted">{t(m.articleCtaBody)}</p>
          </div>
          <ButtonLink href="/contact" className="shrink-0">{t(m.articleCtaButton)}</ButtonLink>
        </div>
        <p className="mt-6">
          <a href="#start-here-title" className="text-link inline-flex min-h-11 items-center gap-2">
            <Icon node={ArrowUp} className="size-4" />
            {t(m.backToTop)}
          </a>
        </p>
      </div>
    </article>
  )
}
