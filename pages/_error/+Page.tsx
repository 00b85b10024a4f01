import { defineMessages, useIntl } from 'react-intl'
import { ButtonLink } from '../../components/ButtonLink'
import { Hero } from '../../components/Hero'

const m = defineMessages({
  metaTitle: { id: 'notFound.meta.title', defaultMessage: '404 Page Not Found', description: 'Title of the page shown for an address that does not exist' },
  metaDescription: { id: 'notFound.meta.description', defaultMessage: 'This page does not exist. Find your way back to Thrive’s home page or contact page.', description: 'Description of the not-found page' },
  title: { id: 'notFound.title', defaultMessage: '404 Page Not Found', description: 'Heading of the page shown for an address that does not exist' },
  body: { id: 'notFound.body', defaultMessage: 'Did you forget to add the page to the router?', description: 'Text of the not-found page (wording fixed by the specification)' },
  home: { id: 'notFound.home', defaultMessage: 'Go to the home page', description: 'Link from the not-found page to the home page' },
  contact: { id: 'notFound.contact', defaultMessage: 'Contact us', description: 'Link from the not-found page to the contact page' },
})

// Every error renders here; a prerendered site only ever shows the 404.
export default function Page() {
  const intl = useIntl()
  return (
    <Hero
      title={intl.formatMessage(m.title)}
      lead={<p>{intl.formatMessage(m.body)}</p>}
      actions={
        <>
          <ButtonLink href="/">{intl.formatMessage(m.home)}</ButtonLink>
          <ButtonLink href="/contact" variant="secondary">{intl.formatMessage(m.contact)}</ButtonLink>
        </>
      }
    />
  )
}
