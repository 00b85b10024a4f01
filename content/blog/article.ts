import type { MessageDescriptor } from 'react-intl'
import { bodyMessages, readMinutes, wordCount } from './readTime'
import type { PostFacts, PostId, PostRecord, PostSummary } from './posts'
import type { ArticleBody } from './types'

/** What every `articles/<id>.ts` module exports. */
export type ArticleModule = {
  /** Its dates, review record, category and closing call to action. */
  post: PostFacts
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

/** A module's path as `import.meta.glob` keys it (`./signs-of-narcissistic-abuse.ts`) → the post id. */
export function postIdOf(path: string): string {
  const id = /(?:^|\/)([a-z0-9]+(?:-[a-z0-9]+)*)\.ts$/.exec(path)?.[1]
  if (!id) throw new Error(`An article module's file name is its post id, kebab-case: ${path}`)
  return id
}

/**
 * Every article module, by post id, and the posts they record, newest first:
 * from the modules themselves (`import.meta.glob` in the site and Vitest,
 * scripts/articles.ts for Node tools), so the list has one source, the files.
 */
export function collectArticles(modules: Readonly<Record<string, ArticleModule>>) {
  const articles: Record<PostId, ArticleModule> = Object.fromEntries(Object.entries(modules).map(([path, article]) => [postIdOf(path), article]))
  const posts = Object.entries(articles)
    .map(([id, article]): PostRecord => ({ ...article.post, id, link: `/blog/${id}` }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
  function postById(id: PostId): PostRecord {
    const post = posts.find((candidate) => candidate.id === id)
    if (!post) throw new Error(`No blog post "${id}": no content/blog/articles/${id}.ts`)
    return post
  }
  return { articles, posts, postById }
}

function idOf(descriptor: MessageDescriptor): string {
  if (!descriptor.id) throw new Error('An article message has no id')
  return descriptor.id
}

/** A post as its pages show it: the record, its computed read time, and the ids of its title and excerpt. */
export function postSummary(post: PostRecord, article: ArticleModule): PostSummary {
  return { ...post, readMinutes: articleReadMinutes(article), title: { id: idOf(article.meta.title) }, excerpt: { id: idOf(article.meta.excerpt) } }
}
