import { Children, isValidElement, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { RichParagraph } from '../../content/richText'
import { EmergencyNumber } from '../crisis/CrisisNumbers'
import { ExternalLink } from '../shell/ExternalLink'
import { LocalSessionHours } from '../shell/LocalSessionHours'
import { LocaleLink } from '../shell/LocaleLink'
import { SessionHours } from '../shell/SessionHours'

/**
 * The one set of values rich copy may use: `<strong>`, `<em>`, `{emergency}`
 * (the reader's emergency number), `{hours}` (the session hours in her
 * locale's format) and link tags, each mapped in `links` to a logical path
 * (`/healing-quiz`) or an https URL.
 */
export function useRichValues(links: RichParagraph['links'] = {}): Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> {
  const values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> = {
    strong: (chunks) => <strong className="font-semibold text-ink">{chunks}</strong>,
    em: (chunks) => <em>{chunks}</em>,
    // An element is only rendered (and needs the 'crisis' scope) when the message uses it.
    emergency: <EmergencyNumber />,
    hours: <SessionHours />,
  }
  for (const [tag, href] of Object.entries(links)) {
    values[tag] = (chunks) =>
      href.startsWith('https://') ? (
        <ExternalLink href={href} className="text-link">{chunks}</ExternalLink>
      ) : (
        <LocaleLink href={href} className="text-link">{chunks}</LocaleLink>
      )
  }
  return values
}

/** Whether formatted copy shows the session hours (its message uses `{hours}`). */
function showsSessionHours(copy: ReactNode): boolean {
  return Children.toArray(copy).some(
    (part) => isValidElement<{ children?: ReactNode }>(part) && (part.type === SessionHours || showsSessionHours(part.props.children)),
  )
}

/**
 * Wherever copy shows the session hours (the FAQ on when sessions are held,
 * the legal pages' contact sections), the same sessions follow beneath in
 * another zone: the locale's main one, the reader's own in the browser. A box
 * of its own, outside the copy, so the FAQ's structured data (pages/faqs/faqText.ts)
 * keeps the spec's hours alone.
 */
function HoursBeneath({ copy }: { copy: ReactNode }) {
  return showsSessionHours(copy) ? <LocalSessionHours className="mt-2" /> : null
}

/** One paragraph of rich copy. */
export function RichText({ paragraph, className }: { paragraph: RichParagraph; className?: string }) {
  const intl = useIntl()
  const copy = intl.formatMessage(paragraph.text, useRichValues(paragraph.links))
  return (
    <>
      <p className={className}>{copy}</p>
      <HoursBeneath copy={copy} />
    </>
  )
}

/** The inline form of one paragraph, for list items. */
export function RichInline({ paragraph }: { paragraph: RichParagraph }) {
  const intl = useIntl()
  const copy = intl.formatMessage(paragraph.text, useRichValues(paragraph.links))
  return (
    <>
      {copy}
      <HoursBeneath copy={copy} />
    </>
  )
}

/** Paragraphs of rich copy, each its own `<p>`. */
export function RichParagraphs({ paragraphs, className }: { paragraphs: readonly RichParagraph[]; className?: string }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <RichText key={paragraph.text.id} paragraph={paragraph} className={className} />
      ))}
    </>
  )
}

/** Paragraphs of rich copy at a readable measure. */
export function Prose({ paragraphs }: { paragraphs: readonly RichParagraph[] }) {
  return (
    <div className="prose-copy max-w-3xl text-lg text-ink">
      {paragraphs.map((paragraph) => (
        <RichText key={paragraph.text.id} paragraph={paragraph} />
      ))}
    </div>
  )
}
