import { defineIsland } from '../../components/islands/defineIsland'
import { ThankYouOverlay } from './ThankYouOverlay'

/** The dialog after the contact form (`/?submitted=true`). */
export default defineIsland({ name: 'ThankYouOverlay', Component: ThankYouOverlay, scopes: ['home.thanks'], hydrate: 'load' })
