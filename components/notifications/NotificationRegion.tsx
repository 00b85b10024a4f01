import { useCallback, useEffect, useId, useRef } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { useFocusWithin } from 'react-aria/useFocusWithin'
import { useHover } from 'react-aria/useHover'
import { mergeProps } from 'react-aria/mergeProps'
import { useToastQueue, type QueuedToast } from 'react-stately/useToastState'
import { X } from 'lucide'
import { Icon } from '../shell/Icon'
import { answerOwnClicks } from '../forms/answerOwnClicks'
import { described } from '../../content/messages'
import { notificationQueue, type Notification } from './notificationQueue'
import { NOTIFICATION_REGION } from './notify'

const messages = described(defineMessages({
  region: { id: 'shell.notifications.label', defaultMessage: 'Notifications', description: 'Accessible name of the area where short notifications appear (a landmark; the F8 key focuses the notification in it)' },
  dismiss: { id: 'shell.notifications.dismiss', defaultMessage: 'Dismiss notification', description: 'Accessible name of the close button on a notification' },
}))

/** The region and each notification take focus (F8) and are no controls: each answers its own clicks, so Orca does not call it "clickable". */
const ownClicks = (element: HTMLElement | null) => (element ? answerOwnClicks(element) : undefined)

/**
 * The notification region: a landmark named "Notifications" while a
 * notification shows, one at a time, built on React Aria's hooks and React
 * Stately's toast queue as React Aria's toast region is. Its timer pauses
 * while she points at it or has focus in it (WCAG 2.2.1), and when the
 * notification goes while focus is in it, focus goes back to where she was.
 * Not React Aria's `UNSTABLE_ToastRegion`: its landmark manager (F6) and its
 * own words, which we replace, were 3.5 KB gzip of the quiz's code, which
 * was over its budget (docs/performance.md); F8, the spec's key, focuses the
 * notification.
 */
export default function NotificationRegion() {
  const intl = useIntl()
  const state = useToastQueue(notificationQueue)
  const hovered = useRef(false)
  const focused = useRef(false)
  // Where focus was before it came into the region: given back when the notification goes.
  const cameFrom = useRef<Element | null>(null)
  const updateTimers = () => (hovered.current || focused.current ? state.pauseAll() : state.resumeAll())
  const { hoverProps } = useHover({
    onHoverChange: (isHovering) => {
      hovered.current = isHovering
      updateTimers()
    },
  })
  const { focusWithinProps } = useFocusWithin({
    onFocusWithin: (event) => {
      focused.current = true
      cameFrom.current = event.relatedTarget
      updateTimers()
    },
    onBlurWithin: () => {
      focused.current = false
      cameFrom.current = null
      updateTimers()
    },
  })
  const toast = state.visibleToasts[0]

  useEffect(() => {
    if (toast || !(cameFrom.current instanceof HTMLElement) || !cameFrom.current.isConnected) return
    cameFrom.current.focus()
    cameFrom.current = null
  }, [toast])

  if (!toast) return null
  return (
    <section
      {...mergeProps(hoverProps, focusWithinProps)}
      ref={ownClicks}
      {...{ [NOTIFICATION_REGION]: '' }}
      aria-label={intl.formatMessage(messages.region)}
      tabIndex={-1}
      className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
    >
      <NotificationCard key={toast.key} toast={toast} onClose={() => state.close(toast.key)} />
    </section>
  )
}

/**
 * One notification: a non-modal dialog named by its title, silent as it
 * appears. React Aria's own toast is an alert dialog holding an alert: as it
 * appeared, Orca with Chromium said it twice, and with Firefox not at all.
 * So whoever notifies also says it in place, in a polite line of its own (the
 * quiz's email box does), and is heard once in both; see `notify()`.
 */
function NotificationCard({ toast, onClose }: { toast: QueuedToast<Notification>; onClose: () => void }) {
  const intl = useIntl()
  const titleId = useId()
  // Its time starts as it shows (as React Aria's useToast starts it), and stops if it goes first.
  useEffect(() => {
    if (!toast.timer || toast.timeout === undefined) return
    toast.timer.reset(toast.timeout)
    return () => toast.timer?.pause()
  }, [toast])
  // One callback for the card's life: a new one each render would detach and attach its click handler again.
  const attach = useCallback((element: HTMLDivElement | null) => ownClicks(element), [])
  return (
    // In the Tab order, as React Aria's toast is, so she can reach it by Tab as
    // well as by F8, and see the focus ring on it (an element only scripts
    // focus, tabindex -1, shows none: docs/focus-ring.md).
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      ref={attach}
      className="flex items-start gap-3 rounded-lg border border-brand-200 bg-surface p-4 text-ink shadow-lg"
    >
      <div className="flex-1">
        {/* Blocks (div), not spans: a screen reader reads each on its own; as spans Chromium gave Orca "Thank youYour request". */}
        <div id={titleId} className="font-semibold">{toast.content.title}</div>
        {/* Its text, not also its description (aria-describedby): focused by F8, Orca read the sentence twice. */}
        {toast.content.description && <div className="mt-1 text-sm text-muted">{toast.content.description}</div>}
      </div>
      <button type="button" onClick={onClose} aria-label={intl.formatMessage(messages.dismiss)} className="rounded-md p-1 hover:bg-brand-50">
        <Icon node={X} className="size-4" />
      </button>
    </div>
  )
}
