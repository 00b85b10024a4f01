import { useIntl } from 'react-intl'
import type { PostSummary } from '../../content/blog/posts'
import { LocaleLink } from '../shell/LocaleLink'
import { PostMeta } from './PostMeta'
import { useHtmlId } from '../shell/useHtmlId'

/** A post on the blog index: its title (the link, and the card's name), excerpt, date and read time. */
export function PostCard({ post }: { post: PostSummary }) {
  const intl = useIntl()
  const headingId = useHtmlId('post')
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm" data-post={post.id}>
      <h3 id={headingId} className="text-xl font-semibold text-brand-800">
        <LocaleLink href={post.link} className="underline-offset-2 hover:underline focus-visible:underline">
          {intl.formatMessage(post.title)}
        </LocaleLink>
      </h3>
      <p className="mt-2 flex-1 text-muted">{intl.formatMessage(post.excerpt)}</p>
      <PostMeta date={post.date} readMinutes={post.readMinutes} className="mt-4" />
    </article>
  )
}
