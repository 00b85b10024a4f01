import { defineMessages } from 'react-intl'
import { described } from '../../content/messages'

/** Words of the shell that every page shows. */
export const shellMessages = described(defineMessages({
  skipLink: { id: 'shell.skipLink', defaultMessage: 'Skip to main content', description: 'Link at the very top of every page, for keyboard and screen-reader users, that jumps past the navigation' },
  mainNavLabel: { id: 'shell.nav.label', defaultMessage: 'Main', description: 'Accessible name of the main navigation landmark (screen readers say "Main navigation")' },
  homeLink: { id: 'shell.nav.logoLabel', defaultMessage: 'Thrive, home', description: 'Accessible name of the logo link that goes to the home page; "Thrive" is the practice name' },
  menuOpen: { id: 'shell.nav.menuButton', defaultMessage: 'Menu', description: 'Button on small screens that shows and hides the navigation links' },
  titleTemplate: { id: 'shell.meta.titleTemplate', defaultMessage: '{pageTitle} | Thrive', description: 'Browser tab title of every page; {pageTitle} is the page title, "Thrive" the practice name' },
  searchLink: { id: 'shell.nav.search', defaultMessage: 'Search the site', description: 'Last link of the main navigation, to the search page: a magnifying-glass icon with these words (on wide screens the icon alone shows, and these words are its accessible name)' },
  regionLabel: { id: 'shell.region.label', defaultMessage: 'Your region', description: 'Heading and accessible name of the links that switch the site to another service region (spelling, dates, crisis numbers)' },
}))
