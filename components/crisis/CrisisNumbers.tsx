import { Fragment, type ReactNode } from 'react'
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl'
import { Globe, Languages, LifeBuoy, MapPin, MessageSquare, Phone, MessagesSquare } from 'lucide'
import { Icon } from '../shell/Icon'
import { allContactKinds, contactsFor, emergencyNumbers, helplineDirectory, interpreterSentences, type AccessLine, type ContactAction, type CrisisSubset } from '../../content/crisis'
import { regionOf } from '../../content/locales'
import { described } from '../../content/messages'
import { ExternalLink } from '../shell/ExternalLink'
import { useRoute } from '../islands/useRoute'

const m = described(defineMessages({
  title: { id: 'crisis.box.title', defaultMessage: 'If you are in crisis or in danger', description: 'Default heading of the box listing crisis and emergency numbers' },
  intro: { id: 'crisis.box.intro', defaultMessage: 'Coaching is not an emergency service. If you need help now, these services are free and confidential.', description: 'Default introduction of the crisis numbers box' },
  call: { id: 'crisis.action.call', defaultMessage: 'Call {number}', description: 'Link that dials a phone number; {number} is the number as written locally' },
  text: { id: 'crisis.action.text', defaultMessage: 'Text {number}', description: 'Link that opens a text message to {number}' },
  textKeyword: { id: 'crisis.action.textKeyword', defaultMessage: 'Text {keyword} to {number}', description: 'Link that opens a text message; {keyword} is the word to send (e.g. START), {number} the short number' },
  chat: { id: 'crisis.action.chat', defaultMessage: 'Chat online', description: 'Link to the service\'s online chat (opens the service\'s website)' },
  elsewhere: {
    id: 'crisis.box.elsewhere',
    defaultMessage: 'Not in {region}? Emergency numbers differ from country to country. <link>Find free, confidential helplines in your country</link> on {directory}, an international directory that checks each helpline it lists.',
    description: 'Last line of every crisis box, for a reader in another country: {region} is the page\'s region as alternatives, already worded (e.g. "the United States or Canada"); <link> goes to an international directory of helplines; {directory} is its name (a proper name, keep it)',
  },
  emergencyWithCountry: { id: 'crisis.emergency.withCountry', defaultMessage: '{number} ({other} {country})', description: 'Emergency numbers in running text where two countries apply, e.g. "000 (111 in New Zealand)"' },
}))

type Props = {
  /** Only where a page's record gives its reason (see CrisisSubset); otherwise the region's full set. */
  subset?: CrisisSubset
  title?: MessageDescriptor
  intro?: MessageDescriptor | null
  headingLevel?: 2 | 3
  id?: string
}

/** The reader's own region's crisis lines (all of them unless `subset` says why not), as call, text and chat links. */
export function CrisisNumbers({ subset, title = m.title, intro = m.intro, headingLevel = 2, id = 'crisis-numbers' }: Props) {
  const intl = useIntl()
  const { locale } = useRoute()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-crisis-box={id}
      data-crisis-kinds={subset?.kinds.join(' ')}
      data-crisis-reason={subset?.reason}
      // The languages this locale has a published interpreter sentence in: the first script reads
      // them to decide, from her browser's first language, whether to fetch and show one (issue 59).
      data-interpreter-languages={(interpreterSentences[locale] ?? []).map((sentence) => sentence.lang).join(' ') || undefined}
      className="rounded-2xl border-2 border-warning-700 bg-surface p-6 shadow-sm"
    >
      <Heading id={`${id}-title`} className="flex items-center gap-2 text-2xl font-semibold text-warning-800">
        <Icon node={LifeBuoy} className="size-6 shrink-0" />
        {intl.formatMessage(title)}
      </Heading>
      {intro && (
        <p data-crisis-intro className="mt-2 text-muted">
          {intl.formatMessage(intro)}
        </p>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {contactsFor(locale, subset?.kinds ?? allContactKinds).map((contact) => (
          <li key={contact.id} data-crisis-contact={contact.id} className="rounded-xl bg-accent-50 p-4">
            <p className="font-semibold text-ink">{intl.formatMessage(contact.name)}</p>
            <p className="mt-1 text-sm text-muted">{intl.formatMessage(contact.detail)}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {contact.actions.map((action) => (
                <li key={actionKey(action)}>
                  <ActionLink action={action} />
                </li>
              ))}
            </ul>
            {contact.access && <AccessOptions line={contact.access} />}
          </li>
        ))}
      </ul>
      <ElsewhereLine />
    </section>
  )
}

const accessLinkClasses = 'font-semibold text-warning-800 underline underline-offset-2'

/**
 * A line's own language and access options (content/crisis.ts, `access`), one
 * short line under its links: in the HTML, so it holds with JavaScript off;
 * its numbers are real tel: and sms: links, as the line's own are.
 */
function AccessOptions({ line }: { line: AccessLine }) {
  const intl = useIntl()
  const links = Object.fromEntries(
    Object.entries(line.links).map(([tag, href]) => [
      tag,
      (chunks: ReactNode[]) =>
        /^(tel|sms):/.test(href) ? (
          <a href={href} className={accessLinkClasses}>
            {chunks}
          </a>
        ) : (
          <ExternalLink href={href} className={accessLinkClasses}>
            {chunks}
          </ExternalLink>
        ),
    ]),
  )
  return (
    <p data-crisis-access className="mt-3 flex gap-2 text-sm text-ink">
      <Icon node={Languages} className="mt-0.5 size-4 shrink-0" />
      <span>{intl.formatMessage(line.text, links)}</span>
    </p>
  )
}

/**
 * The box's last line, for a reader outside the regions the site serves: no
 * number (the site cannot vouch for another country's), but where to find her
 * own country's lines. In the HTML, so it holds with JavaScript off.
 */
function ElsewhereLine() {
  const intl = useIntl()
  const { locale } = useRoute()
  return (
    <p data-crisis-elsewhere className="mt-4 flex gap-2 border-t border-accent-100 pt-4 text-sm text-muted">
      <Icon node={Globe} className="mt-0.5 size-4 shrink-0" />
      <span>
        {intl.formatMessage(m.elsewhere, {
          region: intl.formatMessage(regionOf(locale).names.either),
          directory: <span translate="no">{helplineDirectory.name}</span>,
          link: (chunks: ReactNode[]) => (
            <ExternalLink href={helplineDirectory.url} className="font-semibold text-warning-800 underline underline-offset-2">
              {chunks}
            </ExternalLink>
          ),
        })}
      </span>
    </p>
  )
}

// The words go in one <span>: as separate flex items, "Call" and the number would be pushed apart by the gap.
const actionClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-warning-700 bg-surface px-4 py-2 text-sm font-semibold text-warning-800 hover:bg-accent-100'

function ActionLink({ action }: { action: ContactAction }) {
  const intl = useIntl()
  // nowrap keeps a number on one line without U+2011 hyphens, which screen readers read inconsistently.
  const number = (display: string) => <span translate="no" className="whitespace-nowrap">{display}</span>
  switch (action.type) {
    case 'call':
      return (
        <a href={`tel:${action.tel}`} className={actionClasses}>
          <Icon node={Phone} className="size-4" />
          <span>{intl.formatMessage(m.call, { number: number(action.display) })}</span>
        </a>
      )
    case 'text':
      return (
        <a href={`sms:${action.sms}${action.keyword ? `?body=${action.keyword}` : ''}`} className={actionClasses}>
          <Icon node={MessageSquare} className="size-4" />
          <span>
            {action.keyword
              ? intl.formatMessage(m.textKeyword, { keyword: number(action.keyword), number: number(action.display) })
              : intl.formatMessage(m.text, { number: number(action.display) })}
          </span>
        </a>
      )
    case 'link':
      return (
        <ExternalLink href={action.href} className={actionClasses}>
          <Icon node={MapPin} className="size-4" />
          {intl.formatMessage(action.label)}
        </ExternalLink>
      )
    case 'chat':
      return (
        <ExternalLink href={action.href} className={actionClasses}>
          <Icon node={MessagesSquare} className="size-4" />
          {intl.formatMessage(m.chat)}
        </ExternalLink>
      )
  }
}

function actionKey(action: ContactAction): string {
  return action.type === 'chat' || action.type === 'link' ? action.href : `${action.type}:${action.display}`
}

/**
 * The local emergency number as a tel: link, for running text:
 * `intl.formatMessage(msg, { emergency: <EmergencyNumber /> })`.
 * en-US 911, en-GB 999, en-AU "000 (111 in New Zealand)".
 */
export function EmergencyNumber(): ReactNode {
  const intl = useIntl()
  const { locale } = useRoute()
  const [first, ...others] = emergencyNumbers[locale]
  if (!first) return null
  const link = (entry: { display: string; tel: string }) => (
    <a href={`tel:${entry.tel}`} className="font-semibold whitespace-nowrap underline underline-offset-2" translate="no">
      {entry.display}
    </a>
  )
  if (others.length === 0) return link(first)
  return (
    <>
      {others.map((other) => (
        <Fragment key={other.tel}>
          {intl.formatMessage(m.emergencyWithCountry, {
            number: link(first),
            other: link(other),
            country: other.country ? intl.formatMessage(other.country) : '',
          })}
        </Fragment>
      ))}
    </>
  )
}
