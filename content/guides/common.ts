import { defineMessages, type MessageDescriptor } from 'react-intl'
import type { IconNode } from 'lucide'
import { described } from '../messages'
import type { HealthReview } from '../review'
import { sources, videoTherapyTrials } from '../sources'

/**
 * The shapes shared by the help guides (/childhood-trauma-help,
 * /narcissistic-abuse-help) and the words both of them use.
 */

/**
 * Spec §3: Therapy, Coaching, or Therapy/Coaching (shown as "Therapy or
 * coaching"); `alongside` is help that is neither (support groups,
 * self-care) and goes alongside either, shown in the spec's "other" colour.
 */
export const approaches = ['therapy', 'coaching', 'both', 'alongside'] as const
export type Approach = (typeof approaches)[number]

/** A treatment in the comparison table. */
export type Treatment = {
  id: string
  name: MessageDescriptor
  description: MessageDescriptor
  bestFor: MessageDescriptor
  approach: Approach
}

/** A kind of help, shown as a card; help types also carry an icon. */
export type HelpType = Treatment & { icon: IconNode }

/** A card with an icon, a title and a body (the narcissistic abuse tactics). */
export type GuideCard = { id: string; icon: IconNode; title: MessageDescriptor; body: MessageDescriptor }

/** One item of a sign list. */
export type Sign = { id: string; text: MessageDescriptor }

/** A question of a guide's FAQ; the id is also the accordion item's id. */
export type FaqEntry = { id: string; question: MessageDescriptor; answer: MessageDescriptor }

/** A help guide as a record: its path, when it was first published and last changed, its review dates and sources. */
export type GuideRecord = HealthReview & {
  path: '/childhood-trauma-help' | '/narcissistic-abuse-help'
  /** First published (the spec's "last updated" date of both guides), ISO `YYYY-MM-DD`. */
  published: string
  /** Last changed ("Last updated", JSON-LD dateModified), ISO `YYYY-MM-DD`. */
  updated: string
}

// Review dates: each review follows docs/content-review.md, and the next is
// due at most one review cycle later (content/review.ts, checked by tests).
export const guideRecords = {
  childhood: {
    path: '/childhood-trauma-help', published: '2025-10-29', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26',
    sources: [sources.nimhPtsd, sources.cdcAces, sources.whoPtsd, sources.nicePtsd, sources.icdCptsd, ...videoTherapyTrials],
  },
  narcissistic: {
    path: '/narcissistic-abuse-help', published: '2025-10-29', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26',
    sources: [sources.whoViolence, sources.campbell2003],
  },
} as const satisfies Record<string, GuideRecord>

export const guideMessages = described(defineMessages({
  quickAnswer: { id: 'guides.common.quickAnswer', defaultMessage: 'Quick answer', description: 'Heading of the short summary box near the top of a help guide' },
  lastUpdated: { id: 'guides.common.lastUpdated', defaultMessage: 'Last updated: {date}', description: 'When a help guide was last reviewed; {date} is a long date already formatted for the locale (e.g. October 29, 2025)' },
  bestFor: { id: 'guides.common.bestFor', defaultMessage: '<label>Best for:</label> {text}', description: 'Line on a help card naming who the help suits; <label> marks the words "Best for:" in bold, {text} is the description of who it suits' },
  approachLabel: { id: 'guides.common.approachLabel', defaultMessage: 'Approach:', description: 'Label before the coloured badge that says whether a kind of help is therapy, coaching, or either' },
  approachTherapy: { id: 'guides.common.approach.therapy', defaultMessage: 'Therapy', description: 'Badge on a help card or treatment: this is delivered by a licensed mental health professional' },
  approachCoaching: { id: 'guides.common.approach.coaching', defaultMessage: 'Coaching', description: 'Badge on a help card or treatment: this is coaching (educational and supportive, not therapy)' },
  approachBoth: { id: 'guides.common.approach.both', defaultMessage: 'Therapy or coaching', description: 'Badge on a help card or treatment: this can be part of therapy or of coaching, or works alongside either' },
  approachAlongside: { id: 'guides.common.approach.alongside', defaultMessage: 'Alongside therapy or coaching', description: 'Badge on a help card: this is neither therapy nor coaching (support groups, self-care), and goes alongside either' },
  notTherapyTitle: { id: 'guides.common.notTherapyTitle', defaultMessage: 'Coaching is not therapy', description: 'Title of the boxed note on the help guides explaining the difference between coaching and therapy' },
  notTherapy: { id: 'guides.common.notTherapyNote', defaultMessage: 'Coaching is educational and supportive. A coach does not diagnose or treat mental health conditions. If you are living with PTSD, depression, anxiety or thoughts of self-harm, please also see a doctor or licensed therapist; coaching works well alongside therapy.', description: 'Note on the help guides explaining the difference between coaching and therapy' },
}))

export const approachMessages: Record<Approach, MessageDescriptor> = {
  therapy: guideMessages.approachTherapy,
  coaching: guideMessages.approachCoaching,
  both: guideMessages.approachBoth,
  alongside: guideMessages.approachAlongside,
}
