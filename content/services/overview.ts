import { defineMessages } from 'react-intl'
import { BatteryCharging, Flower2, Globe, HeartHandshake, House, Lock, ShieldHalf, Waves } from 'lucide'
import { described } from '../messages'
import type { HealthReview } from '../review'
import { videoTherapyTrials } from '../sources'
import type { IconCard, OnwardLink } from '../richText'
import type { ServiceCard } from './types'

/** The Services page's own words (scope 'services.overview'). */
export const servicesOverviewMessages = described(defineMessages({
  metaTitle: { id: 'services.overview.meta.title', defaultMessage: 'Trauma Recovery Coaching Services', description: 'Title of the Services page (browser tab and search results)' },
  metaDescription: { id: 'services.overview.meta.description', defaultMessage: 'Four online coaching services for women: childhood trauma recovery, complex PTSD, narcissistic abuse recovery and attachment healing. Virtual sessions by secure video.', description: 'Description of the Services page for search results (about 155 characters)' },
  heroTitle: { id: 'services.overview.hero.title', defaultMessage: 'Coaching Services', description: 'Main heading (h1) of the Services page' },
  heroLead: { id: 'services.overview.hero.lead', defaultMessage: 'Four focused ways to work together, each grounded in safety, choice and compassion. Every session is online, by secure video, so you can heal from wherever you feel most at ease.', description: 'Introductory paragraph under the Services page heading' },
  heroNote: { id: 'services.overview.hero.note', defaultMessage: 'Coaching is educational and supportive. It is not therapy, and it does not diagnose or treat mental health conditions.', description: 'Small note under the Services page buttons' },
  primary: { id: 'services.overview.primary', defaultMessage: 'Schedule a Free Consultation', description: 'Button on the Services page (hero and closing band); goes to the contact page' },
  quiz: { id: 'services.overview.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Second button in the Services page hero; goes to the healing quiz' },

  cardsTitle: { id: 'services.overview.cards.title', defaultMessage: 'How I can support you', description: 'Heading above the four service cards; "I" is the coach' },
  cardsIntro: { id: 'services.overview.cards.intro', defaultMessage: 'Each service draws on the same gentle methods, shaped around what you are healing from. Many women find that more than one speaks to them. If you are not sure which fits, that is completely fine: we can work it out together in a free consultation.', description: 'Introduction to the four service cards' },
  learnMore: { id: 'services.overview.cards.learnMore', defaultMessage: 'Learn More<hidden> about {service}</hidden>', description: 'Link at the bottom of each service card to its page; the part inside the “hidden” tag is read by screen readers only; {service} is the service name' },

  whyTitle: { id: 'services.overview.why.title', defaultMessage: 'Why online coaching can help', description: 'Heading of the section on why online coaching works' },
  whyIntro: { id: 'services.overview.why.intro', defaultMessage: 'Two trials of trauma therapy by video (cognitive processing therapy for PTSD, published in 2014 and 2015 and listed in the sources on this page) found it helped about as much as meeting in person. Coaching has not been tested in trials like these. In many clients’ experience, though, online sessions are what make steady support possible at all.', description: 'Introduction to the reasons online coaching works' },
  whyLimits: { id: 'services.overview.why.limits', defaultMessage: 'Online coaching is not right for every situation. It is not an emergency service, and if you need medical or crisis care, a local service is the right first step.', description: 'Honest note after the reasons online coaching works' },

  areaTitle: { id: 'services.overview.area.title', defaultMessage: 'Where and when I work', description: 'Heading of the service area and hours section; "I" is the coach' },
  areaIntro: { id: 'services.overview.area.intro', defaultMessage: 'I work with women aged 18 and over who live in these {count, plural, =5 {five countries} =6 {six countries} =7 {seven countries} one {# country} other {# countries}}:', description: 'Introduction to the list of countries served, which follows; {count} is how many there are (the list comes from the service regions, content/regions.ts)' },
  countriesLabel: { id: 'services.overview.area.countries', defaultMessage: 'Countries served', description: 'Small heading above the list of countries' },
  hoursLabel: { id: 'services.overview.area.hours', defaultMessage: 'Session hours', description: 'Small heading above the session hours' },
  hoursNote: { id: 'services.overview.area.hoursNote', defaultMessage: 'All sessions are virtual, by secure video. In your free consultation we can work out what these hours mean in your own time zone.', description: 'Note under the session hours' },

  startTitle: { id: 'services.overview.start.title', defaultMessage: 'Not sure where to start?', description: 'Heading of the list of links for readers who are unsure which service fits' },
  startIntro: { id: 'services.overview.start.intro', defaultMessage: 'These can help you reflect before you decide anything.', description: 'Introduction to the list of links for unsure readers' },
  quizLabel: { id: 'services.overview.start.quiz.label', defaultMessage: 'The healing quiz', description: 'Link to the five-question healing quiz' },
  quizBody: { id: 'services.overview.start.quiz.body', defaultMessage: 'Five gentle questions about where you are in your healing, with a short reflection at the end.', description: 'What the reader will find in the quiz' },
  approachLabel: { id: 'services.overview.start.approach.label', defaultMessage: 'How I work', description: 'Link to the Approach page; "I" is the coach' },
  approachBody: { id: 'services.overview.start.approach.body', defaultMessage: 'The three methods behind every service, and what a session is like.', description: 'What the reader will find on the Approach page' },
  childhoodGuideLabel: { id: 'services.overview.start.childhoodGuide.label', defaultMessage: 'Childhood trauma help guide', description: 'Link to the childhood trauma guide page' },
  childhoodGuideBody: { id: 'services.overview.start.childhoodGuide.body', defaultMessage: 'An overview of the kinds of help available, from therapy to self-care.', description: 'What the reader will find in the childhood trauma guide' },
  abuseGuideLabel: { id: 'services.overview.start.abuseGuide.label', defaultMessage: 'Narcissistic abuse help guide', description: 'Link to the narcissistic abuse guide page' },
  abuseGuideBody: { id: 'services.overview.start.abuseGuide.body', defaultMessage: 'Common tactics, signs to look out for and where to find support.', description: 'What the reader will find in the narcissistic abuse guide' },

  ctaTitle: { id: 'services.overview.cta.title', defaultMessage: 'Take the first step, gently', description: 'Heading of the closing call to action on the Services page' },
  ctaBody: { id: 'services.overview.cta.body', defaultMessage: 'A free consultation is a chance to talk about what you are looking for and to ask anything you like. There is no obligation to continue.', description: 'Text of the closing call to action on the Services page' },
}))

const o = servicesOverviewMessages

/** The countries served, every service region's in the records' order (content/regions.ts); each named by Intl in the page's locale. */
export { serviceCountries as serviceArea } from '../locales'

const c = described(defineMessages({
  childhoodTitle: { id: 'services.cards.childhood.title', defaultMessage: 'Childhood Trauma Recovery', description: 'Service card title' },
  childhoodDescription: { id: 'services.cards.childhood.description', defaultMessage: 'For women whose early years left them anxious, self-critical or always on guard. Understand how the past shaped you and build new, kinder patterns.', description: 'Service card description' },
  childhood1: { id: 'services.cards.childhood.benefit1', defaultMessage: 'Calm a nervous system that stays on alert', description: 'Service card benefit' },
  childhood2: { id: 'services.cards.childhood.benefit2', defaultMessage: 'Quiet the harsh inner critic', description: 'Service card benefit' },
  childhood3: { id: 'services.cards.childhood.benefit3', defaultMessage: 'Understand the patterns you learned to survive', description: 'Service card benefit' },
  childhood4: { id: 'services.cards.childhood.benefit4', defaultMessage: 'Build self-compassion and healthy boundaries', description: 'Service card benefit' },
  cptsdTitle: { id: 'services.cards.cptsd.title', defaultMessage: 'Complex PTSD Coaching', description: 'Service card title' },
  cptsdDescription: { id: 'services.cards.cptsd.description', defaultMessage: 'For women living with the effects of long-term or repeated trauma. Steady, practical support with flashbacks, overwhelm and shame.', description: 'Service card description' },
  cptsd1: { id: 'services.cards.cptsd.benefit1', defaultMessage: 'Tools for emotional flashbacks', description: 'Service card benefit' },
  cptsd2: { id: 'services.cards.cptsd.benefit2', defaultMessage: 'Grounding skills for overwhelm and shutdown', description: 'Service card benefit' },
  cptsd3: { id: 'services.cards.cptsd.benefit3', defaultMessage: 'Gentle work with shame and self-blame', description: 'Service card benefit' },
  cptsd4: { id: 'services.cards.cptsd.benefit4', defaultMessage: 'Steadier routines for daily life', description: 'Service card benefit' },
  narcissisticTitle: { id: 'services.cards.narcissistic.title', defaultMessage: 'Narcissistic Abuse Recovery', description: 'Service card title' },
  narcissisticDescription: { id: 'services.cards.narcissistic.description', defaultMessage: 'For women recovering from a manipulative or emotionally abusive relationship with a partner, parent or someone else close to them.', description: 'Service card description' },
  narcissistic1: { id: 'services.cards.narcissistic.benefit1', defaultMessage: 'Trust your own perception again', description: 'Service card benefit' },
  narcissistic2: { id: 'services.cards.narcissistic.benefit2', defaultMessage: 'Understand and loosen the trauma bond', description: 'Service card benefit' },
  narcissistic3: { id: 'services.cards.narcissistic.benefit3', defaultMessage: 'Set clear, confident boundaries', description: 'Service card benefit' },
  narcissistic4: { id: 'services.cards.narcissistic.benefit4', defaultMessage: 'Rebuild your sense of self', description: 'Service card benefit' },
  attachmentTitle: { id: 'services.cards.attachment.title', defaultMessage: 'Attachment Healing', description: 'Service card title' },
  attachmentDescription: { id: 'services.cards.attachment.description', defaultMessage: 'For women who find closeness frightening, confusing or never enough. Understand your attachment style and grow toward secure connection.', description: 'Service card description' },
  attachment1: { id: 'services.cards.attachment.benefit1', defaultMessage: 'Understand your attachment patterns', description: 'Service card benefit' },
  attachment2: { id: 'services.cards.attachment.benefit2', defaultMessage: 'Soothe the fear of being left or smothered', description: 'Service card benefit' },
  attachment3: { id: 'services.cards.attachment.benefit3', defaultMessage: 'Name your needs with confidence', description: 'Service card benefit' },
  attachment4: { id: 'services.cards.attachment.benefit4', defaultMessage: 'Build safer, more mutual relationships', description: 'Service card benefit' },
}))

/** The four service cards (scope 'services.cards'), each linking to its page. */
export const serviceCards: readonly ServiceCard[] = [
  { path: '/services/childhood-trauma-recovery', icon: Flower2, title: c.childhoodTitle, description: c.childhoodDescription, benefits: [c.childhood1, c.childhood2, c.childhood3, c.childhood4] },
  { path: '/services/complex-ptsd-coaching', icon: Waves, title: c.cptsdTitle, description: c.cptsdDescription, benefits: [c.cptsd1, c.cptsd2, c.cptsd3, c.cptsd4] },
  { path: '/services/narcissistic-abuse-recovery', icon: ShieldHalf, title: c.narcissisticTitle, description: c.narcissisticDescription, benefits: [c.narcissistic1, c.narcissistic2, c.narcissistic3, c.narcissistic4] },
  { path: '/services/attachment-healing', icon: HeartHandshake, title: c.attachmentTitle, description: c.attachmentDescription, benefits: [c.attachment1, c.attachment2, c.attachment3, c.attachment4] },
]

const w = described(defineMessages({
  safeTitle: { id: 'services.overview.why.safe.title', defaultMessage: 'Safety you choose', description: 'Reason card title: the client picks her surroundings' },
  safeBody: { id: 'services.overview.why.safe.body', defaultMessage: 'You join from a space you know and control. Feeling physically safe helps the body settle enough for inner work.', description: 'Reason card text' },
  accessTitle: { id: 'services.overview.why.access.title', defaultMessage: 'Specialist support, wherever you live', description: 'Reason card title' },
  accessBody: { id: 'services.overview.why.access.body', defaultMessage: 'Trauma-informed coaching can be hard to find locally. Online, where you live no longer limits who you can work with.', description: 'Reason card text' },
  energyTitle: { id: 'services.overview.why.energy.title', defaultMessage: 'Less strain on hard days', description: 'Reason card title' },
  energyBody: { id: 'services.overview.why.energy.body', defaultMessage: 'No travel, parking or waiting room. You can rest straight after a session and let it settle.', description: 'Reason card text' },
  privacyTitle: { id: 'services.overview.why.privacy.title', defaultMessage: 'Privacy and discretion', description: 'Reason card title' },
  privacyBody: { id: 'services.overview.why.privacy.body', defaultMessage: 'Sessions are held by secure video. No one sees you walk into an office, and this website sets no cookies and runs no trackers.', description: 'Reason card text; the site really sets no cookies' },
}))

export const whyOnlineReasons: readonly IconCard[] = [
  { icon: House, title: w.safeTitle, body: w.safeBody },
  { icon: Globe, title: w.accessTitle, body: w.accessBody },
  { icon: BatteryCharging, title: w.energyTitle, body: w.energyBody },
  { icon: Lock, title: w.privacyTitle, body: w.privacyBody },
]

export const servicesOnward: readonly OnwardLink[] = [
  { href: '/healing-quiz', label: o.quizLabel, body: o.quizBody },
  { href: '/approach', label: o.approachLabel, body: o.approachBody },
  { href: '/childhood-trauma-help', label: o.childhoodGuideLabel, body: o.childhoodGuideBody },
  { href: '/narcissistic-abuse-help', label: o.abuseGuideLabel, body: o.abuseGuideBody },
]

/** The Services page's review record: its claim about therapy by video rests on the two trials. */
export const servicesReview: HealthReview = { lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', sources: [...videoTherapyTrials] }
