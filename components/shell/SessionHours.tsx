import { useIntl, defineMessages } from 'react-intl'
import { described } from '../../content/messages'
import { formatSessionHours } from '../../content/hours'

const messages = described(defineMessages({
  hours: {
    id: 'shell.hours',
    defaultMessage: '{days}, {time} ({zone})',
    description: 'Session hours. {days} is a list of weekdays, {time} a time range and {zone} a time-zone name, all already formatted for the reader\'s locale',
  },
}))

/** The session hours in the page's locale (weekday names, clock and zone from Intl). */
export function SessionHours({ weekday = 'long' }: { weekday?: 'long' | 'short' }) {
  const intl = useIntl()
  // Browsers and Node may differ by a space in Intl output; the server's text is fine.
  return <span data-intl-formatted="" suppressHydrationWarning>{intl.formatMessage(messages.hours, formatSessionHours(intl.locale, weekday))}</span>
}
