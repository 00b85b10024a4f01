import { defineMessages, type MessageDescriptor } from 'react-intl'
import { BookOpen, Compass, Flower2, MessageCircleHeart, ShieldCheck, Wrench } from 'lucide'
import { described } from './messages'
import type { IconCard, OnwardLink, RichParagraph } from './richText'

/**
 * THE COACH'S BIOGRAPHY — the practice's to replace. These paragraphs are a
 * truthful placeholder: they state only what the site states elsewhere (a
 * trauma recovery coach, online, women in five countries, coaching not
 * therapy). Her certification, training and supervision are records of their
 * own (content/credential.ts), listed first among the facts once she fills
 * them in; the paragraphs make no claim about where she trained. Before launch the coach rewrites them in her own words,
 * keeping the shape (a heading, paragraphs, a short list of facts) and adding
 * no clinical credentials she does not hold. Then `npm run i18n:seed`: her
 * words stay outdated for en-GB and en-AU until a translator reviews them
 * (content/coachWords.ts; steps in docs/change-copy.md).
 */
export type Biography = { title: MessageDescriptor; paragraphs: readonly RichParagraph[]; factsTitle: MessageDescriptor; facts: readonly MessageDescriptor[] }

const bio = described(defineMessages({
  title: { id: 'about.bio.title', defaultMessage: 'Meet your coach', description: 'Heading of the coach\'s biography on the About page' },
  p1: { id: 'about.bio.p1', defaultMessage: 'I am a trauma recovery coach, and Thrive is my practice. I work one to one, online, with women in the United States, Canada, the United Kingdom, Australia and New Zealand.', description: 'Biography paragraph 1, in the coach\'s voice ("I")' },
  p2: { id: 'about.bio.p2', defaultMessage: 'I do this work because I believe women deserve support that pays attention to the body and to relationships, not only to the mind. Many women tell me they feel the effects of trauma in their body as much as in their thoughts. My work draws on Internal Family Systems, somatic awareness and nervous system regulation, which you can read about on the <approach>Approach page</approach>.', description: 'Biography paragraph 2; the “approach” tag links to the Approach page' },
  p3: { id: 'about.bio.p3', defaultMessage: 'I work with women healing from childhood trauma, complex PTSD, narcissistic abuse and attachment wounds. Many of them are thoughtful, capable women who look fine from the outside and feel exhausted on the inside. If that sounds familiar, you are very welcome here.', description: 'Biography paragraph 3: who the coach works with' },
  p4: { id: 'about.bio.p4', defaultMessage: 'I am a coach, not a therapist or a doctor, and I do not diagnose or treat mental health conditions. When someone needs more than coaching can offer, I say so honestly and encourage her to find the right care. I am always glad to work alongside a client\'s therapist.', description: 'Biography paragraph 4: coaching is not therapy' },
  factsTitle: { id: 'about.bio.facts.title', defaultMessage: 'At a glance', description: 'Small heading above a short list of facts about the coach' },
  women: { id: 'about.bio.facts.women', defaultMessage: 'Works with adult women, 18 and over', description: 'Fact about the coach' },
  online: { id: 'about.bio.facts.online', defaultMessage: 'All sessions online, by secure video', description: 'Fact about the coach' },
  countries: { id: 'about.bio.facts.countries', defaultMessage: 'Clients in five countries', description: 'Fact about the coach' },
  consultation: { id: 'about.bio.facts.consultation', defaultMessage: 'A free, no-pressure first consultation', description: 'Fact about the coach' },
  training: { id: 'about.bio.facts.training', defaultMessage: 'Trained in <link>{course}</link> with {body}, {year}', description: 'Fact about the coach, shown only once the practice has filled in her training record: {course} is the course as its provider names it (a link to a page about it when there is one), {body} the body that ran it, {year} the year she completed it' },
  supervision: { id: 'about.bio.facts.supervision', defaultMessage: 'Her coaching is supervised by {supervisor}, since {year}', description: 'Fact about the coach, shown only once the practice has filled in her supervision record: {supervisor} is who supervises her work (a named supervisor with her profession, or a supervision service), {year} the year it began' },
}))

/** The facts shown from the practice's own records (content/credential.ts), once filled in. */
export const recordFacts = { training: bio.training, supervision: bio.supervision }

export const biography: Biography = {
  title: bio.title,
  paragraphs: [{ text: bio.p1 }, { text: bio.p2, links: { approach: '/approach' } }, { text: bio.p3 }, { text: bio.p4 }],
  factsTitle: bio.factsTitle,
  facts: [bio.women, bio.online, bio.countries, bio.consultation],
}

export const aboutMessages = described(defineMessages({
  metaTitle: { id: 'about.meta.title', defaultMessage: 'About Thrive and Your Coach', description: 'About page title (browser tab and search results); Thrive is the practice\'s name' },
  metaDescription: { id: 'about.meta.description', defaultMessage: 'Meet the trauma recovery coach behind Thrive, an online practice for women healing from childhood trauma, complex PTSD, narcissistic abuse and attachment wounds.', description: 'About page description for search results (about 155 characters)' },
  heroTitle: { id: 'about.hero.title', defaultMessage: 'About Thrive', description: 'Main heading (h1) of the About page; Thrive is the practice\'s name' },
  heroLead: { id: 'about.hero.lead', defaultMessage: 'Thrive is a small online coaching practice for women healing from trauma. It exists to offer what so many women need and struggle to find: steady, informed support that never rushes you and never treats you as a problem to be fixed.', description: 'Introductory paragraph under the About page heading' },
  primary: { id: 'about.primary', defaultMessage: 'Schedule a Free Consultation', description: 'Button on the About page (hero and closing band); goes to the contact page' },
  services: { id: 'about.services', defaultMessage: 'Explore Services', description: 'Second button in the About page hero; goes to the Services page' },

  benefitsTitle: { id: 'about.benefits.title', defaultMessage: 'What working together offers', description: 'Heading of the benefit cards on the About page' },
  benefitsIntro: { id: 'about.benefits.intro', defaultMessage: 'Coaching with Thrive is built on a few simple commitments.', description: 'Introduction to the benefit cards on the About page' },

  philosophyTitle: { id: 'about.philosophy.title', defaultMessage: 'My philosophy', description: 'Heading of the coach\'s philosophy section on the About page' },
  philosophy1: { id: 'about.philosophy.p1', defaultMessage: 'I believe the ways you learned to cope made sense. Staying on high alert, pleasing people, shutting down and pushing others away were all attempts to stay safe. Healing is not about getting rid of those parts of you. It is about understanding them so well that they can finally rest.', description: 'Philosophy paragraph 1' },
  philosophy2: { id: 'about.philosophy.p2', defaultMessage: 'I believe the body matters. Many people find that trauma shows up not only as memories but as alarm in the body. Body-based approaches aim to help the body feel safer. Some clients tell me this helps them. That is their experience, not a research finding: talking therapies are well tested, and they help many people.', description: 'Philosophy paragraph 2' },
  philosophy3: { id: 'about.philosophy.p3', defaultMessage: 'And I believe you are the expert on your own life. My role is to offer knowledge, structure and steady company, while you stay in charge of the direction. Healing takes the time it takes, and there is no right pace.', description: 'Philosophy paragraph 3' },
  expectTitle: { id: 'about.philosophy.expect.title', defaultMessage: 'What you can expect from me', description: 'Heading of a short list of the coach\'s commitments' },
  expectHonesty: { id: 'about.philosophy.expect.honesty', defaultMessage: 'Honesty about what coaching can and cannot do', description: 'Commitment list item' },
  expectConfidentiality: { id: 'about.philosophy.expect.confidentiality', defaultMessage: 'Confidentiality, and a clear explanation of its legal limits at the start', description: 'Commitment list item' },
  expectWarmth: { id: 'about.philosophy.expect.warmth', defaultMessage: 'Warmth without pressure', description: 'Commitment list item' },
  expectRespect: { id: 'about.philosophy.expect.respect', defaultMessage: 'Respect for your culture, beliefs and identity', description: 'Commitment list item' },
  expectReferrals: { id: 'about.philosophy.expect.referrals', defaultMessage: 'Suggestions of other support whenever you need more than coaching', description: 'Commitment list item' },

  onwardTitle: { id: 'about.onward.title', defaultMessage: 'Where to go next', description: 'Heading of the list of links near the end of the About page' },
  servicesLabel: { id: 'about.onward.services.label', defaultMessage: 'Coaching services', description: 'Link to the Services page' },
  servicesBody: { id: 'about.onward.services.body', defaultMessage: 'Childhood trauma, complex PTSD, narcissistic abuse and attachment healing.', description: 'What the reader will find on the Services page' },
  approachLabel: { id: 'about.onward.approach.label', defaultMessage: 'My approach', description: 'Link to the Approach page' },
  approachBody: { id: 'about.onward.approach.body', defaultMessage: 'What Internal Family Systems, somatic work and nervous system regulation look like in a session.', description: 'What the reader will find on the Approach page' },
  quizLabel: { id: 'about.onward.quiz.label', defaultMessage: 'The healing quiz', description: 'Link to the five-question healing quiz' },
  quizBody: { id: 'about.onward.quiz.body', defaultMessage: 'Five gentle questions to help you reflect on where you are in your healing.', description: 'What the reader will find in the quiz' },
  faqsLabel: { id: 'about.onward.faqs.label', defaultMessage: 'Frequently asked questions', description: 'Link to the FAQs page' },
  faqsBody: { id: 'about.onward.faqs.summary', defaultMessage: 'Answers to common questions about coaching, sessions and healing.', description: 'What the reader will find on the FAQs page' },

  ctaTitle: { id: 'about.cta.title', defaultMessage: 'Would you like to talk?', description: 'Heading of the closing call to action on the About page' },
  ctaBody: { id: 'about.cta.body', defaultMessage: 'A free consultation is an easy, unhurried way to see whether we are a good fit. Ask anything, and share only what you want to.', description: 'Text of the closing call to action on the About page' },
}))

const b = described(defineMessages({
  safetyTitle: { id: 'about.benefits.safety.title', defaultMessage: 'Safety before depth', description: 'Benefit card title' },
  safetyBody: { id: 'about.benefits.safety.body', defaultMessage: 'We build steadiness and trust first. You never have to share or relive anything before you are ready.', description: 'Benefit card text' },
  paceTitle: { id: 'about.benefits.pace.title', defaultMessage: 'Your pace, your choice', description: 'Benefit card title' },
  paceBody: { id: 'about.benefits.pace.body', defaultMessage: 'You decide what we focus on and how fast we go. You can pause, change direction or stop at any time.', description: 'Benefit card text' },
  toolsTitle: { id: 'about.benefits.tools.title', defaultMessage: 'Practical tools', description: 'Benefit card title' },
  toolsBody: { id: 'about.benefits.tools.body', defaultMessage: 'You leave sessions with small, concrete practices for everyday life, not only new insights.', description: 'Benefit card text' },
  informedTitle: { id: 'about.benefits.informed.title', defaultMessage: 'Trauma-informed, not generic', description: 'Benefit card title' },
  informedBody: { id: 'about.benefits.informed.body', defaultMessage: 'Coaching grounded in an understanding of trauma, the nervous system and how relational wounds heal.', description: 'Benefit card text' },
  wholeTitle: { id: 'about.benefits.whole.title', defaultMessage: 'The whole of you', description: 'Benefit card title' },
  wholeBody: { id: 'about.benefits.whole.body', defaultMessage: 'Your body, feelings, relationships and values all belong in the room. You are more than what happened to you.', description: 'Benefit card text' },
  respectTitle: { id: 'about.benefits.respect.title', defaultMessage: 'Respect for your story', description: 'Benefit card title' },
  respectBody: { id: 'about.benefits.respect.body', defaultMessage: 'No labels, no judgment and no pressure to forgive or forget. Your experience is taken seriously.', description: 'Benefit card text' },
}))

export const aboutBenefits: readonly IconCard[] = [
  { icon: ShieldCheck, title: b.safetyTitle, body: b.safetyBody },
  { icon: Compass, title: b.paceTitle, body: b.paceBody },
  { icon: Wrench, title: b.toolsTitle, body: b.toolsBody },
  { icon: BookOpen, title: b.informedTitle, body: b.informedBody },
  { icon: Flower2, title: b.wholeTitle, body: b.wholeBody },
  { icon: MessageCircleHeart, title: b.respectTitle, body: b.respectBody },
]

const a = aboutMessages

export const philosophy = {
  paragraphs: [{ text: a.philosophy1 }, { text: a.philosophy2 }, { text: a.philosophy3 }] as readonly RichParagraph[],
  expectations: [a.expectHonesty, a.expectConfidentiality, a.expectWarmth, a.expectRespect, a.expectReferrals] as readonly MessageDescriptor[],
}

export const aboutOnward: readonly OnwardLink[] = [
  { href: '/services', label: a.servicesLabel, body: a.servicesBody },
  { href: '/approach', label: a.approachLabel, body: a.approachBody },
  { href: '/healing-quiz', label: a.quizLabel, body: a.quizBody },
  { href: '/faqs', label: a.faqsLabel, body: a.faqsBody },
]
