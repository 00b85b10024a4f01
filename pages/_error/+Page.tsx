import { defineMessages, useIntl } from 'react-intl'
import { CrisisNumbers } from '../../components/crisis/CrisisNumbers'
import { Hero } from '../../components/content/Hero'
import { searchPath } from '../../content/searchPaths'

const m = defineMessages({
  metaTitle: { id: 'notFound.meta.title', defaultMessage: '404 Page Not Found', description: 'Title of the page shown for an address that does not exist' },
  metaDescription: { id: 'notFound.meta.description', defaultMessage: 'This page does not exist. Find your way back to Thrive’s home page or contact page.', description: 'Description of the not-found page' },
  title: { id: 'notFound.title', defaultMessage: '404 Page Not Found', description: 'Heading of the page shown for an address that does not exist (wording fixed by the specification)' },
  body: { id: 'notFound.body', defaultMessage: 'We could not find a page at this address. It may have a typing mistake in it, or the page may have moved. You can start again from the home page or get in touch with us. If you need help right now, the free crisis numbers are below.', description: 'Text of the not-found page: what happened, in plain words, and where to go next (home page, contact page, the crisis numbers shown below it)' },
  home: { id: 'notFound.home', defaultMessage: 'Go to the home page', description: 'Link from the not-found page to the home page' },
  search: { id: 'notFound.search', defaultMessage: 'Search the site', description: 'Link from the not-found page to the search page' },
  contact: { id: 'notFound.contact', defaultMessage: 'Contact us', description: 'Link from the not-found page to the contact page' },
})

// Every error renders here; a prerendered site only ever shows the 404. A
// visitor who lands here may have been looking for help: the region's crisis
// numbers are on the page itself.
export default function Page() {
  const intl = useIntl()
  return (
    <>
      <Hero
        title={intl.formatMessage(m.title)}
        lead={<p>{intl.formatMessage(m.body)}</p>}
        links={[{ href: '/', label: m.home }, { href: '/contact', label: m.contact }, { href: searchPath, label: m.search }]}
      />
      <div className="mx-auto max-w-6xl px-4 pb-14">
        <CrisisNumbers id="not-found-crisis" />
      </div>
    </>
  )
}
