import type { Config } from 'vike/types'

// Each post's title and excerpt only (ids from content/blog/posts.ts `summaryIds`;
// tests/blog.test.ts checks this list against the posts), never the article bodies.
export default {
  messageScopes: [
    'blog.index',
    'blog.common',
    'blog.signs-of-narcissistic-abuse.meta.title', 'blog.signs-of-narcissistic-abuse.excerpt',
    'blog.leaving-narcissistic-relationship.meta.title', 'blog.leaving-narcissistic-relationship.excerpt',
    'blog.healing-from-narcissistic-abuse.meta.title', 'blog.healing-from-narcissistic-abuse.excerpt',
    'blog.free-online-trauma-healing.meta.title', 'blog.free-online-trauma-healing.excerpt',
    'blog.best-online-trauma-healing.meta.title', 'blog.best-online-trauma-healing.excerpt',
    'blog.understanding-childhood-trauma.meta.title', 'blog.understanding-childhood-trauma.excerpt',
    'blog.complex-ptsd-vs-ptsd.meta.title', 'blog.complex-ptsd-vs-ptsd.excerpt',
  ],
} satisfies Config
