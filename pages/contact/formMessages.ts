import { defineMessages } from 'react-intl'
import { described } from '../../content/messages'

/** The words of the consultation form: apart from the page's, since only these go to the browser with its island. */
export const contactFormMessages = described(defineMessages({
  firstName: { id: 'contact.form.firstName', defaultMessage: 'First name', description: 'Label of the first-name field of the contact form' },
  lastName: { id: 'contact.form.lastName', defaultMessage: 'Last name', description: 'Label of the last-name (family name) field of the contact form' },
  phone: { id: 'contact.form.phone', defaultMessage: 'Phone', description: 'Label of the phone number field of the contact form' },
  phoneHint: { id: 'contact.form.phoneHint', defaultMessage: 'Please include your country code, for example +1, +44, +61 or +64.', description: 'Hint under the phone field: clients live in several countries' },
  email: { id: 'contact.form.email', defaultMessage: 'Email', description: 'Label of the email address field of the contact form' },
  message: { id: 'contact.form.message', defaultMessage: 'Message', description: 'Label of the free-text message field of the contact form' },
  messageHint: { id: 'contact.form.messageHint', defaultMessage: 'What brings you here, and is there anything you would like us to know? A few words are plenty.', description: 'Hint under the message field of the contact form' },
  tooLong: { id: 'contact.form.error.tooLong', defaultMessage: '{field} must be {max, number} characters or fewer', description: 'Error under a contact form field (and in the error box at the top) when its value is longer than the field takes; {field} is the field\'s label (e.g. "First name"), {max} the most characters it takes' },
  emailFormat: { id: 'contact.form.error.email', defaultMessage: 'Enter an email address in the correct format, like name@example.com', description: 'Error under the email field (and in the error box at the top) when the value is not an email address; says what one looks like. Keep name@example.com, a reserved example address' },
  phoneFormat: { id: 'contact.form.error.phone', defaultMessage: 'Enter a phone number using only digits, spaces, brackets, dots or dashes, with your country code, like +1 202 555 0123', description: 'Error under the phone field (and in the error box at the top) when the value has other characters; says what a valid number looks like. The example is a number reserved for fiction in the region: use the region\'s own (UK: +44 7700 900123, Australia: +61 491 570 156)' },
  errorSummaryTitle: { id: 'contact.form.errorSummary.title', defaultMessage: 'There is a problem', description: 'Heading of the box at the top of the contact form that lists the fields whose values were not accepted when the visitor pressed Send (as on GOV.UK forms); also the name screen readers give the box when it is focused' },
  safetyTip: { id: 'contact.form.safetyTip', defaultMessage: 'For your safety, use an email address and phone number that only you can access. If it is not safe for us to call you or leave a voicemail, please say so in your message.', description: 'Safety advice under the contact form for readers whose messages or calls may be monitored' },
  privacy: { id: 'contact.form.privacy', defaultMessage: 'Your message goes to Thrive through our form provider. This website itself keeps no copy. See our <link>privacy policy</link>.', description: 'Privacy note under the contact form; "Thrive" is the practice name; <link> goes to the privacy policy' },
  submit: { id: 'contact.form.submit', defaultMessage: 'Send Request', description: 'Button that sends the contact form' },
}))
