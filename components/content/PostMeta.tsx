import { defineMessages, useIntl } from 'react-intl'
import { CalendarDays, Clock } from 'lucide'
import { Icon } from '../shell/Icon'
import { described } from '../../content/messages'
import { LongDate } from './LongDate'

const m = described(defineMessages({
  published: { id: 'blog.common.published', defaultMessage: 'Published {date}', description: 'Date a blog article was published; {date} is a long date formatted for the locale (e.g. October 29, 2025)' },
  readTime: { id: 'blog.common.readTime', defaultMessage: '{minutes, plural, one {# min read} other {# min read}}', description: 'How long a blog article takes to read; {minutes} is a whole number computed from its length' },
}))

/** A post's published date (locale long format) and its computed read time. */
export function PostMeta({ date, readMinutes, className = '' }: { date: string; readMinutes: number; className?: string }) {
  const intl = useIntl()
  return (
    <p className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon node={CalendarDays} className="size-4" />
        {intl.formatMessage(m.published, { date: <LongDate iso={date} /> })}
      </span>
      <span className="inline-flex items-center gap-1.5" data-read-minutes={readMinutes}>
        <Icon node={Clock} className="size-4" />
        {intl.formatMessage(m.readTime, { minutes: readMinutes })}
      </span>
    </p>
  )
}
