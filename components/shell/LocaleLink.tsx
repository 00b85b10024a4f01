import type { AnchorHTMLAttributes } from 'react'
import { useRoute } from '../islands/useRoute'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** A link to a logical path (`/about`) that stays inside the page's locale. */
export function LocaleLink({ href, children, ...props }: Props) {
  const { localize } = useRoute()
  return (
    <a href={localize(href)} {...props}>
      {children}
    </a>
  )
}
