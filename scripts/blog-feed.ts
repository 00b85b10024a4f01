/**
 * The blog's Atom feed (RFC 4287, https://www.rfc-editor.org/rfc/rfc4287) in
 * one locale: titles and summaries from that locale's compiled catalogue,
 * dates from the post records, every URL absolute in that locale.
 */
import { XMLBuilder } from 'fast-xml-parser'
import { createIntl } from 'react-intl'
import { blogFeedPath, feedMessages } from '../content/blog/feed'
import { lastUpdated, type PostRecord } from '../content/blog/posts'
import { posts } from './articles'
import { absoluteUrl, type Locale } from '../content/locales'
import { messagesFor } from '../renderer/messages'

/** An ISO date of a record (`2025-10-29`) as an RFC 3339 date-time, midnight UTC. */
export const feedDate = (isoDate: string): string => new Date(`${isoDate}T00:00:00Z`).toISOString()

const newest = (dates: string[]): string => dates.reduce((latest, date) => (date > latest ? date : latest))

export function atomFeed(locale: Locale, origin: string, records: readonly PostRecord[] = posts): string {
  const intl = createIntl({
    locale,
    messages: messagesFor(locale, ['blog', 'author']),
    onError: (error) => {
      throw new Error(`[i18n] feed ${locale}: ${error.message}`)
    },
  })
  const text = (id: string) => intl.formatMessage({ id })
  const url = (path: string) => absoluteUrl(origin, path, locale)
  const entries = [...records]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((post) => ({
      title: text(`blog.${post.id}.meta.title`),
      link: { '@_rel': 'alternate', '@_type': 'text/html', '@_href': url(post.link) },
      id: url(post.link),
      published: feedDate(post.date),
      updated: feedDate(lastUpdated(post)),
      summary: text(`blog.${post.id}.excerpt`),
    }))
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    feed: {
      '@_xmlns': 'http://www.w3.org/2005/Atom',
      '@_xml:lang': locale,
      id: url('/blog'),
      title: intl.formatMessage(feedMessages.title),
      subtitle: text('blog.index.meta.description'),
      updated: feedDate(newest(records.map(lastUpdated))),
      author: { name: text('author.name'), uri: url('/about') },
      link: [
        { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': url(blogFeedPath) },
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': url('/blog') },
      ],
      entry: entries,
    },
  }
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true })
  return `${builder.build(document)}`
}
