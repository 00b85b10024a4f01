import { ServicePage } from '../../../components/content/ServicePage'
import { cptsdService } from '../../../content/services/cptsd'

export default function Page() {
  return <ServicePage content={cptsdService} />
}
