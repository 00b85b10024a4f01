import type { MessageDescriptor } from 'react-intl'
import { bodyMessages, readMinutes, wordCount } from './readTime'
import type { ArticleBody } from './types'

/** What every `articles/<id>.ts` module exports. */
export type ArticleModule = {
  meta: { readonly title: MessageDescriptor; readonly description: MessageDescriptor; readonly excerpt: MessageDescriptor }
  body: ArticleBody
  /** Words of the page's own boxes (quick answer, safety steps, phases…): read too, so counted too. */
  extras?: readonly MessageDescriptor[]
}

/** Every message a reader reads in an article, in order: its body, then its boxes. */
export function articleMessages(article: ArticleModule): MessageDescriptor[] {
  return [...bodyMessages(article.body), ...(article.extras ?? [])]
}

/** The article's read time in minutes, from its en-US words. */
export function articleReadMinutes(article: ArticleModule): number {
  return readMinutes(wordCount(articleMessages(article)))
}
