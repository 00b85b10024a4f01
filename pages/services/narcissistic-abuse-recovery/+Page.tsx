import { ServicePage } from '../../../components/ServicePage'
import { narcissisticService } from '../../../content/services/narcissistic'

export default function Page() {
  return <ServicePage content={narcissisticService} />
}
