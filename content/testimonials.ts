import { defineMessages, type MessageDescriptor } from 'react-intl'

/**
 * TESTIMONIALS — the practice's to replace. Before launch, swap these for real
 * words shared with each client's written consent (change the names). Any
 * change of words reaches the pages through `npm run dev` or `npm run build`,
 * which extract the source catalogue themselves; then `npm run i18n:seed`
 * gives en-GB and en-AU a version to review, flagged outdated until a
 * translator has (content/coachWords.ts; steps in docs/change-copy.md).
 */
export type Testimonial = { id: string; name: string; quote: MessageDescriptor; focus: MessageDescriptor }

export const testimonials: Testimonial[] = [
  {
    id: 'sarah',
    name: 'Sarah M.',
    ...defineMessages({
      quote: { id: 'home.stories.sarah.quote', defaultMessage: 'For the first time I understood why I always felt on edge. Learning to calm my body changed how I move through every day.', description: 'Client testimonial quote (replaceable sample)' },
      focus: { id: 'home.stories.sarah.focus', defaultMessage: 'Complex PTSD', description: 'Healing focus of a testimonial' },
    }),
  },
  {
    id: 'jenna',
    name: 'Jenna R.',
    ...defineMessages({
      quote: { id: 'home.stories.jenna.quote', defaultMessage: 'After years of doubting my own memory, I finally trust myself again. I was never "too sensitive".', description: 'Client testimonial quote (replaceable sample)' },
      focus: { id: 'home.stories.jenna.focus', defaultMessage: 'Narcissistic abuse recovery', description: 'Healing focus of a testimonial' },
    }),
  },
  {
    id: 'aisha',
    name: 'Aisha K.',
    ...defineMessages({
      quote: { id: 'home.stories.aisha.quote', defaultMessage: 'Being able to do this from my own living room made all the difference. I felt safe enough to finally open up.', description: 'Client testimonial quote (replaceable sample)' },
      focus: { id: 'home.stories.aisha.focus', defaultMessage: 'Childhood trauma', description: 'Healing focus of a testimonial' },
    }),
  },
]
