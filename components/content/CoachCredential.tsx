import type { ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { filledCredential } from '../../content/credential'
import { described } from '../../content/messages'
import { ExternalLink } from '../shell/ExternalLink'

const m = described(defineMessages({
  credential: { id: 'author.credential', defaultMessage: 'Certified trauma recovery coach: <link>{body}</link>, {year}', description: 'The coach’s certification, shown only once the coach has filled it in; {body} is the certifying body’s own name (a link to where the certification can be checked), {year} the year it was awarded' },
}))

/** "Certified trauma recovery coach: <body>, <year>", linking to where a reader can check it; nothing until the record is filled. */
export function CoachCredential() {
  const intl = useIntl()
  const credential = filledCredential()
  if (!credential) return null
  return intl.formatMessage(m.credential, {
    body: credential.body,
    year: String(credential.year), // a year, not a quantity: no digit grouping
    link: (chunks: ReactNode[]) => <ExternalLink href={credential.href} className="text-link">{chunks}</ExternalLink>,
  })
}
