import type { ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { LifeBuoy } from 'lucide'
import { crisisHelp } from '../../content/crisis'
import { described } from '../../content/messages'
import { Icon } from '../shell/Icon'
import { LocaleLink } from '../shell/LocaleLink'

const m = described(defineMessages({
  link: {
    id: 'shell.crisisHelp.link',
    defaultMessage: 'Crisis help<hidden>: emergency, crisis and abuse lines</hidden>',
    description: 'Small link in the top bar of every page, beside "Exit this page", to the box listing the reader\'s region\'s emergency number, suicide or crisis line and domestic abuse line. Keep the visible words short (the bar is narrow on phones); the <hidden> part is not shown: screen readers read the whole as the link\'s name',
  },
}))

/**
 * "Crisis help" in every page's bar: one step to the box that lists the
 * region's full set of lines (content/crisis.ts `crisisHelp`). A plain link, so
 * it works without JavaScript; the scroll padding keeps its target clear of the bar.
 */
export function CrisisHelpLink({ className }: { className: string }) {
  const intl = useIntl()
  // Its name, the visible words and the <hidden> ones together (a visually hidden
  // element inside would add a space before the colon); the visible words begin it.
  const name = [intl.formatMessage(m.link, { hidden: (chunks: ReactNode[]) => chunks.join('') })].flat().join('')
  const visible = intl.formatMessage(m.link, { hidden: () => null })
  return (
    <LocaleLink href={`${crisisHelp.path}#${crisisHelp.boxId}-title`} data-crisis-help="" aria-label={name} className={className}>
      <Icon node={LifeBuoy} className="size-3.5 shrink-0 bar-full:size-4" />
      <span>{visible}</span>
    </LocaleLink>
  )
}
