import { defineMessages, useIntl } from 'react-intl'
import {
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast'
import { Button } from 'react-aria-components/Button'
import { Text } from 'react-aria-components/Text'
import { X } from 'lucide'
import { Icon } from './Icon'
import { answerOwnClicks } from './answerOwnClicks'
import { described } from '../content/messages'
import { notificationQueue } from './notificationQueue'

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
      {({ toast }) => (
        <Toast toast={toast} ref={ownClicks} className="flex items-start gap-3 rounded-lg border border-brand-200 bg-white p-4 text-ink shadow-lg">
          <ToastContent className="flex-1">
            {/* Blocks (div), not spans: a screen reader reads each on its own; as spans Chromium gave Orca "Thank youYour request". */}
            <Text slot="title" elementType="div" className="font-semibold">{toast.content.title}</Text>
            {toast.content.description && (
              <Text slot="description" elementType="div" className="mt-1 text-sm text-muted">{toast.content.description}</Text>
            )}
          </ToastContent>
          <Button slot="close" aria-label={intl.formatMessage(messages.dismiss)} className="rounded-md p-1 hover:bg-brand-50">
            <Icon node={X} className="size-4" />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
