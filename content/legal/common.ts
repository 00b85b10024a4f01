import { defineMessages, type MessageDescriptor } from 'react-intl'
import { described } from '../messages'
import type { RichParagraph } from '../richText'

/**
 * The shape shared by the privacy policy and the terms of service: a document
 * of headed sections, each made of paragraphs and lists of rich copy
 * (`{hours}` is the session hours, `{emergency}` the local emergency number).
 */
export type LegalBlock =
  | { type: 'paragraph'; paragraph: RichParagraph }
  | { type: 'list'; items: readonly RichParagraph[] }

export type LegalSection = { id: string; title: MessageDescriptor; blocks: readonly LegalBlock[] }

export type LegalDocument = {
  /** ISO date from which this version applies. */
  effective: string
  title: MessageDescriptor
  lead: MessageDescriptor
  sections: readonly LegalSection[]
}

/** Both documents took effect on December 30, 2024 (spec). */
export const legalEffectiveDate = '2024-12-30'

export const legalCommonMessages = described(defineMessages({
  effective: { id: 'legal.common.effective', defaultMessage: 'Effective date: {date}', description: 'Line under the heading of the privacy policy and the terms of service; {date} is a long date already formatted for the locale (e.g. December 30, 2024)' },
  contents: { id: 'legal.common.contents', defaultMessage: 'Contents', description: 'Heading of the list of section links at the top of the privacy policy and the terms of service' },
  sectionNumber: { id: 'legal.common.sectionNumber', defaultMessage: '{number}.', description: 'Number before each section heading of the privacy policy and terms, e.g. "3."' },
}))

/** A paragraph block. */
export function para(text: MessageDescriptor, links?: Readonly<Record<string, string>>): LegalBlock {
  return { type: 'paragraph', paragraph: { text, links } }
}

/** A bulleted list block. */
export function list(...items: MessageDescriptor[]): LegalBlock {
  return { type: 'list', items: items.map((text) => ({ text })) }
}
