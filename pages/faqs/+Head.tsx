import { usePageContext } from 'vike-react/usePageContext'
import { faqs } from '../../content/faqs'
import { intlFor } from '../../renderer/intl'
import { faqStructuredData } from './faqText'

/** The FAQPage structured data, in the page's locale (Head renders outside the IntlProvider). */
export default function Head() {
  const pageContext = usePageContext()
  const data = faqStructuredData(intlFor(pageContext), pageContext.locale, faqs)
  // `<` escaped so no answer text can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
