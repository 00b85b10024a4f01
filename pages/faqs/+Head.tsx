import { JsonLd } from '../../components/JsonLd'
import { faqs } from '../../content/faqs'
import { useIntl } from 'react-intl'
import { withPageProviders } from '../../renderer/PageProviders'
import { useRoute } from '../../components/useRoute'
import { faqStructuredData } from './faqText'

/** The FAQPage structured data, in the page's locale. */
export default withPageProviders(function Head() {
  const intl = useIntl()
  const { locale } = useRoute()
  const data = faqStructuredData(intl, locale, faqs)
  return <JsonLd data={data} />
})
