import { ArrowRight } from 'lucide'
import { Icon } from '../shell/Icon'
import { useIntl } from 'react-intl'
import type { OnwardLink } from '../../content/richText'
import { LocaleLink } from '../shell/LocaleLink'

/** Where to go next: a short list of internal links, each with a line about what is there. */
export function OnwardLinks({ links }: { links: readonly OnwardLink[] }) {
  const intl = useIntl()
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {links.map((link) => (
        <li key={link.label.id} className="rounded-2xl border border-brand-100 bg-surface p-5 shadow-sm">
          <LocaleLink href={link.href} className="text-link inline-flex items-center gap-2 text-lg">
            {intl.formatMessage(link.label)}
            <Icon node={ArrowRight} className="size-4 shrink-0" />
          </LocaleLink>
          <p className="mt-1 text-muted">{intl.formatMessage(link.body)}</p>
        </li>
      ))}
    </ul>
  )
}
