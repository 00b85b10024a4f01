import { ServicePage } from '../../../components/ServicePage'
import { cptsdService } from '../../../content/services/cptsd'

export default function Page() {
  return <ServicePage content={cptsdService} />
}
