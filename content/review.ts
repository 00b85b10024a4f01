import { defineMessages } from 'react-intl'
import { described } from './messages'

/**
 * The editorial review cycle of the health pages (blog articles and help
 * guides), after the nhs.uk pattern "Page last reviewed / Next review due".
 * The coach's checklist for a review is in docs/content-review.md.
 */

/** How often a health page is reviewed: its next review is due this many months after the last. */
export const reviewCycleMonths = 12

/** When a health page was last reviewed and when its next review is due (ISO `YYYY-MM-DD`). */
export type ReviewDates = { readonly lastReviewed: string; readonly nextReviewDue: string }

/** The latest date a page reviewed on `lastReviewed` may give as its next review (one cycle later). */
export function latestNextReview(lastReviewed: string): string {
  const next = new Date(`${lastReviewed}T00:00:00Z`)
  next.setUTCMonth(next.getUTCMonth() + reviewCycleMonths)
  return next.toISOString().slice(0, 10)
}

/**
 * Words shared by every health page: the review dates near the end, and the
 * heading of the plain-language summary at the top. A page that shows them
 * lists the `health` scope in its +config.ts.
 */
export const healthMessages = described(defineMessages({
  lastReviewed: { id: 'health.review.last', defaultMessage: 'Page last reviewed: {date}', description: 'Near the end of an article or help guide: when the page was last reviewed for accuracy; {date} is a long date formatted for the locale' },
  nextReviewDue: { id: 'health.review.next', defaultMessage: 'Next review due: {date}', description: 'Near the end of an article or help guide: when the page is next due to be reviewed; {date} is a long date formatted for the locale' },
  summaryTitle: { id: 'health.summary.title', defaultMessage: 'In short', description: 'Heading of the short plain-language summary at the top of an article or help guide (its key points in simple words)' },
  summaryCrisis: { id: 'health.summary.crisis', defaultMessage: 'If you are in danger now, call {emergency}. Free helplines are <crisisLink>listed on this page</crisisLink>.', description: 'Last point of the plain-language summary at the top of an article or help guide: where to get help now. {emergency} is the region’s emergency number (a phone link); <crisisLink> links to the crisis numbers box further down the page. Keep it very simple (reading age 9 to 11)' },
}))
