import type { MessageDescriptor } from 'react-intl'
import { biography } from './about'
import { testimonials } from './testimonials'

/**
 * The coach's own words (and her clients'): the testimonials and the
 * biography's paragraphs and facts. No tool records a translation of them as
 * reviewed, whichever command wrote it (`i18n:seed`, with or without
 * `--refresh`, scripts/i18n/seed.ts): each stays outdated in `i18n:status`
 * until a translator reviews it, so her words reach UK and Australian readers
 * only as a person read them. A testimonial or paragraph added to those records
 * is covered here by itself.
 */
const messages: readonly MessageDescriptor[] = [
  ...testimonials.flatMap((testimonial) => [testimonial.quote, testimonial.focus]),
  ...biography.paragraphs.map((paragraph) => paragraph.text),
  ...biography.facts,
]

export const coachWordIds: ReadonlySet<string> = new Set(messages.map((message) => message.id ?? ''))
