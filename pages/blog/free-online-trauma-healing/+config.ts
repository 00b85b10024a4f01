import type { Config } from 'vike/types'

// Only this article's own words, the blog template's, the author box's and the crisis numbers'.
export default { messageScopes: ['blog.free-online-trauma-healing', 'blog.common', 'blog.article', 'author', 'crisis', 'health'] } satisfies Config
