import { defineIsland } from './islands/defineIsland'
import { Notifications } from './Notifications'

/**
 * The notification region of a page that can notify (its +config.ts says
 * `notifications: true`; renderer/+Layout.tsx renders it): empty, and without
 * code, until the first `notify()` asks for it.
 */
export default defineIsland({ name: 'Notifications', Component: Notifications, scopes: ['shell.notifications'], hydrate: 'request' })
