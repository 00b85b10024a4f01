/**
 * Every health page's review record by its logical path: the blog articles,
 * the two guides, the Services page and the four service pages, the FAQs and
 * the Resources page. Tests and checks only (it imports every article): each
 * page renders its own record with components/EditorialNote.tsx.
 */
import { articles } from './blog/articles'
import { posts } from './blog/posts'
import { faqsReview } from './faqs'
import { guideRecords } from './guides/common'
import { resourcesReview } from './resources'
import type { HealthReview } from './review'
import { attachmentService } from './services/attachment'
import { childhoodService } from './services/childhood'
import { cptsdService } from './services/cptsd'
import { narcissisticService } from './services/narcissistic'
import { servicesReview } from './services/overview'

export const healthReviews: ReadonlyMap<string, HealthReview> = new Map<string, HealthReview>([
  ...posts.map((post) => [post.link, { lastReviewed: post.lastReviewed, nextReviewDue: post.nextReviewDue, sources: articles[post.id].body.sources }] as const),
  ...Object.values(guideRecords).map((guide) => [guide.path, guide] as const),
  ['/services', servicesReview],
  ...[childhoodService, cptsdService, narcissisticService, attachmentService].map((service) => [service.path, service.review] as const),
  ['/faqs', faqsReview],
  ['/resources', resourcesReview],
])
