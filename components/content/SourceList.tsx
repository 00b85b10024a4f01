import { useIntl } from 'react-intl'
import { ExternalLink as ExternalIcon } from 'lucide'
import { Icon } from '../shell/Icon'
import { ExternalLink } from '../shell/ExternalLink'
import type { ArticleSource } from '../../content/blog/types'

/** The pages a page's facts rest on, each an off-site link by its name (a health page's sources, the accessibility statement's). */
export function SourceList({ sources, className = 'mt-2 space-y-2' }: { sources: readonly ArticleSource[]; className?: string }) {
  const intl = useIntl()
  return (
    <ul data-sources="" className={className}>
      {sources.map((source) => (
        <li key={source.href}>
          <ExternalLink href={source.href} className="text-link inline-flex min-h-6 items-center gap-1.5">
            {intl.formatMessage(source.label)}
            <Icon node={ExternalIcon} className="size-4 shrink-0" />
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
