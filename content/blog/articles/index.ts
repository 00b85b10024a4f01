/**
 * Every article module, by post id. Server side and tests only (the /blog
 * data hook, the JSON-LD head): a page's browser bundle imports only its own
 * article, so no page ships another article's words.
 */
import type { MessageDescriptor } from 'react-intl'
import type { PostId, PostRecord, PostSummary } from '../posts'
import { articleReadMinutes, type ArticleModule } from '../article'
import * as signs from './signs-of-narcissistic-abuse'
import * as leaving from './leaving-narcissistic-relationship'
import * as healing from './healing-from-narcissistic-abuse'
import * as free from './free-online-trauma-healing'
import * as best from './best-online-trauma-healing'
import * as childhood from './understanding-childhood-trauma'
import * as cptsd from './complex-ptsd-vs-ptsd'

export const articles: Record<PostId, ArticleModule> = {
  'signs-of-narcissistic-abuse': signs,
  'leaving-narcissistic-relationship': leaving,
  'healing-from-narcissistic-abuse': healing,
  'free-online-trauma-healing': free,
  'best-online-trauma-healing': best,
  'understanding-childhood-trauma': childhood,
  'complex-ptsd-vs-ptsd': cptsd,
}

function idOf(descriptor: MessageDescriptor): string {
  if (!descriptor.id) throw new Error('An article message has no id')
  return descriptor.id
}

/** A post as its pages show it: the record, its computed read time, and the ids of its title and excerpt. */
export function postSummary(post: PostRecord): PostSummary {
  const article = articles[post.id]
  return { ...post, readMinutes: articleReadMinutes(article), title: { id: idOf(article.meta.title) }, excerpt: { id: idOf(article.meta.excerpt) } }
}
