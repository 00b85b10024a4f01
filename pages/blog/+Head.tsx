import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../components/JsonLd'
import { articles } from '../../content/blog/articles'
import { lastUpdated, posts } from '../../content/blog/posts'
import { absoluteUrl } from '../../content/locales'
import { brandName, siteOrigin } from '../../content/site'
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
  const intl = intlFor(pageContext)
  const { meta } = articles[post.id]
  const url = absoluteUrl(siteOrigin, post.link, pageContext.locale)
  const organization = { '@type': 'Organization', name: brandName, url: absoluteUrl(siteOrigin, '/', pageContext.locale) }
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: intl.formatMessage(meta.title),
    description: intl.formatMessage(meta.description),
    datePublished: post.date,
    dateModified: lastUpdated(post),
    inLanguage: pageContext.locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: organization,
    publisher: organization,
  }
  return <JsonLd data={data} />
}
