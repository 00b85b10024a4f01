import { defineMessages } from 'react-intl'

const labels = defineMessages({
  home: { id: 'shell.nav.home', defaultMessage: 'Home', description: 'Main navigation link to the home page' },
  about: { id: 'shell.nav.about', defaultMessage: 'About', description: 'Main navigation link to the About page (the coach and the practice)' },
  services: { id: 'shell.nav.services', defaultMessage: 'Services', description: 'Main navigation link to the coaching services overview' },
  approach: { id: 'shell.nav.approach', defaultMessage: 'Approach', description: 'Main navigation link to the page explaining the coaching methods' },
  blog: { id: 'shell.nav.blog', defaultMessage: 'Blog', description: 'Main navigation link to the list of articles' },
  resources: { id: 'shell.nav.resources', defaultMessage: 'Resources', description: 'Main navigation link to the free resources page' },
  quiz: { id: 'shell.nav.quiz', defaultMessage: 'Quiz', description: 'Main navigation link to the five-question healing quiz' },
  faqs: { id: 'shell.nav.faqs', defaultMessage: 'FAQs', description: 'Main navigation link to the frequently asked questions' },
  contact: { id: 'shell.nav.contact', defaultMessage: 'Contact', description: 'Main navigation link to the contact form for a free consultation' },
})

export type NavItem = { path: string; label: (typeof labels)[keyof typeof labels] }

/** The top navigation, in the spec's order. */
export const mainNavigation: NavItem[] = [
  { path: '/', label: labels.home },
  { path: '/about', label: labels.about },
  { path: '/services', label: labels.services },
  { path: '/approach', label: labels.approach },
  { path: '/blog', label: labels.blog },
  { path: '/resources', label: labels.resources },
  { path: '/healing-quiz', label: labels.quiz },
  { path: '/faqs', label: labels.faqs },
  { path: '/contact', label: labels.contact },
]

/** The footer's quick links (the spec leaves out the quiz). */
export const footerQuickLinks: NavItem[] = mainNavigation.filter((item) => item.path !== '/healing-quiz')

/** The accessibility statement (issue 68), linked from every page's footer beside the privacy policy and terms. */
export const accessibilityStatementPath = '/accessibility'
