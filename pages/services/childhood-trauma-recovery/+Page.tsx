import { ServicePage } from '../../../components/ServicePage'
import { childhoodService } from '../../../content/services/childhood'

export default function Page() {
  return <ServicePage content={childhoodService} />
}
