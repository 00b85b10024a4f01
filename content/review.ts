import { defineMessages } from 'react-intl'
import type { ArticleSource } from './blog/types'
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

/**
 * A health page's review record, after the NHS Standard for creating health
 * content: the sources its claims rest on and the fixed dates of its last and
 * next review (set by hand at each review, never computed at build time).
 * Who wrote and reviewed it is the same for every page (`editorialReview`).
 * Every health page (article, guide, service page, FAQs, resources) shows it
 * with components/content/EditorialNote.tsx.
 */
export type HealthReview = ReviewDates & { readonly sources: readonly ArticleSource[] }

/**
 * Who writes and reviews the health pages, and how. The practice has one
 * coach (named on the site as "the Thrive coach", as in the author box): she
 * writes every page and reviews it against its sources. That is an editorial
 * review, not a clinical one, and every page says so.
 */
export const editorialReview = { author: 'coach', reviewer: 'coach', kind: 'editorial' } as const

/**
 * THE PRACTICE'S TO FILL — a clinical reviewer. The NHS Standard asks that a
 * clinician review and approve health content. Until a qualified clinician
 * (registered with a body a reader can check) has reviewed the health pages,
 * this stays `null` and every page says that its review is editorial, not
 * clinical. Fill all four fields once she has; the pages then name her.
 */
export type ClinicalReviewer = {
  /** Her name as she wants it published. */
  name: string
  /** Her profession, e.g. "clinical psychologist". */
  profession: string
  /** The register she is on, by its own name. */
  register: string
  /** A public page of that register where a reader can check her entry (https). */
  href: string
}

export const clinicalReviewer: ClinicalReviewer | null = null

/** The clinical reviewer when every field is filled in, else undefined. */
export function filledClinicalReviewer(reviewer: ClinicalReviewer | null = clinicalReviewer): ClinicalReviewer | undefined {
  if (!reviewer) return undefined
  const { name, profession, register, href } = reviewer
  return [name, profession, register].every((field) => field.trim() !== '') && /^https:\/\/[^/]+\/.+/.test(href) ? reviewer : undefined
}

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
  noteTitle: { id: 'health.note.title', defaultMessage: 'About this page', description: 'Heading of the box near the end of every health page (articles, guides, service pages, FAQs, resources) saying who wrote and reviewed it, how, and its sources' },
  noteBody: { id: 'health.note.body', defaultMessage: 'This page is educational. It is not medical or mental health advice, and it cannot diagnose any condition. For advice about your own health, please talk with a doctor or a licensed mental health professional.', description: 'Text of the box near the end of every health page: educational, not medical advice' },
  writtenBy: { id: 'health.note.writtenBy', defaultMessage: 'Written by', description: 'Label in the box near the end of a health page: who wrote the page (followed by the author)' },
  reviewedBy: { id: 'health.note.reviewedBy', defaultMessage: 'Reviewed by', description: 'Label in the box near the end of a health page: who reviewed the page (followed by the reviewer)' },
  reviewKind: { id: 'health.note.reviewKind', defaultMessage: 'Type of review', description: 'Label in the box near the end of a health page: what kind of review the page had (followed by the description)' },
  coach: { id: 'health.note.coach', defaultMessage: 'The Thrive coach, a trauma recovery coach', description: 'Who wrote and reviewed a health page: the practice’s one coach (no personal name is published); Thrive is the practice’s name' },
  editorial: { id: 'health.note.editorial', defaultMessage: 'Editorial. The coach checked this page for accuracy against the sources below. It has not had a clinical review: no doctor or licensed therapist has checked it.', description: 'What kind of review a health page had: an editorial one by the coach, against its sources, and not a clinical one. Say this honestly' },
  clinical: { id: 'health.note.clinical', defaultMessage: 'Clinical review by {name}, {profession}, <link>registered with {register}</link>.', description: 'Shown only once the practice records a clinical reviewer: {name} is her name, {profession} her profession, {register} the register she is on (a link to her entry there)' },
  sources: { id: 'health.note.sources', defaultMessage: 'Sources', description: 'Heading of the list of external sources a health page’s claims rest on' },
  summaryCrisis: { id: 'health.summary.crisis', defaultMessage: 'If you are in danger now, call {emergency}. Free helplines are <crisisLink>listed on this page</crisisLink>.', description: 'Last point of the plain-language summary at the top of an article or help guide: where to get help now. {emergency} is the region’s emergency number (a phone link); <crisisLink> links to the crisis numbers box further down the page. Keep it very simple (reading age 9 to 11)' },
}))
