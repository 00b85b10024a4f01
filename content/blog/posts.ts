import { defineMessages, type MessageDescriptor } from 'react-intl'
import { described } from '../messages'
import type { ReviewDates } from '../review'

/**
 * The blog's posts as records: no words here beside category names; each
 * post's title, description and excerpt live in its article module
 * (`articles/<id>.ts`, ids `blog.<id>.meta.*` and `blog.<id>.excerpt`), its
 * read time is computed from its words (see readTime.ts), never typed.
 */

export const categoryIds = ['narcissistic-abuse', 'free-resources', 'choosing-support', 'childhood-trauma', 'complex-ptsd'] as const
export type CategoryId = (typeof categoryIds)[number]

export const categoryNames: Record<CategoryId, MessageDescriptor> = described(defineMessages({
  'narcissistic-abuse': { id: 'blog.common.category.narcissistic-abuse', defaultMessage: 'Narcissistic Abuse', description: 'Blog category name: articles about narcissistic abuse and recovery from it' },
  'free-resources': { id: 'blog.common.category.free-resources', defaultMessage: 'Free Resources', description: 'Blog category name: articles about free ways to get support' },
  'choosing-support': { id: 'blog.common.category.choosing-support', defaultMessage: 'Choosing Support', description: 'Blog category name: articles that help readers choose a therapist, coach or other support' },
  'childhood-trauma': { id: 'blog.common.category.childhood-trauma', defaultMessage: 'Childhood Trauma', description: 'Blog category name: articles about childhood trauma' },
  'complex-ptsd': { id: 'blog.common.category.complex-ptsd', defaultMessage: 'Complex PTSD', description: 'Blog category name: articles about complex post-traumatic stress disorder' },
}))

export const postIds = [
  'signs-of-narcissistic-abuse',
  'leaving-narcissistic-relationship',
  'healing-from-narcissistic-abuse',
  'free-online-trauma-healing',
  'best-online-trauma-healing',
  'understanding-childhood-trauma',
  'complex-ptsd-vs-ptsd',
] as const
export type PostId = (typeof postIds)[number]

/** Where an article's closing call to action sends the reader besides /contact. */
export const ctaTargets = ['/healing-quiz', '/services', '/services/narcissistic-abuse-recovery', '/services/childhood-trauma-recovery', '/services/complex-ptsd-coaching'] as const
export type CtaTarget = (typeof ctaTargets)[number]

export type PostRecord = ReviewDates & {
  id: PostId
  /** Published, ISO `YYYY-MM-DD`. */
  date: string
  /** Last changed ("Last Updated", JSON-LD dateModified), ISO `YYYY-MM-DD`; the published date when absent. */
  updated?: string
  category: CategoryId
  /** The article's logical path. */
  link: `/blog/${PostId}`
  /** The second button of the closing call to action (the first is always /contact). */
  cta: CtaTarget
}

// Review dates: each review follows docs/content-review.md, and the next is
// due at most one review cycle later (content/review.ts, checked by tests).
export const posts: PostRecord[] = [
  { id: 'signs-of-narcissistic-abuse', date: '2025-10-29', updated: '2026-11-25', lastReviewed: '2026-11-25', nextReviewDue: '2027-11-25', category: 'narcissistic-abuse', link: '/blog/signs-of-narcissistic-abuse', cta: '/services/narcissistic-abuse-recovery' },
  { id: 'leaving-narcissistic-relationship', date: '2025-10-27', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', category: 'narcissistic-abuse', link: '/blog/leaving-narcissistic-relationship', cta: '/services/narcissistic-abuse-recovery' },
  { id: 'healing-from-narcissistic-abuse', date: '2025-10-24', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', category: 'narcissistic-abuse', link: '/blog/healing-from-narcissistic-abuse', cta: '/healing-quiz' },
  { id: 'complex-ptsd-vs-ptsd', date: '2025-10-20', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', category: 'complex-ptsd', link: '/blog/complex-ptsd-vs-ptsd', cta: '/services/complex-ptsd-coaching' },
  { id: 'understanding-childhood-trauma', date: '2025-10-16', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', category: 'childhood-trauma', link: '/blog/understanding-childhood-trauma', cta: '/services/childhood-trauma-recovery' },
  { id: 'best-online-trauma-healing', date: '2025-10-13', updated: '2026-11-25', lastReviewed: '2026-11-25', nextReviewDue: '2027-11-25', category: 'choosing-support', link: '/blog/best-online-trauma-healing', cta: '/services' },
  { id: 'free-online-trauma-healing', date: '2025-10-08', updated: '2026-11-25', lastReviewed: '2026-11-25', nextReviewDue: '2027-11-25', category: 'free-resources', link: '/blog/free-online-trauma-healing', cta: '/healing-quiz' },
]

export function postById(id: PostId): PostRecord {
  const post = posts.find((candidate) => candidate.id === id)
  if (!post) throw new Error(`No blog post "${id}" in content/blog/posts.ts`)
  return post
}

/** The date the author box gives as "Last Updated". */
export function lastUpdated(post: Pick<PostRecord, 'date' | 'updated'>): string {
  return post.updated ?? post.date
}

/** The message ids the /blog index shows for each post (its title and excerpt), and nothing of the article bodies. */
export function summaryIds(id: PostId): string[] {
  return [`blog.${id}.meta.title`, `blog.${id}.excerpt`]
}

/** What a page needs to show a post: the record, its read time and its title and excerpt ids. */
export type PostSummary = PostRecord & { readMinutes: number; title: { id: string }; excerpt: { id: string } }

/** What the blog pages' data hook hands them (pages/blog/+data.ts). */
export type BlogData = { posts: PostSummary[] }
