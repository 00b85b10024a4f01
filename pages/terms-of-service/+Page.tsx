import { LegalPage } from '../../components/LegalPage'
import { termsOfService } from '../../content/legal/terms'

export default function Page() {
  return <LegalPage document={termsOfService} />
}
