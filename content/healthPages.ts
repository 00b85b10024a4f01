/**
 * Every health page's review record by its logical path: the blog articles,
 * the two guides, the Services page and the four service pages, the FAQs and
 * the Resources page. Tests and checks only: each page renders its own record
 * with components/content/EditorialNote.tsx. The articles come from the caller, since
 * Vite finds them with import.meta.glob (content/blog/articles) and Node
 * tools outside Vite by reading the folder (scripts/articles.ts).
 */
import type { ArticleModule } from './blog/article'
import type { PostRecord } from './blog/posts'
import { faqsReview } from './faqs'
import { guideRecords } from './guides/common'
import { resourcesReview } from './resources'
import type { HealthReview } from './review'
import { attachmentService } from './services/attachment'
import { childhoodService } from './services/childhood'
import { cptsdService } from './services/cptsd'
import { narcissisticService } from './services/narcissistic'
import { servicesReview } from './services/overview'

export function healthReviewsOf({ articles, posts }: { articles: Readonly<Record<string, ArticleModule>>; posts: readonly PostRecord[] }): ReadonlyMap<string, HealthReview> {
  return new Map<string, HealthReview>([
  ...posts.map((post) => [post.link, { lastReviewed: post.lastReviewed, nextReviewDue: post.nextReviewDue, sources: articles[post.id]!.body.sources }] as const),
  ...Object.values(guideRecords).map((guide) => [guide.path, guide] as const),
  ['/services', servicesReview],
  ...[childhoodService, cptsdService, narcissisticService, attachmentService].map((service) => [service.path, service.review] as const),
  ['/faqs', faqsReview],
  ['/resources', resourcesReview],
  ])
}
