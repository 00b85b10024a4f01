import { useIntl } from 'react-intl'

/**
 * A calendar date (ISO `YYYY-MM-DD`) in the locale's long format: "October 29,
 * 2025" in en-US, "29 October 2025" in en-GB and en-AU. Read as UTC so the day
 * never shifts with the reader's time zone.
 */
export function LongDate({ iso }: { iso: string }) {
  const intl = useIntl()
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })}
    </time>
  )
}
