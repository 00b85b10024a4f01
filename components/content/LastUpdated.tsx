import { useIntl } from 'react-intl'
import { CalendarCheck } from 'lucide'
import { Icon } from '../shell/Icon'
import { guideMessages } from '../../content/guides/common'
import { LongDate } from './LongDate'

/** "Last updated: October 29, 2025" (the date in the locale's long format). */
export function LastUpdated({ iso }: { iso: string }) {
  const intl = useIntl()
  return (
    <p data-last-updated="" className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-muted">
      <Icon node={CalendarCheck} className="size-4 shrink-0" />
      <span>{intl.formatMessage(guideMessages.lastUpdated, { date: <LongDate iso={iso} /> })}</span>
    </p>
  )
}
