import type { IntlShape, MessageDescriptor } from 'react-intl'
import { absoluteUrl, type Locale } from './locales'
import type { ReviewDates } from './review'
import { brandName, siteOrigin } from './site'

/** A health page's facts for its structured data: where it lives and its dates (ISO `YYYY-MM-DD`). */
export type HealthPageFacts = ReviewDates & { path: string; published: string; modified: string }

/**
 * schema.org JSON-LD of a health page (blog article or help guide), in its
 * locale: a MedicalWebPage (the page: language, dates, last review), and, for
 * an article, the Article it carries as its main entity. `lastReviewed` is a
 * property of WebPage, not of Article, hence the two nodes.
 */
export function healthStructuredData(
  intl: IntlShape,
  locale: Locale,
  facts: HealthPageFacts,
  meta: { title: MessageDescriptor; description: MessageDescriptor },
  kind: 'article' | 'guide',
): object {
  const url = absoluteUrl(siteOrigin, facts.path, locale)
  const organization = { '@type': 'Organization', name: brandName, url: absoluteUrl(siteOrigin, '/', locale) }
  const title = intl.formatMessage(meta.title)
  const description = intl.formatMessage(meta.description)
  const dates = { inLanguage: locale, datePublished: facts.published, dateModified: facts.modified }
  const page = { '@type': 'MedicalWebPage', '@id': url, url, name: title, description, ...dates, lastReviewed: facts.lastReviewed, publisher: organization }
  if (kind === 'guide') return { '@context': 'https://schema.org', ...page, author: organization }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description,
    ...dates,
    url,
    mainEntityOfPage: page,
    author: organization,
    publisher: organization,
  }
}
