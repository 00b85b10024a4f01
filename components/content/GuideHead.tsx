import { useIntl, type MessageDescriptor } from 'react-intl'
import type { GuideRecord } from '../../content/guides/common'
import { healthStructuredData } from '../../content/healthStructuredData'
import { useRoute } from '../islands/useRoute'
import { JsonLd } from './JsonLd'

/**
 * A help guide's structured data (a schema.org MedicalWebPage), in the page's
 * locale: its record's path and dates, its own title and description. Each
 * guide's `+Head.tsx` renders it with its record (content/guides/common.ts
 * `guideRecords`) and its messages.
 */
export function GuideHead({ guide, messages }: { guide: GuideRecord; messages: { metaTitle: MessageDescriptor; metaDescription: MessageDescriptor } }) {
  const intl = useIntl()
  const { locale } = useRoute()
  const facts = { ...guide, modified: guide.updated }
  return <JsonLd data={healthStructuredData(intl, locale, facts, { title: messages.metaTitle, description: messages.metaDescription }, 'guide')} />
}
