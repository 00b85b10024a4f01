import type { MessageDescriptor } from 'react-intl'
import { bodyMessages, readMinutes, wordCount } from './readTime'
import type { ArticleBody } from './types'

/** What every `articles/<id>.ts` module exports. */
export type ArticleModule = {
  meta: { readonly title: MessageDescriptor; readonly description: MessageDescriptor; readonly excerpt: MessageDescriptor }
  body: ArticleBody
  /** "In short": the article's key points in plain words, shown at its top (content/review.ts adds where to get help now). */
  summary: readonly MessageDescriptor[]
  /** Words of the page's own boxes (quick answer, safety steps, phases…): read too, so counted too. */
  extras?: readonly MessageDescriptor[]
}

/** Every message a reader reads in an article, in order: its summary, its body, then its boxes. */
export function articleMessages(article: ArticleModule): MessageDescriptor[] {
  return [...article.summary, ...bodyMessages(article.body), ...(article.extras ?? [])]
}

/** The article's read time in minutes, from its en-US words. */
export function articleReadMinutes(article: ArticleModule): number {
  return readMinutes(wordCount(articleMessages(article)))
}
