import { defineMessages } from 'react-intl'
import type { IconCard } from './richText'
import { described } from './messages'
import { CalendarCheck, HeartHandshake, Home, Infinity as InfinityIcon, MessageCircle, ShieldCheck, Sprout, Video, Globe2, Award } from 'lucide'

export const homeMessages = described(defineMessages({
  metaTitle: { id: 'home.meta.title', defaultMessage: 'Online Trauma Healing for Women', description: 'Home page title (browser tab and search results)' },
  metaDescription: { id: 'home.meta.description', defaultMessage: 'Trauma recovery coaching for women healing from childhood trauma, complex PTSD, narcissistic abuse and attachment wounds. Virtual sessions by secure video. Book a free consultation.', description: 'Home page description for search results (about 155 characters)' },
  serviceType: { id: 'home.service.type', defaultMessage: 'Trauma recovery coaching', description: 'The kind of service the practice offers, in its structured data for search engines (schema.org serviceType); not shown on the page' },
  badge: { id: 'home.hero.badge', defaultMessage: 'Certified Trauma Recovery Coach', description: 'Badge above the home page heading stating the coach\'s certification (shown only once the coach has filled in who certified her)' },
  heroTitle: { id: 'home.hero.title', defaultMessage: 'Online Trauma Healing for Women', description: 'Main heading (h1) of the home page' },
  heroLead: { id: 'home.hero.lead', defaultMessage: 'Gentle, structured coaching for women healing from childhood trauma, complex PTSD, narcissistic abuse and attachment wounds — from wherever you feel safest, by secure video.', description: 'Introductory paragraph under the home page heading' },
  heroPrimary: { id: 'home.hero.primary', defaultMessage: 'Start Your Healing Journey', description: 'Main button on the home page; goes to the contact page to book a free consultation' },
  heroQuiz: { id: 'home.hero.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Second button on the home page; goes to the five-question healing quiz' },
  heroNote: { id: 'home.hero.note', defaultMessage: 'Coaching is educational and supportive. It is not therapy, and it works well alongside it.', description: 'Small note under the home page buttons' },
  whyTitle: { id: 'home.why.title', defaultMessage: 'Why online trauma coaching?', description: 'Heading of the home page section about the benefits of online coaching' },
  whyIntro: { id: 'home.why.intro', defaultMessage: 'Healing asks a lot of you. Online sessions remove some of the obstacles that can keep support out of reach.', description: 'Introduction to the three benefit cards on the home page' },
  stepsTitle: { id: 'home.steps.title', defaultMessage: 'How it works', description: 'Heading of the four-step process on the home page' },
  stepsIntro: { id: 'home.steps.intro', defaultMessage: 'Four unhurried steps. You set the pace, and you can pause whenever you need to.', description: 'Introduction to the four-step process' },
  stepLabel: { id: 'home.steps.stepLabel', defaultMessage: 'Step {number}', description: 'Label above each step of the process; {number} is 1 to 4' },
  trustTitle: { id: 'home.trust.title', defaultMessage: 'Support you can trust', description: 'Heading of the credibility tiles on the home page' },
  storiesTitle: { id: 'home.stories.title', defaultMessage: 'In their words', description: 'Heading of the testimonials section on the home page' },
  storiesNote: { id: 'home.stories.note', defaultMessage: 'Shared with permission. Names and details are changed to protect privacy.', description: 'Note under the testimonials explaining that names are changed' },
  storyQuote: { id: 'home.stories.quote', defaultMessage: '“{quote}”', description: 'A testimonial inside quotation marks; use the quotation marks of your language around {quote}' },
  storyFocus: { id: 'home.stories.focus', defaultMessage: 'Healing focus: {focus}', description: 'Line under a testimonial naming what the client worked on; {focus} is a topic such as "Narcissistic abuse recovery"' },
  ctaTitle: { id: 'home.cta.title', defaultMessage: 'You deserve support that feels safe', description: 'Heading of the closing call to action on the home page' },
  ctaBody: { id: 'home.cta.body', defaultMessage: 'A free, no-pressure consultation is a chance to ask questions and see whether coaching feels right for you.', description: 'Text of the closing call to action on the home page' },
  ctaButton: { id: 'home.cta.button', defaultMessage: 'Schedule a Free Consultation', description: 'Button in the closing call to action; goes to the contact page' },
}))

export const whyOnlineCards: IconCard[] = [
  {
    icon: Home,
    ...defineMessages({
      title: { id: 'home.why.home.title', defaultMessage: 'Heal where you feel safe', description: 'Benefit card title: sessions happen from the client\'s own chosen space' },
      body: { id: 'home.why.home.body', defaultMessage: 'Join from a space you choose, with your own blanket, tea and quiet. Feeling physically safe makes it easier to do the inner work.', description: 'Benefit card text about joining from a safe, familiar place' },
    }),
  },
  {
    icon: Globe2,
    ...defineMessages({
      title: { id: 'home.why.reach.title', defaultMessage: 'Specialist support, wherever you live', description: 'Benefit card title: location does not limit access' },
      body: { id: 'home.why.reach.body', defaultMessage: 'Trauma-informed coaching is hard to find locally. Online, you can work with someone who understands complex trauma, whether you live in a city or far from one.', description: 'Benefit card text about access regardless of location' },
    }),
  },
  {
    icon: CalendarCheck,
    ...defineMessages({
      title: { id: 'home.why.time.title', defaultMessage: 'Less to manage on hard days', description: 'Benefit card title: no commute or waiting room' },
      body: { id: 'home.why.time.body', defaultMessage: 'No commute, no waiting room, no rushing home afterwards. You can rest straight after a session and let it settle.', description: 'Benefit card text about the practical ease of online sessions' },
    }),
  },
]

export const processSteps: IconCard[] = [
  {
    icon: MessageCircle,
    ...defineMessages({
      title: { id: 'home.steps.consult.title', defaultMessage: 'Free consultation', description: 'Process step 1 title' },
      body: { id: 'home.steps.consult.body', defaultMessage: 'A relaxed conversation about what brings you here and what you hope for. No obligation, and nothing you do not want to share.', description: 'Process step 1 text' },
    }),
  },
  {
    icon: CalendarCheck,
    ...defineMessages({
      title: { id: 'home.steps.schedule.title', defaultMessage: 'Schedule your sessions', description: 'Process step 2 title' },
      body: { id: 'home.steps.schedule.body', defaultMessage: 'Choose a rhythm that suits your life and your energy. Sessions are held by secure video on Mondays, Tuesdays and Thursdays.', description: 'Process step 2 text' },
    }),
  },
  {
    icon: Sprout,
    ...defineMessages({
      title: { id: 'home.steps.begin.title', defaultMessage: 'Begin healing', description: 'Process step 3 title' },
      body: { id: 'home.steps.begin.body', defaultMessage: 'Together we build safety first, then gently explore patterns, using nervous system regulation, somatic work and Internal Family Systems.', description: 'Process step 3 text; names the three coaching methods' },
    }),
  },
  {
    icon: InfinityIcon,
    ...defineMessages({
      title: { id: 'home.steps.ongoing.title', defaultMessage: 'Ongoing support', description: 'Process step 4 title' },
      body: { id: 'home.steps.ongoing.body', defaultMessage: 'Between sessions you have practical tools to use on your own, and we adjust the plan as you grow.', description: 'Process step 4 text' },
    }),
  },
]

/** The credibility tile about the coach's certification, shown only once the coach fills in content/credential.ts. */
export const credentialTile: IconCard = {
  icon: Award,
  ...defineMessages({
    title: { id: 'home.trust.certified.title', defaultMessage: 'Certified in trauma recovery coaching', description: 'Credibility tile title about the coach\'s certification (shown only once the coach has filled in who certified her)' },
    body: { id: 'home.trust.certified.body', defaultMessage: 'Certified by {body} in {year}.', description: 'Credibility tile text: who certified the coach; {body} is the certifying body\'s own name, {year} the year' },
  }),
}

export const credibilityTiles: IconCard[] = [
  {
    icon: HeartHandshake,
    ...defineMessages({
      title: { id: 'home.trust.women.title', defaultMessage: 'Focused on women', description: 'Credibility tile title: the practice only works with women' },
      body: { id: 'home.trust.women.body', defaultMessage: 'A practice built around the experiences of women healing from relational and childhood trauma.', description: 'Credibility tile text about the focus on women' },
    }),
  },
  {
    icon: ShieldCheck,
    ...defineMessages({
      title: { id: 'home.trust.private.title', defaultMessage: 'Private by design', description: 'Credibility tile title about privacy' },
      body: { id: 'home.trust.private.body', defaultMessage: 'Secure video sessions. This website sets no cookies and runs no trackers.', description: 'Credibility tile text about privacy; the site really sets no cookies' },
    }),
  },
  {
    icon: Video,
    ...defineMessages({
      title: { id: 'home.trust.regions.title', defaultMessage: 'Five countries served', description: 'Credibility tile title about the service area' },
      body: { id: 'home.trust.regions.body', defaultMessage: 'Clients in the United States, Canada, the United Kingdom, Australia and New Zealand.', description: 'Credibility tile text listing the countries served' },
    }),
  },
]
