import type { PageContextServer } from 'vike/types'
import { postSummary } from '../../content/blog/articles'
import { posts, type BlogData } from '../../content/blog/posts'
import { extractLocale } from '../../content/locales'

/**
 * Runs at prerender only: read times are computed here from the articles'
 * words, so the /blog page's browser bundle carries none of those words.
 * /blog gets every post; an article page gets only its own.
 */
export function data(pageContext: PageContextServer): BlogData {
  const path = extractLocale(pageContext.urlPathname).pathname.replace(/\/$/, '')
  const own = posts.filter((post) => post.link === path)
  return { posts: (own.length > 0 ? own : posts).map(postSummary) }
}
