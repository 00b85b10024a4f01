import { GuideHead } from '../../components/content/GuideHead'
import { guideRecords } from '../../content/guides/common'
import { narcissisticMessages } from '../../content/guides/narcissistic'
import { withPageProviders } from '../../renderer/PageProviders'

/** The guide's structured data (a schema.org MedicalWebPage), in the page's locale. */
export default withPageProviders(function Head() {
  return <GuideHead guide={guideRecords.narcissistic} messages={narcissisticMessages} />
})
