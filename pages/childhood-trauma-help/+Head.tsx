import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../components/JsonLd'
import { guideRecords } from '../../content/guides/common'
import { childhoodMessages as m } from '../../content/guides/childhood'
import { healthStructuredData } from '../../content/healthStructuredData'
import { intlFor } from '../../renderer/intl'

/** The guide's structured data (a schema.org MedicalWebPage), in the page's locale (Head renders outside the IntlProvider). */
export default function Head() {
  const pageContext = usePageContext()
  const guide = guideRecords.childhood
  const facts = { ...guide, modified: guide.updated }
  return <JsonLd data={healthStructuredData(intlFor(pageContext), pageContext.locale, facts, { title: m.metaTitle, description: m.metaDescription }, 'guide')} />
}
