import { defineIsland } from '../../components/islands/defineIsland'
import { ContactForm } from './ContactForm'

/**
 * The consultation request form (a plain form of React Aria fields; it also posts without
 * scripts). It hydrates when the visitor reaches for it: what she typed
 * before then is adopted (ContactForm's mount effect), a press of Send replayed.
 */
export default defineIsland({ name: 'ContactForm', Component: ContactForm, scopes: ['contact.form'], hydrate: 'interaction' })
