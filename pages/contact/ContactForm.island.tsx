import { defineIsland } from '../../components/islands/defineIsland'
import { ContactForm } from './ContactForm'

/** The consultation request form (React Aria Form; it also posts without scripts). */
export default defineIsland({ name: 'ContactForm', Component: ContactForm, scopes: ['contact.form'] })
