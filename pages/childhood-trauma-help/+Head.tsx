import { JsonLd } from '../../components/content/JsonLd'
import { guideRecords } from '../../content/guides/common'
import { childhoodMessages as m } from '../../content/guides/childhood'
import { healthStructuredData } from '../../content/healthStructuredData'
import { useIntl } from 'react-intl'
import { withPageProviders } from '../../renderer/PageProviders'
import { useRoute } from '../../components/islands/useRoute'

/** The guide's structured data (a schema.org MedicalWebPage), in the page's locale. */
export default withPageProviders(function Head() {
  const intl = useIntl()
  const { locale } = useRoute()
  const guide = guideRecords.childhood
  const facts = { ...guide, modified: guide.updated }
  return <JsonLd data={healthStructuredData(intl, locale, facts, { title: m.metaTitle, description: m.metaDescription }, 'guide')} />
})
