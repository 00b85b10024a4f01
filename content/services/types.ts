import type { MessageDescriptor } from 'react-intl'
import type { ContactKind } from '../crisis'
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
 * Everything one service page says, rendered by components/ServicePage.tsx.
 * `scope` is the page's first message scope; every id in the record starts with it.
 */
export type ServicePageContent = {
  path: ServicePath
  scope: string
  meta: { title: MessageDescriptor; description: MessageDescriptor }
  hero: { eyebrow: MessageDescriptor; title: MessageDescriptor; lead: MessageDescriptor }
  explanation: { title: MessageDescriptor; paragraphs: readonly RichParagraph[] }
  signs: Titled & { cards: readonly IconCard[] }
  /** Attachment styles, the abuse cycle: shown after the signs. `ordered` ('phase') when the items are a sequence. */
  extra?: { id: string; title: MessageDescriptor; intro: RichParagraph; items: readonly IconCard[]; ordered: 'phase' | false; closing?: RichParagraph }
  howItWorks: Titled & { steps: readonly IconCard[] }
  benefits: Titled & { items: readonly MessageDescriptor[] }
  online: Titled & { cards: readonly IconCard[] }
  /** Which of the reader's regional lines to show (the page adds the 'crisis' scope). */
  crisisKinds: readonly ContactKind[]
  /** Show the crisis lines straight after the explanation (where danger may be current), not near the end. */
  crisisFirst?: boolean
  onward: readonly OnwardLink[]
  cta: { title: MessageDescriptor; body: MessageDescriptor }
  /** Its review record: sources and fixed review dates (shown in "About this page"). */
  review: HealthReview
}
