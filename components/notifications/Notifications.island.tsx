import { defineIsland } from '../islands/defineIsland'
import { Notifications } from './Notifications'

/**
 * The notification region of a page that can notify (its +config.ts says
 * `notifications: true`; renderer/+Layout.tsx renders it): empty, and not
 * hydrated until the first `notify()` asks for it. Its code is fetched while
 * the page is idle, so a notification still shows if the connection drops.
 */
export default defineIsland({
  name: 'Notifications',
  Component: Notifications,
  scopes: ['shell.notifications'],
  hydrate: 'request',
  // The region's code, which brings the queue's: fetched while the page is idle, not at the first notification.
  prepare: () => import('./NotificationRegion'),
})
