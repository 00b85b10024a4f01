import { defineMessages, type MessageDescriptor } from 'react-intl'
import { HeartPulse, PersonStanding, UsersRound, type IconNode } from 'lucide'
import { described } from './messages'
import type { OnwardLink, RichParagraph } from './richText'

/**
 * A coaching method (spec §3 "Approach item": icon, title, description),
 * with what it is, how a session uses it and what it is not.
 */
export type ApproachMethod = {
  /** Its section's id on /approach (the heading's anchor is `#<id>-title`). */
  id: string
  icon: IconNode
  title: MessageDescriptor
  description: MessageDescriptor
  whatItIs: readonly RichParagraph[]
  inSession: readonly MessageDescriptor[]
  whatItIsNot: readonly RichParagraph[]
}

export const approachMessages = described(defineMessages({
  metaTitle: { id: 'approach.meta.title', defaultMessage: 'My Approach: IFS, Somatic Work and Nervous System Regulation', description: 'Approach page title (browser tab and search results); IFS is Internal Family Systems' },
  metaDescription: { id: 'approach.meta.description', defaultMessage: 'How Thrive coaching uses Internal Family Systems, somatic work and nervous system regulation: what each one is, how a session uses it, and what it is not.', description: 'Approach page description for search results (about 155 characters)' },
  heroTitle: { id: 'approach.hero.title', defaultMessage: 'My Approach', description: 'Main heading (h1) of the Approach page' },
  heroLead: { id: 'approach.hero.lead', defaultMessage: 'Three methods shape how I work: Internal Family Systems, somatic work and nervous system regulation. Here is what each one is, how it shows up in a session and what it is not, so you know what to expect before we begin.', description: 'Introductory paragraph under the Approach page heading' },
  primary: { id: 'approach.primary', defaultMessage: 'Schedule a Free Consultation', description: 'Button on the Approach page (hero and closing band); goes to the contact page' },
  quiz: { id: 'approach.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Second button in the Approach page hero; goes to the healing quiz' },

  overviewTitle: { id: 'approach.overview.title', defaultMessage: 'How the pieces fit together', description: 'Heading of the section introducing the three methods' },
  overview1: { id: 'approach.overview.p1', defaultMessage: 'Trauma affects the whole person. It can change how safe the body feels, how we speak to ourselves and how we relate to others. That is why I do not rely on a single technique. Regulation helps your body feel safe enough to explore, somatic work helps you hear what your body is telling you, and Internal Family Systems offers a compassionate way to understand the different parts of you.', description: 'Paragraph explaining why the three methods are combined' },
  overview2: { id: 'approach.overview.p2', defaultMessage: 'Every session follows the same principles: safety first, your choice at every step, and no pressure to go over painful memories in detail. Coaching is educational and supportive. It is not therapy, and these methods are used here in a coaching way, not as clinical treatment.', description: 'Paragraph on the principles of every session; coaching is not therapy' },
  readMore: { id: 'approach.overview.readMore', defaultMessage: 'Read more<hidden> about {method}</hidden>', description: 'Link on each method card to its section further down the page; the part inside the “hidden” tag is read by screen readers only; {method} is the method\'s name' },

  whatItIs: { id: 'approach.method.whatItIs', defaultMessage: 'What it is', description: 'Subheading in each method\'s section: what the method is' },
  inSession: { id: 'approach.method.inSession', defaultMessage: 'How a session uses it', description: 'Subheading in each method\'s section: how it is used in a coaching session' },
  whatItIsNot: { id: 'approach.method.whatItIsNot', defaultMessage: 'What it is not', description: 'Subheading in each method\'s section: common misunderstandings and limits' },

  onwardTitle: { id: 'approach.onward.title', defaultMessage: 'Keep exploring', description: 'Heading of the list of links near the end of the Approach page' },
  servicesLabel: { id: 'approach.onward.services.label', defaultMessage: 'Coaching services', description: 'Link to the Services page' },
  servicesBody: { id: 'approach.onward.services.body', defaultMessage: 'How these methods are shaped for childhood trauma, complex PTSD, narcissistic abuse and attachment healing.', description: 'What the reader will find on the Services page' },
  aboutLabel: { id: 'approach.onward.about.label', defaultMessage: 'About your coach', description: 'Link to the About page' },
  aboutBody: { id: 'approach.onward.about.body', defaultMessage: 'Who I am, who I work with and what you can expect from me.', description: 'What the reader will find on the About page' },
  guideLabel: { id: 'approach.onward.guide.label', defaultMessage: 'Childhood trauma help guide', description: 'Link to the childhood trauma guide page' },
  guideBody: { id: 'approach.onward.guide.body', defaultMessage: 'How coaching compares with therapies such as EMDR and trauma-focused CBT.', description: 'What the reader will find in the childhood trauma guide; EMDR and CBT are therapy names' },
  quizLabel: { id: 'approach.onward.quiz.label', defaultMessage: 'The healing quiz', description: 'Link to the five-question healing quiz' },
  quizBody: { id: 'approach.onward.quiz.body', defaultMessage: 'Five gentle questions to help you reflect on where you are in your healing right now.', description: 'What the reader will find in the quiz' },

  ctaTitle: { id: 'approach.cta.title', defaultMessage: 'Curious whether this approach suits you?', description: 'Heading of the closing call to action on the Approach page' },
  ctaBody: { id: 'approach.cta.body', defaultMessage: 'In a free consultation you can ask how these methods might work for you, and notice how it feels to talk. There is no obligation.', description: 'Text of the closing call to action on the Approach page' },
}))

const ifs = described(defineMessages({
  title: { id: 'approach.ifs.title', defaultMessage: 'Internal Family Systems', description: 'Name of a method (IFS); usually kept in English' },
  description: { id: 'approach.ifs.description', defaultMessage: 'A compassionate way of understanding the different "parts" of you, and the calm, curious Self beneath them.', description: 'One-line description of Internal Family Systems' },
  what1: { id: 'approach.ifs.what.p1', defaultMessage: 'Internal Family Systems, or IFS, was developed by the therapist Richard Schwartz. It suggests that every mind is naturally made up of many parts: the critic, the worrier, the part that wants to hide, the part that still feels young and hurt. Each part is trying to help, even when its methods cause pain.', description: 'What IFS is, paragraph 1; Richard Schwartz is its founder (name not translated)' },
  what2: { id: 'approach.ifs.what.p2', defaultMessage: 'Beneath the parts is what IFS calls the Self: a core of calm, curiosity and compassion that trauma can cover over but not destroy. The <ifs>IFS Institute</ifs> describes the model in more detail.', description: 'What IFS is, paragraph 2; the “ifs” tag links to the IFS Institute website' },
  session1: { id: 'approach.ifs.session.notice', defaultMessage: 'We notice when a part of you is speaking, for example "a part of me wants to cancel today".', description: 'How a session uses IFS, list item' },
  session2: { id: 'approach.ifs.session.curious', defaultMessage: 'We get curious about what that part fears would happen if it stopped doing its job.', description: 'How a session uses IFS, list item' },
  session3: { id: 'approach.ifs.session.respond', defaultMessage: 'You learn to meet your inner critic or your anxiety with understanding instead of fighting it.', description: 'How a session uses IFS, list item' },
  session4: { id: 'approach.ifs.session.gentle', defaultMessage: 'We go only as far as your protective parts are comfortable with.', description: 'How a session uses IFS, list item' },
  not1: { id: 'approach.ifs.not.p1', defaultMessage: 'It is not IFS therapy, which is offered by trained clinicians. In coaching we borrow the language and ideas of IFS to build self-understanding; we do not set out to process deep trauma memories. And having parts does not mean anything is wrong with you: everyone has them.', description: 'What IFS in coaching is not' },
}))

const somatic = described(defineMessages({
  title: { id: 'approach.somatic.title', defaultMessage: 'Somatic work', description: 'Name of a method: working with body awareness' },
  description: { id: 'approach.somatic.description', defaultMessage: 'Paying gentle attention to the body, where stress and safety are often felt first.', description: 'One-line description of somatic work' },
  what1: { id: 'approach.somatic.what.p1', defaultMessage: '"Somatic" means "of the body". Many people notice that trauma is not only remembered in words and pictures. They also feel it in the body as tension, numbness, a tight throat, a sinking stomach or a sudden urge to run.', description: 'What somatic work is, paragraph 1' },
  what2: { id: 'approach.somatic.what.p2', defaultMessage: 'Somatic work means slowing down enough to notice these sensations with curiosity, and discovering that you can stay with small amounts of feeling without being overwhelmed.', description: 'What somatic work is, paragraph 2' },
  session1: { id: 'approach.somatic.session.checkin', defaultMessage: 'Brief check-ins: what do you notice in your body right now?', description: 'How a session uses somatic work, list item' },
  session2: { id: 'approach.somatic.session.senses', defaultMessage: 'Grounding through the senses, such as feeling your feet on the floor or naming what you can see.', description: 'How a session uses somatic work, list item' },
  session3: { id: 'approach.somatic.session.movement', defaultMessage: 'Simple movements, changes of posture or breathing that you can stop at any time.', description: 'How a session uses somatic work, list item' },
  session4: { id: 'approach.somatic.session.soften', defaultMessage: 'Noticing what helps your body soften, and building on it between sessions.', description: 'How a session uses somatic work, list item' },
  not1: { id: 'approach.somatic.not.p1', defaultMessage: 'It is not massage, bodywork or touch of any kind: everything happens by video and stays in your control. It is not Somatic Experiencing, a specific therapy with its own training, and it never asks you to relive a traumatic memory in your body. If something feels like too much, we stop.', description: 'What somatic work in coaching is not; Somatic Experiencing is the name of a therapy method' },
}))

const regulation = described(defineMessages({
  title: { id: 'approach.regulation.title', defaultMessage: 'Nervous system regulation', description: 'Name of a method: learning to calm stress responses' },
  description: { id: 'approach.regulation.description', defaultMessage: 'Understanding how your stress responses work, and learning to help your body return to calm.', description: 'One-line description of nervous system regulation' },
  what1: { id: 'approach.regulation.what.p1', defaultMessage: 'When we sense danger, the nervous system prepares us to fight, run, freeze or shut down. After long-term trauma, those responses can switch on easily and take a long time to settle. The <nimh>National Institute of Mental Health</nimh> describes how, after trauma, some people keep feeling stressed or frightened even when they are no longer in danger.', description: 'What nervous system regulation is, paragraph 1; the “nimh” tag links to the NIMH page on PTSD' },
  what2: { id: 'approach.regulation.what.p2', defaultMessage: 'Regulation is the skill of noticing where you are, from calm and connected to anxious, overwhelmed or numb, and helping yourself move back toward a manageable middle. Many people call that middle ground the window of tolerance.', description: 'What nervous system regulation is, paragraph 2; "window of tolerance" is a common term' },
  session1: { id: 'approach.regulation.session.signs', defaultMessage: 'Learning to recognize your own signs of fight, flight, freeze and shutdown.', description: 'How a session uses regulation, list item' },
  session2: { id: 'approach.regulation.session.tools', defaultMessage: 'Trying calming tools, such as slower breaths out, looking around the room or a hand on your heart, to find what works for you.', description: 'How a session uses regulation, list item' },
  session3: { id: 'approach.regulation.session.settle', defaultMessage: 'Ending each session with time to settle, so you do not leave feeling stirred up.', description: 'How a session uses regulation, list item' },
  session4: { id: 'approach.regulation.session.habits', defaultMessage: 'Building small daily habits that help your system feel safer over time.', description: 'How a session uses regulation, list item' },
  not1: { id: 'approach.regulation.not.p1', defaultMessage: 'It is not about staying calm all the time or never feeling anger or fear; those feelings are healthy and often important. It is not a medical treatment for anxiety, panic or PTSD. And it is never a way of blaming you for your reactions: your nervous system did what it learned to do.', description: 'What nervous system regulation in coaching is not' },
}))

/** The three methods, in the order the spec names them. */
export const approachMethods: readonly ApproachMethod[] = [
  {
    id: 'internal-family-systems',
    icon: UsersRound,
    title: ifs.title,
    description: ifs.description,
    whatItIs: [{ text: ifs.what1 }, { text: ifs.what2, links: { ifs: 'https://ifs-institute.com/' } }],
    inSession: [ifs.session1, ifs.session2, ifs.session3, ifs.session4],
    whatItIsNot: [{ text: ifs.not1 }],
  },
  {
    id: 'somatic-work',
    icon: PersonStanding,
    title: somatic.title,
    description: somatic.description,
    whatItIs: [{ text: somatic.what1 }, { text: somatic.what2 }],
    inSession: [somatic.session1, somatic.session2, somatic.session3, somatic.session4],
    whatItIsNot: [{ text: somatic.not1 }],
  },
  {
    id: 'nervous-system-regulation',
    icon: HeartPulse,
    title: regulation.title,
    description: regulation.description,
    whatItIs: [{ text: regulation.what1, links: { nimh: 'https://www.nimh.nih.gov/health/topics/post-traumatic-stress-disorder-ptsd' } }, { text: regulation.what2 }],
    inSession: [regulation.session1, regulation.session2, regulation.session3, regulation.session4],
    whatItIsNot: [{ text: regulation.not1 }],
  },
]

const a = approachMessages

export const approachOverview: readonly RichParagraph[] = [{ text: a.overview1 }, { text: a.overview2 }]

export const approachOnward: readonly OnwardLink[] = [
  { href: '/services', label: a.servicesLabel, body: a.servicesBody },
  { href: '/about', label: a.aboutLabel, body: a.aboutBody },
  { href: '/childhood-trauma-help', label: a.guideLabel, body: a.guideBody },
  { href: '/healing-quiz', label: a.quizLabel, body: a.quizBody },
]
