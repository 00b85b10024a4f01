import { defineIsland } from './islands/defineIsland'
import { Notifications } from './Notifications'

/** The notification region every page has (empty, and without code, until something notifies). */
export default defineIsland({ name: 'Notifications', Component: Notifications, scopes: ['shell.notifications'], hydrate: 'request' })
