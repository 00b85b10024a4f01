import { ToastQueue } from 'react-stately/useToastState'

export type Notification = { title: string; description?: string }

/** The spec's notification constants: one visible at a time, each shown for 5 s. */
export const NOTIFICATION_TIMEOUT_MS = 5000

/** The one notification queue of the site; pages call `notify()` to add to it. */
export const notificationQueue = new ToastQueue<Notification>({ maxVisibleToasts: 1 })

export function notify(notification: Notification): string {
  return notificationQueue.add(notification, { timeout: NOTIFICATION_TIMEOUT_MS })
}
