import { ServicePage } from '../../../components/content/ServicePage'
import { childhoodService } from '../../../content/services/childhood'

export default function Page() {
  return <ServicePage content={childhoodService} />
}
