/**
 * Every article module, by post id: each `*.ts` file beside this one is a
 * post (its file name its id). Server side and tests only (the blog's data
 * hook and route, the JSON-LD head): pages ship HTML, and an island imports
 * none of this, so no page's scripts carry an article's words.
 * Node tools that run outside Vite (the post-build steps, Playwright) read the
 * same files through scripts/articles.ts.
 */
import { collectArticles, postSummary as summaryOf, type ArticleModule } from '../article'
import type { PostRecord, PostSummary } from '../posts'

export const { articles, posts, postById } = collectArticles(import.meta.glob<ArticleModule>(['./*.ts', '!./index.ts'], { eager: true }))

/** A post as its pages show it: the record, its computed read time, and the ids of its title and excerpt. */
export function postSummary(post: PostRecord): PostSummary {
  return summaryOf(post, articles[post.id]!)
}
