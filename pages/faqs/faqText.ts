import type { IntlShape, MessageDescriptor } from 'react-intl'
import type { RichParagraph } from '../../content/richText'
import type { Locale } from '../../content/locales'
import { emergencyNumbers } from '../../content/crisis'
import { formatSessionHours } from '../../content/hours'
import type { FaqRecord } from '../../content/faqs'

// Messages declared elsewhere (SessionHours, CrisisNumbers) and shipped with the
// 'shell' and 'crisis' scopes; referenced by id so the extractor keeps one source.
const hoursMessage: MessageDescriptor = { id: ['shell', 'hours'].join('.') }
const emergencyWithCountry: MessageDescriptor = { id: ['crisis', 'emergency', 'withCountry'].join('.') }

function flatten(output: unknown): string {
  return Array.isArray(output) ? output.map(flatten).join('') : String(output)
}

/** The emergency number(s) as running text: "911", "999", "000 (111 in New Zealand)". */
function plainEmergency(intl: IntlShape, locale: Locale): string {
  const [first, ...others] = emergencyNumbers[locale]
  if (!first) return ''
  if (others.length === 0) return first.display
  return others
    .map((other) =>
      flatten(
        intl.formatMessage(emergencyWithCountry, {
          number: first.display,
          other: other.display,
          country: other.country ? intl.formatMessage(other.country) : '',
        }),
      ),
    )
    .join(' ')
}

/** One answer paragraph as plain text: links become their words, values their text. */
export function plainParagraph(intl: IntlShape, locale: Locale, paragraph: RichParagraph): string {
  const words = (chunks: unknown[]) => chunks.map(flatten).join('')
  const values: Record<string, string | ((chunks: unknown[]) => string)> = {
    strong: words,
    emergency: plainEmergency(intl, locale),
    hours: flatten(intl.formatMessage(hoursMessage, { ...formatSessionHours(locale) })),
  }
  for (const tag of Object.keys(paragraph.links ?? {})) values[tag] = words
  return flatten(intl.formatMessage(paragraph.text, values as Record<string, string>))
}

/** schema.org FAQPage for the page's locale, built from the same records as the visible accordion. */
export function faqStructuredData(intl: IntlShape, locale: Locale, records: readonly FaqRecord[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: records.map((record) => ({
      '@type': 'Question',
      name: flatten(intl.formatMessage(record.question)),
      acceptedAnswer: {
        '@type': 'Answer',
        text: record.answer.map((paragraph) => plainParagraph(intl, locale, paragraph)).join('\n\n'),
      },
    })),
  }
}
