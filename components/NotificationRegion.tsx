import { useCallback, useContext, useRef } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { UNSTABLE_ToastRegion as ToastRegion, UNSTABLE_ToastStateContext as ToastStateContext } from 'react-aria-components/Toast'
import { Button } from 'react-aria-components/Button'
import { useToast } from 'react-aria/useToast'
import { mergeProps } from 'react-aria/mergeProps'
import type { QueuedToast } from 'react-stately/useToastState'
import { X } from 'lucide'
import { Icon } from './Icon'
import { answerOwnClicks } from './answerOwnClicks'
import { described } from '../content/messages'
import { notificationQueue, type Notification } from './notificationQueue'

const messages = described(defineMessages({
  region: { id: 'shell.notifications.label', defaultMessage: 'Notifications', description: 'Accessible name of the area where short notifications appear (reachable with F6, focused with F8)' },
  dismiss: { id: 'shell.notifications.dismiss', defaultMessage: 'Dismiss notification', description: 'Accessible name of the close button on a notification' },
}))

/** The region and each notification take focus (F6, F8) and are no controls: each answers its own clicks, so Orca does not call it "clickable". */
const ownClicks = (element: HTMLElement | null) => (element ? answerOwnClicks(element) : undefined)

/** React Aria's toast region: a landmark F6 reaches while a notification shows. */
export default function NotificationRegion() {
  const intl = useIntl()
  return (
    <ToastRegion
      ref={ownClicks}
      queue={notificationQueue}
      aria-label={intl.formatMessage(messages.region)}
      className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
    >
      {({ toast }) => <NotificationCard toast={toast} />}
    </ToastRegion>
  )
}

/**
 * One notification: React Aria's toast behaviour (its timer, F8's focus, the
 * close button) as a non-modal dialog named by its title, which is silent as it
 * appears. React Aria's own toast is an alert dialog holding an alert: as it
 * appeared, Orca with Chromium said it twice, and with Firefox not at all.
 * So whoever notifies also says it in place, in a polite line of its own (the
 * quiz's email box does), and is heard once in both; see `notify()`.
 */
function NotificationCard({ toast }: { toast: QueuedToast<Notification> }) {
  const intl = useIntl()
  const state = useContext(ToastStateContext)
  const ref = useRef<HTMLDivElement>(null)
  // One callback for the card's life: a new one each render would detach and attach its click handler again.
  const attach = useCallback((element: HTMLDivElement | null) => {
    ref.current = element
    return ownClicks(element)
  }, [])
  if (!state) throw new Error('NotificationCard renders inside the ToastRegion')
  const { toastProps, titleProps, closeButtonProps } = useToast({ toast }, state, ref)
  return (
    <div
      {...mergeProps(toastProps, { role: 'dialog' })}
      ref={attach}
      className="flex items-start gap-3 rounded-lg border border-brand-200 bg-white p-4 text-ink shadow-lg"
    >
      <div className="flex-1">
        {/* Blocks (div), not spans: a screen reader reads each on its own; as spans Chromium gave Orca "Thank youYour request". */}
        <div {...titleProps} className="font-semibold">{toast.content.title}</div>
        {/* Its text, not also its description (aria-describedby): focused by F8, Orca read the sentence twice. */}
        {toast.content.description && <div className="mt-1 text-sm text-muted">{toast.content.description}</div>}
      </div>
      <Button {...closeButtonProps} aria-label={intl.formatMessage(messages.dismiss)} className="rounded-md p-1 hover:bg-brand-50">
        <Icon node={X} className="size-4" />
      </Button>
    </div>
  )
}
