import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../components/JsonLd'
import { articles, posts } from '../../content/blog/articles'
import { lastUpdated } from '../../content/blog/posts'
import { healthStructuredData } from '../../content/healthStructuredData'
import { intlFor } from '../../renderer/intl'

/**
 * Article structured data (schema.org JSON-LD) in the page's locale, for the
 * article pages under /blog (this file adds to renderer/+Head.tsx). It is data,
 * not script, so the CSP's script-src does not apply.
 */
export default function Head() {
  const pageContext = usePageContext()
  const post = posts.find((candidate) => candidate.link === pageContext.routePath)
  if (!post) return null // the /blog index itself
  const { meta } = articles[post.id]!
  const facts = { path: post.link, published: post.date, modified: lastUpdated(post), lastReviewed: post.lastReviewed, nextReviewDue: post.nextReviewDue }
  return <JsonLd data={healthStructuredData(intlFor(pageContext), pageContext.locale, facts, meta, 'article')} />
}
