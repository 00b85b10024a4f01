import { ServicePage } from '../../../components/content/ServicePage'
import { attachmentService } from '../../../content/services/attachment'

export default function Page() {
  return <ServicePage content={attachmentService} />
}
