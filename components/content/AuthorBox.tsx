import { defineMessages, useIntl } from 'react-intl'
import { UserRound } from 'lucide'
import { Icon } from '../shell/Icon'
import { described } from '../../content/messages'
import { LocaleLink } from '../shell/LocaleLink'
import { LongDate } from './LongDate'
import { useRoute } from '../islands/useRoute'
import { CoachCredential } from './CoachCredential'
import { filledCredential } from '../../content/credential'

const aboutPath = '/about'

const m = described(defineMessages({
  label: { id: 'author.label', defaultMessage: 'About the author', description: 'Accessible name of the author box shown on articles and the About page' },
  name: { id: 'author.name', defaultMessage: 'The Thrive coach', description: 'How the author is named in the author box (the practice has one coach; no personal name is published)' },
  role: { id: 'author.role', defaultMessage: 'Trauma recovery coach, working online with women in five countries.', description: 'One-line description of the author' },
  more: { id: 'author.more', defaultMessage: 'More about the coach', description: 'Link from the author box to the About page' },
  updated: { id: 'author.updated', defaultMessage: 'Last Updated: {date}', description: 'When the article was last reviewed; {date} is a long date formatted for the locale' },
}))

/** Who wrote a page, linking to /about (except on /about itself); with `updated` (ISO date) it also says when it was last reviewed. */
export function AuthorBox({ updated }: { updated?: string }) {
  const intl = useIntl()
  const { path } = useRoute()
  return (
    <aside aria-label={intl.formatMessage(m.label)} className="flex items-start gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon node={UserRound} className="size-6" />
      </span>
      <div className="text-sm">
        <p className="font-semibold text-ink">{intl.formatMessage(m.name)}</p>
        <p className="text-muted">{intl.formatMessage(m.role)}</p>
        {filledCredential() && <p className="text-muted"><CoachCredential /></p>}
        {updated && <p className="mt-1 text-muted">{intl.formatMessage(m.updated, { date: <LongDate iso={updated} /> })}</p>}
        {path !== aboutPath && <LocaleLink href={aboutPath} className="text-link mt-2 inline-block">{intl.formatMessage(m.more)}</LocaleLink>}
      </div>
    </aside>
  )
}
