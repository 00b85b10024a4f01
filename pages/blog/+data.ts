import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { postSummary, posts } from '../../content/blog/articles'
import type { BlogData } from '../../content/blog/posts'

/**
 * Runs at prerender only: read times are computed here from the articles'
 * words, so the /blog page's browser bundle carries none of those words.
 * /blog gets every post; an article page (/blog/@id) gets only its own, and
 * an id with no article module is a 404 (in dev; the prerender lists only real ones).
 */
export function data(pageContext: PageContextServer): BlogData {
  const { id } = pageContext.routeParams
  if (id === undefined) return { posts: posts.map(postSummary) }
  const own = posts.find((post) => post.id === id)
  if (!own) throw render(404)
  return { posts: [postSummary(own)] }
}
