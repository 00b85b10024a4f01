import { ToastQueue } from 'react-stately/useToastState'

/** What a notification says: a title and, optionally, a line under it. */
export type Notification = { title: string; description?: string }

/** The spec's notification constants: one visible at a time, each shown for 5 s. */
export const NOTIFICATION_TIMEOUT_MS = 5000

/** The one notification queue of the site (loaded with the first notification). */
export const notificationQueue = new ToastQueue<Notification>({ maxVisibleToasts: 1 })
