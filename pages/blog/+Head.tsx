import { JsonLd } from '../../components/content/JsonLd'
import { articles, posts } from '../../content/blog/articles'
import { lastUpdated } from '../../content/blog/posts'
import { healthStructuredData } from '../../content/healthStructuredData'
import { useIntl } from 'react-intl'
import { withPageProviders } from '../../renderer/PageProviders'
import { useRoute } from '../../components/islands/useRoute'

/**
 * Article structured data (schema.org JSON-LD) in the page's locale, for the
 * article pages under /blog (this file adds to renderer/+Head.tsx). It is data,
 * not script, so the CSP's script-src does not apply.
 */
export default withPageProviders(function Head() {
  const intl = useIntl()
  const { locale, path } = useRoute()
  const post = posts.find((candidate) => candidate.link === path)
  if (!post) return null // the /blog index itself
  const { meta } = articles[post.id]!
  const facts = { path: post.link, published: post.date, modified: lastUpdated(post), lastReviewed: post.lastReviewed, nextReviewDue: post.nextReviewDue }
  return <JsonLd data={healthStructuredData(intl, locale, facts, meta, 'article')} />
})
