import { defineMessages, type MessageDescriptor } from 'react-intl'
import { described } from '../messages'
import type { ReviewDates } from '../review'

/**
 * The blog's categories and the shape of its posts' records: no words here
 * beside category names. Each post is one module, `articles/<id>.ts`, holding
 * its record (`post`: dates, review, category), its title, description and
 * excerpt (ids `blog.<id>.meta.*` and `blog.<id>.excerpt`) and its body; its
 * read time is computed from its words (see readTime.ts), never typed. The
 * list of posts is the list of those files (articles/index.ts).
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

/** A post's id: its article module's file name (`articles/<id>.ts`), also its URL's last segment and its messages' scope (`blog.<id>.…`). */
export type PostId = string

/** Where an article's closing call to action sends the reader besides /contact. */
export const ctaTargets = ['/healing-quiz', '/services', '/services/narcissistic-abuse-recovery', '/services/childhood-trauma-recovery', '/services/complex-ptsd-coaching'] as const
export type CtaTarget = (typeof ctaTargets)[number]

/** What an article module records about itself (`export const post`, content/blog/articles/<id>.ts). */
export type PostFacts = ReviewDates & {
  /** Published, ISO `YYYY-MM-DD`. */
  date: string
  /** Last changed ("Last Updated", JSON-LD dateModified), ISO `YYYY-MM-DD`; the published date when absent. */
  updated?: string
  category: CategoryId
  /** The second button of the closing call to action (the first is always /contact). */
  cta: CtaTarget
}

/** A post as the site lists it: its module's record, with the id and path its file name gives it. */
export type PostRecord = PostFacts & {
  id: PostId
  /** The article's logical path. */
  link: `/blog/${PostId}`
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
