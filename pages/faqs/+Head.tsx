import { JsonLd } from '../../components/content/JsonLd'
import { faqs } from '../../content/faqs'
import { useIntl } from 'react-intl'
import { withPageProviders } from '../../renderer/PageProviders'
import { useRoute } from '../../components/islands/useRoute'
import { faqStructuredData } from './faqText'

/** The FAQPage structured data, in the page's locale. */
export default withPageProviders(function Head() {
  const intl = useIntl()
  const { locale } = useRoute()
  const data = faqStructuredData(intl, locale, faqs)
  return <JsonLd data={data} />
})
