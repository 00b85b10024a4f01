import { defineMessages } from 'react-intl'
import { described } from '../../content/messages'

/** The thank-you overlay's words: apart from the home page's, since only these go to the browser with its island. */
export const thankYouMessages = described(defineMessages({
  thanksTitle: { id: 'home.thanks.title', defaultMessage: 'Thank You!', description: 'Heading of the overlay shown after the contact form was sent' },
  thanksBody: { id: 'home.thanks.body', defaultMessage: 'We look forward to helping you on your healing journey.', description: 'First line of the thank-you overlay after the contact form was sent' },
  thanksSoon: { id: 'home.thanks.soon', defaultMessage: "You'll hear from us soon.", description: 'Second line of the thank-you overlay after the contact form was sent' },
  thanksClose: { id: 'home.thanks.close', defaultMessage: 'Close', description: 'Button that closes the thank-you overlay' },
}))
