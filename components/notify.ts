import { requestIsland } from './islands/requestIsland'
import type { Notification } from './notificationQueue'

const listeners = new Set<() => void>()
let notified = false

/** Tells the notification region to show itself (components/Notifications.tsx). */
export function onNotify(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Whether anything has notified yet (the region hydrates after the first notification). */
export function hasNotified(): boolean {
  return notified
}

/**
 * Shows a notification. The region's island, the queue and the toast code
 * load with the first one: most pages never notify, so they never load them.
 */
export function notify(notification: Notification): void {
  notified = true
  for (const listener of listeners) listener()
  requestIsland('Notifications')
  void import('./notificationQueue').then(({ notificationQueue, NOTIFICATION_TIMEOUT_MS }) =>
    notificationQueue.add(notification, { timeout: NOTIFICATION_TIMEOUT_MS }),
  )
}
