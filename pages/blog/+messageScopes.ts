import { posts } from '../../content/blog/articles'
import { summaryIds } from '../../content/blog/posts'

// The index's words, and each post's title and excerpt only (summaryIds), never
// an article body. pages/blog/@id/+messageScopes.ts replaces this for articles.
export default ['blog.index', 'blog.common', ...posts.flatMap((post) => summaryIds(post.id))]
