import type { AnchorHTMLAttributes } from 'react'
import { LocaleLink } from '../shell/LocaleLink'
import { buttonClasses, type ButtonVariant } from './buttonClasses'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: ButtonVariant }

/** A link that looks like a button (it navigates, so it stays a link). */
export function ButtonLink({ variant = 'primary', className = '', ...props }: Props) {
  return <LocaleLink {...props} className={`${buttonClasses(variant)} ${className}`} />
}
