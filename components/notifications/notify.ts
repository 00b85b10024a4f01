import { requestIsland } from '../islands/requestIsland'
import type { Notification } from './notificationQueue'

/** Marks the notification region (components/notifications/NotificationRegion.tsx), which F8 finds (components/notifications/Notifications.tsx). */
export const NOTIFICATION_REGION = 'data-notification-region'

const listeners = new Set<() => void>()
let notified = false

/** Tells the notification region to show itself (components/notifications/Notifications.tsx). */
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

/** The region's island root, rendered only on pages whose +config.ts says `notifications: true`. */
const regionSelector = '[data-island="Notifications"]'

/**
 * Shows a notification. The region's island hydrates with the first one; its
 * code, the queue's and the toast's were fetched once the page was idle
 * (Notifications.island.tsx), and are only fetched now if that has not happened yet.
 *
 * A notification is silent as it appears (components/notifications/NotificationRegion.tsx
 * says why): say the same words in place too, in a polite live line next to
 * what she pressed, as the quiz's email box does. F8 then reads it whole.
 */
export function notify(notification: Notification): void {
  // Without the region nothing would show, and nothing would say so (tests/notifications.test.ts catches it first).
  if (!document.querySelector(regionSelector)) {
    console.error('notify(): this page has no notification region; set `notifications: true` in its +config.ts')
    return
  }
  notified = true
  for (const listener of listeners) listener()
  requestIsland('Notifications')
  void import('./notificationQueue').then(({ notificationQueue, NOTIFICATION_TIMEOUT_MS }) =>
    notificationQueue.add(notification, { timeout: NOTIFICATION_TIMEOUT_MS }),
  )
}
