export type Notification = { title: string; description?: string }

const listeners = new Set<() => void>()

/** Tells the notification region to load (components/Notifications.tsx). */
export function onNotify(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Shows a notification. The queue and the region load with the first one:
 * most pages never notify, so they never load that code.
 */
export function notify(notification: Notification): void {
  for (const listener of listeners) listener()
  void import('./notificationQueue').then(({ notificationQueue, NOTIFICATION_TIMEOUT_MS }) =>
    notificationQueue.add(notification, { timeout: NOTIFICATION_TIMEOUT_MS }),
  )
}
