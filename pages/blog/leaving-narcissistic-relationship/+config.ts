import type { Config } from 'vike/types'

// Only this article's own words, the blog template's, the author box's and the crisis numbers'.
export default { messageScopes: ['blog.leaving-narcissistic-relationship', 'blog.common', 'blog.article', 'author', 'crisis', 'health'] } satisfies Config
