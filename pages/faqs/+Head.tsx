import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../components/JsonLd'
import { faqs } from '../../content/faqs'
import { intlFor } from '../../renderer/intl'
import { faqStructuredData } from './faqText'

/** The FAQPage structured data, in the page's locale (Head renders outside the IntlProvider). */
export default function Head() {
  const pageContext = usePageContext()
  const data = faqStructuredData(intlFor(pageContext), pageContext.locale, faqs)
  return <JsonLd data={data} />
}
