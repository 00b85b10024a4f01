import { LegalPage } from '../../components/content/LegalPage'
import { termsOfService } from '../../content/legal/terms'

export default function Page() {
  return <LegalPage document={termsOfService} />
}
