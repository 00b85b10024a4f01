import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { FaqEntry } from '../../content/guides/common'
import { Accordion } from './Accordion'

type RichValue = ReactNode | ((chunks: ReactNode[]) => ReactNode)

/** A help guide's FAQ records as the shared single-open accordion; `values` fills tags and placeholders in the answers. */
export function GuideFaq({ entries, values = {}, headingLevel = 3 }: { entries: readonly FaqEntry[]; values?: Record<string, RichValue>; headingLevel?: 2 | 3 | 4 }) {
  const intl = useIntl()
  return (
    <Accordion
      headingLevel={headingLevel}
      items={entries.map((entry) => ({
        id: entry.id,
        question: intl.formatMessage(entry.question),
        answer: <p>{intl.formatMessage(entry.answer, values)}</p>,
      }))}
    />
  )
}
