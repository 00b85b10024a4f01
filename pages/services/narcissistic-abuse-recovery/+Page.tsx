import { ServicePage } from '../../../components/content/ServicePage'
import { narcissisticService } from '../../../content/services/narcissistic'

export default function Page() {
  return <ServicePage content={narcissisticService} />
}
