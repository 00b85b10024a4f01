import { LegalPage } from '../../components/content/LegalPage'
import { privacyPolicy } from '../../content/legal/privacy'

export default function Page() {
  return <LegalPage document={privacyPolicy} />
}
