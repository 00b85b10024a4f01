import type { MessageDescriptor } from 'react-intl'
import type { CrisisSubset } from '../crisis'
import type { HealthReview } from '../review'
import type { IconCard, OnwardLink, RichParagraph } from '../richText'

/** The four service routes (spec §2). */
export const servicePaths = [
  '/services/childhood-trauma-recovery',
  '/services/complex-ptsd-coaching',
  '/services/narcissistic-abuse-recovery',
  '/services/attachment-healing',
] as const
export type ServicePath = (typeof servicePaths)[number]

/** A card on the Services page (spec §3 "Service card"). */
export type ServiceCard = {
  path: ServicePath
  icon: IconCard['icon']
  title: MessageDescriptor
  description: MessageDescriptor
  /** Exactly four. */
  benefits: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor]
}

type Titled = { title: MessageDescriptor; intro: MessageDescriptor }

/**
 * Everything one service page says, rendered by components/content/ServicePage.tsx.
 * `scope` is the page's first message scope; every id in the record starts with it.
 */
export type ServicePageContent = {
  path: ServicePath
  scope: string
  meta: { title: MessageDescriptor; description: MessageDescriptor }
  hero: { eyebrow: MessageDescriptor; title: MessageDescriptor; lead: MessageDescriptor }
  explanation: { title: MessageDescriptor; paragraphs: readonly RichParagraph[] }
  /** `scopeLimit`: when coaching is not the place to start, next to the signs it is offered for (where those signs can mean she needs a clinician first). */
  signs: Titled & { cards: readonly IconCard[]; scopeLimit?: { title: MessageDescriptor; body: RichParagraph } }
  /** Attachment styles, the abuse cycle: shown after the signs. `ordered` ('phase') when the items are a sequence. */
  extra?: { id: string; title: MessageDescriptor; intro: RichParagraph; items: readonly IconCard[]; ordered: 'phase' | false; closing?: RichParagraph }
  howItWorks: Titled & { steps: readonly IconCard[] }
  benefits: Titled & { items: readonly MessageDescriptor[] }
  online: Titled & { cards: readonly IconCard[] }
  /** The page's crisis box lists the region's full set (the page adds the 'crisis' scope); fewer only with a reason. */
  crisisSubset?: CrisisSubset
  /** Show the crisis lines straight after the explanation (where danger may be current), not near the end. */
  crisisFirst?: boolean
  onward: readonly OnwardLink[]
  cta: { title: MessageDescriptor; body: MessageDescriptor }
  /** Its review record: sources and fixed review dates (shown in "About this page"). */
  review: HealthReview
}
