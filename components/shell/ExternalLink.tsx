import type { AnchorHTMLAttributes } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** A link off the site: it never hands the opener or the referring page to the other site. */
export function ExternalLink({ rel, children, ...props }: Props) {
  return (
    <a rel={['noopener', 'noreferrer', rel].filter(Boolean).join(' ')} {...props}>
      {children}
    </a>
  )
}
