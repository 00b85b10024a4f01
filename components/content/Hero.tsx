import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { ButtonLink } from '../forms/ButtonLink'
import type { CallToActionLink } from './CallToAction'

type Props = {
  title: ReactNode
  lead: ReactNode
  eyebrow?: ReactNode
  /** Its buttons: the first the page's main action, the rest secondary. */
  links?: readonly CallToActionLink[]
  children?: ReactNode
}

/** The opening band of a page, holding its one h1. */
export function Hero({ title, lead, eyebrow, links, children }: Props) {
  const intl = useIntl()
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        {eyebrow && <div className="mb-4">{eyebrow}</div>}
        <h1 className="max-w-3xl text-4xl font-semibold leading-tight text-brand-800 sm:text-5xl">{title}</h1>
        <div className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">{lead}</div>
        {links && (
          <div className="mt-8 flex flex-wrap gap-3">
            {links.map((link, index) => (
              <ButtonLink key={link.href} href={link.href} variant={index === 0 ? 'primary' : 'secondary'}>
                {intl.formatMessage(link.label)}
              </ButtonLink>
            ))}
          </div>
        )}
        {children}
      </div>
    </div>
  )
}
