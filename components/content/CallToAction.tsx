import { useIntl, type MessageDescriptor } from 'react-intl'
import { ButtonLink } from '../forms/ButtonLink'

export type CallToActionLink = { href: string; label: MessageDescriptor }

type Props = { id: string; title: MessageDescriptor; body: MessageDescriptor; links: readonly CallToActionLink[] }

/** The closing invitation of a page, on a dark band: a heading, one paragraph and its links. */
export function CallToAction({ id, title, body, links }: Props) {
  const intl = useIntl()
  return (
    <section aria-labelledby={`${id}-title`} data-reveal="" className="bg-band text-on-band">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-16">
        <h2 id={`${id}-title`} className="text-3xl font-semibold sm:text-4xl">
          {intl.formatMessage(title)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-on-band-muted">{intl.formatMessage(body)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((link) => (
            <ButtonLink key={link.href} href={link.href} variant="onDark">
              {intl.formatMessage(link.label)}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  )
}
