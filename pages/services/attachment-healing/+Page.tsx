import { ServicePage } from '../../../components/ServicePage'
import { attachmentService } from '../../../content/services/attachment'

export default function Page() {
  return <ServicePage content={attachmentService} />
}
