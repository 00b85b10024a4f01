import { useIntl } from 'react-intl'
import { healthMessages, type ReviewDates as Dates } from '../../content/review'
import { LongDate } from './LongDate'

/** "Page last reviewed" and "Next review due" near the end of a health page (the nhs.uk pattern), in the locale's long date format. */
export function ReviewDates({ dates, className = 'mt-6' }: { dates: Dates; className?: string }) {
  const intl = useIntl()
  return (
    <div data-review-dates="" className={`text-sm text-muted ${className}`}>
      <p>{intl.formatMessage(healthMessages.lastReviewed, { date: <LongDate iso={dates.lastReviewed} /> })}</p>
      <p>{intl.formatMessage(healthMessages.nextReviewDue, { date: <LongDate iso={dates.nextReviewDue} /> })}</p>
    </div>
  )
}
