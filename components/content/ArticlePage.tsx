import { type ReactNode } from 'react'
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl'
import { useData } from 'vike-react/useData'
import { ArrowLeft } from 'lucide'
import { Icon } from '../shell/Icon'
import type { ArticleModule } from '../../content/blog/article'
import { categoryNames, lastUpdated, type BlogData, type CtaTarget, type PostId } from '../../content/blog/posts'
import { described } from '../../content/messages'
import { ArticleBlocks } from './ArticleBlocks'
import { AuthorBox } from './AuthorBox'
import { CallToAction } from './CallToAction'
import { CrisisNumbers } from '../crisis/CrisisNumbers'
import { EditorialNote } from './EditorialNote'
import { InShort } from './InShort'
import { LocaleLink } from '../shell/LocaleLink'
import { PostMeta } from './PostMeta'
import { useHtmlId } from '../shell/useHtmlId'

const m = described(defineMessages({
  back: { id: 'blog.article.back', defaultMessage: 'Back to all articles', description: 'Link from an article back to the blog index' },
  toc: { id: 'blog.article.toc', defaultMessage: 'In this article', description: 'Heading of the list of links to the sections of an article' },
  crisisTitle: { id: 'blog.article.crisis.title', defaultMessage: 'If you need help right now', description: 'Heading of the box of crisis and emergency numbers near the end of an article' },
  crisisIntro: { id: 'blog.article.crisis.intro', defaultMessage: 'Reading about trauma can stir up a lot. If you are in danger or struggling to stay safe, these free services can help today. Coaching is not an emergency service.', description: 'Introduction of the crisis numbers box near the end of an article' },
  ctaTitle: { id: 'blog.article.cta.title', defaultMessage: 'You don’t have to heal alone', description: 'Heading of the closing call to action of every article' },
  ctaBody: { id: 'blog.article.cta.body', defaultMessage: 'A free, no-pressure consultation is a chance to ask questions and see whether trauma recovery coaching feels right for you. Coaching is educational and supportive, not therapy, and it can work alongside therapy.', description: 'Text of the closing call to action of every article' },
  ctaContact: { id: 'blog.article.cta.contact', defaultMessage: 'Schedule a Free Consultation', description: 'Button in the closing call to action of an article; goes to the contact page' },
}))

/** The second button of the closing call to action, by where it leads. */
const ctaLabels: Record<CtaTarget, MessageDescriptor> = described(defineMessages({
  '/healing-quiz': { id: 'blog.article.cta.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Button in an article’s closing call to action; goes to the five-question healing quiz' },
  '/services': { id: 'blog.article.cta.services', defaultMessage: 'Explore Coaching Services', description: 'Button in an article’s closing call to action; goes to the services page' },
  '/services/narcissistic-abuse-recovery': { id: 'blog.article.cta.narcissistic', defaultMessage: 'Narcissistic Abuse Recovery Coaching', description: 'Button in an article’s closing call to action; goes to the narcissistic abuse recovery coaching page' },
  '/services/childhood-trauma-recovery': { id: 'blog.article.cta.childhood', defaultMessage: 'Childhood Trauma Coaching', description: 'Button in an article’s closing call to action; goes to the childhood trauma coaching page' },
  '/services/complex-ptsd-coaching': { id: 'blog.article.cta.cptsd', defaultMessage: 'Complex PTSD Coaching', description: 'Button in an article’s closing call to action; goes to the complex PTSD coaching page' },
}))

const standardCrisisBoxId = 'article-crisis'

type Props = {
  id: PostId
  article: ArticleModule
  /** Boxes before the introduction (e.g. an immediate-danger box). */
  top?: ReactNode
  /** Boxes after the introduction, before the table of contents (e.g. a quick answer). */
  afterIntro?: ReactNode
  /** Boxes at the end of the section with this id. */
  after?: Partial<Record<string, ReactNode>>
  /** The standard crisis box before the editorial note; off where the page shows its own. */
  crisisBox?: boolean
  /** Internal links the article's rich text uses, by ICU tag name. */
  links?: Readonly<Record<string, string>>
  /** The id of the crisis box the summary's "where to get help now" links to, where the page shows its own instead of the standard one. */
  crisisBoxId?: string
}

/**
 * The one template of every blog article: back link, title, date and read
 * time, body, editorial note with sources, author box, crisis box and the
 * closing call to action. Detailed articles add their own boxes.
 */
export function ArticlePage({ id, article, top, afterIntro, after = {}, crisisBox = true, links, crisisBoxId = standardCrisisBoxId }: Props) {
  const intl = useIntl()
  const t = intl.formatMessage
  const post = useData<BlogData>().posts.find((candidate) => candidate.id === id)
  if (!post) throw new Error(`No post summary for "${id}"`)
  const { body, meta } = article
  // Named by its title: a page may hold other articles too (cards).
  const titleId = useHtmlId('article')
  return (
    <>
      <article aria-labelledby={titleId}>
        {/* The page's one h1, in the same reading column as the text (Hero's wide band would misalign them). */}
        <header className="bg-gradient-to-b from-brand-50 to-surface">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-4 sm:pt-14">
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <LocaleLink href="/blog" className="text-link inline-flex min-h-6 items-center gap-1.5">
                <Icon node={ArrowLeft} className="size-4" />
                {t(m.back)}
              </LocaleLink>
              <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">{t(categoryNames[post.category])}</span>
            </div>
            <h1 id={titleId} className="mt-5 text-4xl font-semibold leading-tight text-brand-800 sm:text-5xl">{t(meta.title)}</h1>
            <p className="mt-5 text-lg text-muted sm:text-xl">{t(meta.excerpt)}</p>
            <PostMeta date={post.date} readMinutes={post.readMinutes} className="mt-6" />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 pb-16 text-lg leading-relaxed text-ink">
          {top}
          <InShort points={article.summary} crisisBoxId={crisisBoxId} />
          <div className="mt-6">
            <ArticleBlocks blocks={body.intro} links={links} />
          </div>
          {afterIntro}
          <nav aria-labelledby="toc-title" className="mt-10 rounded-2xl bg-brand-50 p-6">
            <h2 id="toc-title" className="text-xl font-semibold text-brand-800">{t(m.toc)}</h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-base marker:text-brand-700">
              {body.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-link block min-h-6">{t(section.heading)}</a>
                </li>
              ))}
            </ol>
          </nav>
          {body.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-14">
              <h2 id={`${section.id}-title`} className="text-3xl font-semibold text-brand-800">{t(section.heading)}</h2>
              <ArticleBlocks blocks={section.blocks} links={links} />
              {after[section.id]}
            </section>
          ))}
          {crisisBox && (
            <div className="mt-12">
              <CrisisNumbers id={standardCrisisBoxId} title={m.crisisTitle} intro={m.crisisIntro} />
            </div>
          )}
          <EditorialNote review={{ lastReviewed: post.lastReviewed, nextReviewDue: post.nextReviewDue, sources: body.sources }} />
          <div className="mt-8">
            <AuthorBox updated={lastUpdated(post)} />
          </div>
          <p className="mt-8">
            <LocaleLink href="/blog" className="text-link inline-flex min-h-6 items-center gap-1.5 text-base">
              <Icon node={ArrowLeft} className="size-4" />
              {t(m.back)}
            </LocaleLink>
          </p>
        </div>
      </article>
      <CallToAction
        id="article-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/contact', label: m.ctaContact }, { href: post.cta, label: ctaLabels[post.cta] }]}
      />
    </>
  )
}
