import { defineMessages, type MessageDescriptor } from 'react-intl'
import { BookOpen, Brain, Compass, HeartHandshake, Laptop, Layers, Leaf, ShieldCheck, Sprout, UserRoundCheck, type IconNode } from 'lucide'
import { described } from './messages'
import type { HealthReview } from './review'
import { sources } from './sources'
import type { IconCard, OnwardLink, RichParagraph } from './richText'

/**
 * The /resources page: four long articles (each reached by its anchor, and
 * shown first as a card), why-choose cards, narcissistic abuse resources and
 * further reading.
 */

/** A long resource article (spec §3): `id` is its #anchor on /resources. */
export type ResourceArticle = {
  id: string
  icon: IconNode
  title: MessageDescriptor
  excerpt: MessageDescriptor
  paragraphs: readonly RichParagraph[]
}

/** A credible source outside the site, with a line about what it offers. */
export type ExternalSource = { href: string; label: MessageDescriptor; body: MessageDescriptor }

export const resourcesMessages = described(defineMessages({
  metaTitle: { id: 'resources.meta.title', defaultMessage: 'Trauma Healing Resources', description: 'Resources page title (browser tab and search results)' },
  metaDescription: { id: 'resources.meta.description', defaultMessage: 'Free articles on online trauma coaching, childhood trauma recovery, complex PTSD and narcissistic abuse, with trusted sources and crisis lines.', description: 'Resources page description for search results (about 155 characters)' },
  heroTitle: { id: 'resources.hero.title', defaultMessage: 'Trauma Healing Resources', description: 'Main heading (h1) of the resources page' },
  heroLead: { id: 'resources.hero.lead', defaultMessage: 'Plain-language articles about healing from trauma online, written for women who want to understand what they are living with and what support can look like. Read at your own pace, and stop whenever you need to.', description: 'Introductory paragraph under the resources page heading' },
  heroNote: { id: 'resources.hero.note', defaultMessage: 'These articles are for education. They are not medical advice, and coaching is not therapy.', description: 'Small note under the resources page introduction' },
  startTitle: { id: 'resources.start.title', defaultMessage: 'Start here', description: 'Heading of the four cards that link to the long articles further down the page' },
  startIntro: { id: 'resources.start.intro', defaultMessage: 'Four in-depth articles. Choose the one closest to your question.', description: 'Introduction to the four article cards' },
  readArticle: { id: 'resources.start.read', defaultMessage: 'Read the article', description: 'Link under each article card that jumps to that article on the same page; the card heading (the article title) gives it its context' },
  articleCtaTitle: { id: 'resources.article.cta.title', defaultMessage: 'Would it help to talk this through?', description: 'Heading of the small call to action at the end of each long article' },
  articleCtaBody: { id: 'resources.article.cta.body', defaultMessage: 'A free consultation is a gentle first conversation, with no obligation to continue.', description: 'Text of the small call to action at the end of each long article' },
  articleCtaButton: { id: 'resources.article.cta.button', defaultMessage: 'Schedule a Free Consultation', description: 'Button at the end of each long article; goes to the contact page' },
  backToTop: { id: 'resources.article.top', defaultMessage: 'Back to the list of articles', description: 'Link at the end of each long article returning to the article cards at the top of the page' },
  whyTitle: { id: 'resources.why.title', defaultMessage: 'Why choose online trauma coaching with Thrive', description: 'Heading of the section on what sets the practice apart; Thrive is the brand name' },
  whyIntro: { id: 'resources.why.intro', defaultMessage: 'What you can expect from working together.', description: 'Introduction to the why-choose cards' },
  narcTitle: { id: 'resources.narcissistic.title', defaultMessage: 'Narcissistic abuse resources', description: 'Heading of the section of resources for survivors of narcissistic abuse' },
  narcIntro: { id: 'resources.narcissistic.intro', defaultMessage: 'If you are recovering from a relationship that left you doubting yourself, these pages are a gentle place to start.', description: 'Introduction to the narcissistic abuse resource cards' },
  moreTitle: { id: 'resources.more.title', defaultMessage: 'More resources', description: 'Heading of the section with further reading on the site and trusted outside sources' },
  moreIntro: { id: 'resources.more.intro', defaultMessage: 'More reading on this site, and trusted public health sources if you would like to learn more.', description: 'Introduction to the more-resources section' },
  moreOnSite: { id: 'resources.more.onSite', defaultMessage: 'On this site', description: 'Sub-heading of the list of further reading on this website' },
  moreOutside: { id: 'resources.more.outside', defaultMessage: 'Trusted outside sources', description: 'Sub-heading of the list of public health websites (they open another site)' },
  ctaTitle: { id: 'resources.cta.title', defaultMessage: 'Ready for support that meets you where you are?', description: 'Heading of the closing call to action on the resources page' },
  ctaBody: { id: 'resources.cta.body', defaultMessage: 'Book a free, no-pressure consultation by secure video, from wherever you feel safest.', description: 'Text of the closing call to action on the resources page' },
  ctaButton: { id: 'resources.cta.button', defaultMessage: 'Schedule a Free Consultation', description: 'Button in the closing call to action of the resources page; goes to the contact page' },
  ctaQuiz: { id: 'resources.cta.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Second button in the closing call to action; goes to the five-question healing quiz' },
}))

const a1 = described(defineMessages({
  title: { id: 'resources.article.what-is.title', defaultMessage: 'What is trauma coaching online?', description: 'Title of resource article 1' },
  excerpt: { id: 'resources.article.what-is.excerpt', defaultMessage: 'What a trauma recovery coach does, how it differs from therapy, and what a session by secure video is actually like.', description: 'Summary of resource article 1, shown on its card and under its title' },
  p1: { id: 'resources.article.what-is.p1', defaultMessage: 'Trauma recovery coaching is a supportive, educational partnership for people who are living with the after-effects of painful experiences. Trauma is not only what happened; it is also what stayed with you afterwards: a nervous system that is always on alert, a harsh inner critic, difficulty trusting others, or a sense of being cut off from your own needs. A coach helps you understand those patterns and build practical ways to feel safer and steadier in everyday life.', description: 'Resource article 1, paragraph 1' },
  p2: { id: 'resources.article.what-is.p2', defaultMessage: 'Coaching is not therapy. Licensed therapists can assess, diagnose and treat mental health conditions such as post-traumatic stress disorder. A coach does none of those things. Instead, coaching focuses on the present and the future: learning how stress and trauma affect the body and mind, noticing what helps you feel grounded, setting boundaries, and taking small steps toward the life you want. Many women work with a coach alongside a therapist, and the two can support each other well.', description: 'Resource article 1, paragraph 2' },
  p3: { id: 'resources.article.what-is.p3', defaultMessage: 'Online coaching simply means the sessions happen by secure video rather than in an office. You join from a space you choose, whether that is your bedroom, your car parked somewhere quiet or a room with the door closed. You will need a device with a camera, a reliable connection and, if possible, headphones so you can speak freely. If you share your home with someone who monitors your phone or computer, it is safer to use a device they cannot reach.', description: 'Resource article 1, paragraph 3; gives a safety tip about monitored devices' },
  p4: { id: 'resources.article.what-is.p4', defaultMessage: 'A session usually begins by checking in: how you are arriving today, in your body as well as your thoughts. From there we might explore a situation that keeps repeating, try a grounding technique, or look at an inner conflict through the lens of Internal Family Systems, which treats different feelings as parts of you that each have a reason for being there. Nothing is forced. You choose what to share, and we slow down whenever you need to.', description: 'Resource article 1, paragraph 4' },
  p5: { id: 'resources.article.what-is.p5', defaultMessage: 'Coaching is not an emergency service. If you are in immediate danger, call {emergency}. If you are unsure whether coaching or therapy is the right place to begin, the <guide>childhood trauma help guide</guide> compares the options, and a free consultation is a no-pressure way to ask questions.', description: 'Resource article 1, paragraph 5; {emergency} is the local emergency number; <guide> links to the childhood trauma help guide' },
}))

const a2 = described(defineMessages({
  title: { id: 'resources.article.benefits.title', defaultMessage: 'The benefits of virtual trauma coaching', description: 'Title of resource article 2' },
  excerpt: { id: 'resources.article.benefits.excerpt', defaultMessage: 'Why meeting by video can feel safer, easier and more consistent, and how to make your sessions private and comfortable.', description: 'Summary of resource article 2, shown on its card and under its title' },
  p1: { id: 'resources.article.benefits.p1', defaultMessage: 'For many survivors, simply getting to an appointment can be exhausting. There is the journey, the waiting room, the unfamiliar building and then the trip home while feelings are still raw. Virtual coaching removes much of that. You can close your laptop and rest, make a cup of tea or curl up under a blanket straight after a session, which gives what came up room to settle.', description: 'Resource article 2, paragraph 1' },
  p2: { id: 'resources.article.benefits.p2', defaultMessage: 'Safety is central to trauma recovery, and the place you meet from matters. When you are in a space you know, with your own things around you, your nervous system has fewer new signals to scan. Many women find it easier to speak honestly, to notice sensations in their body and to use calming skills when they already feel at home. If a moment becomes too much, you can turn your camera off, step away or ask to pause.', description: 'Resource article 2, paragraph 2' },
  p3: { id: 'resources.article.benefits.p3', defaultMessage: 'Online sessions also widen your choice. Coaches who understand complex trauma, narcissistic abuse and attachment wounds can be hard to find locally, especially outside big cities. Working by video, you can choose someone whose approach fits you, wherever you live. Thrive works with women in the United States, Canada, the United Kingdom, Australia and New Zealand.', description: 'Resource article 2, paragraph 3; Thrive is the brand name' },
  p4: { id: 'resources.article.benefits.p4', defaultMessage: 'Consistency is another quiet benefit. Healing tends to build through steady, regular contact, and video makes it easier to keep going through busy weeks, bad weather, low-energy days or a move. It can also be more discreet: there is no office to be seen walking into, and nothing on your calendar has to say more than you want it to.', description: 'Resource article 2, paragraph 4' },
  p5: { id: 'resources.article.benefits.p5', defaultMessage: 'A few things help sessions go well: a private space, headphones, a glass of water and something grounding within reach, such as a soft blanket or a textured object. It is also worth planning a gentle activity for afterwards. For a wider look at support you can start with today, read our guide to <free>free online trauma healing resources</free>.', description: 'Resource article 2, paragraph 5; <free> links to the blog article on free online trauma healing' },
}))

const a3 = described(defineMessages({
  title: { id: 'resources.article.childhood.title', defaultMessage: 'Childhood trauma recovery online', description: 'Title of resource article 3' },
  excerpt: { id: 'resources.article.childhood.excerpt', defaultMessage: 'How early experiences can shape adult life, and how coaching by video can help you meet old patterns with more understanding.', description: 'Summary of resource article 3, shown on its card and under its title' },
  p1: { id: 'resources.article.childhood.p1', defaultMessage: 'Childhood trauma can come from many places: abuse or neglect, growing up with a parent who was unpredictable, frightening or unwell, witnessing violence at home, or simply not having anyone who made you feel safe and seen. The <cdc>CDC</cdc>, the United States’ national public health agency, describes these adverse childhood experiences as common, and notes that their effects can reach well into adult health and relationships.', description: 'Resource article 3, paragraph 1; <cdc> links to the CDC page about adverse childhood experiences (ACEs)' },
  p2: { id: 'resources.article.childhood.p2', defaultMessage: 'As adults, many women notice the echoes without connecting them to the past. You might find it hard to say no, feel responsible for everyone’s moods, stay on high alert even when nothing is wrong, or feel a deep sense of being not quite good enough. These patterns often began as clever ways to cope with an environment you could not change. They made sense then. They may simply not serve you now.', description: 'Resource article 3, paragraph 2' },
  p3: { id: 'resources.article.childhood.p3', defaultMessage: 'Coaching does not try to relive the past in detail. It helps you understand how those early adaptations show up today and gently try out new responses. We might work on recognizing when your nervous system is moving into fight, flight or freeze, building skills to come back to the present, or getting to know the younger parts of you that still carry fear or shame, with compassion rather than criticism.', description: 'Resource article 3, paragraph 3' },
  p4: { id: 'resources.article.childhood.p4', defaultMessage: 'Working online can make this work feel less exposing. Being in your own space can help when old feelings of being watched or judged come up, and you are free to pace sessions in a way that respects your limits. Progress is rarely a straight line: some weeks feel lighter and some feel heavier, and both are part of healing.', description: 'Resource article 3, paragraph 4' },
  p5: { id: 'resources.article.childhood.p5', defaultMessage: 'If memories are overwhelming, or you are struggling to get through the day, please reach out to a doctor or a licensed therapist as well; trauma-focused therapies can help, and coaching can sit alongside them. Our <guide>childhood trauma help guide</guide> explains the main options, and the <service>childhood trauma recovery coaching</service> page describes how we can work together.', description: 'Resource article 3, paragraph 5; <guide> links to the childhood trauma help guide, <service> to the childhood trauma coaching service page' },
}))

const a4 = described(defineMessages({
  title: { id: 'resources.article.cptsd.title', defaultMessage: 'Complex PTSD and online coaching', description: 'Title of resource article 4' },
  excerpt: { id: 'resources.article.cptsd.excerpt', defaultMessage: 'What complex PTSD is, how it can affect daily life, and where coaching fits alongside professional treatment.', description: 'Summary of resource article 4, shown on its card and under its title' },
  p1: { id: 'resources.article.cptsd.p1', defaultMessage: 'Complex post-traumatic stress disorder, often shortened to complex PTSD or C-PTSD, can develop after trauma that was repeated or long-lasting and hard to escape, such as ongoing abuse in childhood or in a relationship. The WHO includes it in ICD-11, its international classification of diseases, and the <nhs>NHS</nhs> describes it as sharing the symptoms of PTSD alongside further difficulties.', description: 'Resource article 4, paragraph 1; <nhs> links to the NHS page about complex PTSD' },
  p2: { id: 'resources.article.cptsd.p2', defaultMessage: 'Those further difficulties often include intense emotions that are hard to manage, a persistent sense of shame, guilt or worthlessness, and trouble feeling close to other people. Many women also describe feeling numb or disconnected, or finding that ordinary stress sends them into panic or shutdown. Some notice it in the body too, as tension, exhaustion or trouble sleeping. None of this is a personal failing. It is the mind and body doing what they learned to do to survive.', description: 'Resource article 4, paragraph 2' },
  p3: { id: 'resources.article.cptsd.p3', defaultMessage: 'Only a qualified clinician can diagnose complex PTSD, and evidence-based treatment comes from licensed professionals. The <nimh>National Institute of Mental Health</nimh> has clear information about post-traumatic stress and its treatment. Coaching does not replace that care. What it can offer is steady, practical support in between: understanding your triggers, building regulation skills and turning insight into everyday change.', description: 'Resource article 4, paragraph 3; <nimh> links to the NIMH page about post-traumatic stress disorder' },
  p4: { id: 'resources.article.cptsd.p4', defaultMessage: 'In online coaching for complex PTSD, safety and stabilization always come first. We focus on what helps your nervous system settle, on recognizing early signs of overwhelm, and on rebuilding a kinder relationship with yourself. Later, the work can move toward boundaries, trust, and the relationships and goals that matter to you, always at a pace you can sustain. The aim is for you to leave each session feeling steady.', description: 'Resource article 4, paragraph 4' },
  p5: { id: 'resources.article.cptsd.p5', defaultMessage: 'Healing from long-lasting trauma takes time, and it is possible to feel more at home in yourself. To learn how coaching for complex PTSD is structured, visit the <service>complex PTSD coaching</service> page, or compare support options in our article on the <best>best online trauma healing</best> choices.', description: 'Resource article 4, paragraph 5; <service> links to the complex PTSD coaching service page, <best> to the blog article on the best online trauma healing options' },
}))

const nhsComplexPtsd = sources.nhsCptsd.href
const nimhPtsd = sources.nimhPtsd.href
const cdcAces = sources.cdcAces.href

/** The Resources page's review record: the public health pages its four articles cite. */
export const resourcesReview: HealthReview = { lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', sources: [sources.nhsCptsd, sources.nimhPtsd, sources.cdcAces] }

export const resourceArticles: readonly ResourceArticle[] = [
  {
    id: 'what-is-trauma-coaching-online',
    icon: Laptop,
    title: a1.title,
    excerpt: a1.excerpt,
    paragraphs: [{ text: a1.p1 }, { text: a1.p2 }, { text: a1.p3 }, { text: a1.p4 }, { text: a1.p5, links: { guide: '/childhood-trauma-help' } }],
  },
  {
    id: 'benefits-virtual-trauma-coaching',
    icon: HeartHandshake,
    title: a2.title,
    excerpt: a2.excerpt,
    paragraphs: [{ text: a2.p1 }, { text: a2.p2 }, { text: a2.p3 }, { text: a2.p4 }, { text: a2.p5, links: { free: '/blog/free-online-trauma-healing' } }],
  },
  {
    id: 'childhood-trauma-recovery-online',
    icon: Sprout,
    title: a3.title,
    excerpt: a3.excerpt,
    paragraphs: [
      { text: a3.p1, links: { cdc: cdcAces } },
      { text: a3.p2 },
      { text: a3.p3 },
      { text: a3.p4 },
      { text: a3.p5, links: { guide: '/childhood-trauma-help', service: '/services/childhood-trauma-recovery' } },
    ],
  },
  {
    id: 'complex-ptsd-online-coaching',
    icon: Brain,
    title: a4.title,
    excerpt: a4.excerpt,
    paragraphs: [
      { text: a4.p1, links: { nhs: nhsComplexPtsd } },
      { text: a4.p2 },
      { text: a4.p3, links: { nimh: nimhPtsd } },
      { text: a4.p4 },
      { text: a4.p5, links: { service: '/services/complex-ptsd-coaching', best: '/blog/best-online-trauma-healing' } },
    ],
  },
]

export const whyChooseCards: readonly IconCard[] = [
  {
    icon: UserRoundCheck,
    ...defineMessages({
      title: { id: 'resources.why.certified.title', defaultMessage: 'Trauma-informed', description: 'Why-choose card title: the coach holds a trauma-recovery coaching certification' },
      body: { id: 'resources.why.certified.body', defaultMessage: 'Coaching that pays attention to how trauma can affect the body, feelings and relationships.', description: 'Why-choose card text about the coach\'s certification and trauma-informed practice' },
    }),
  },
  {
    icon: ShieldCheck,
    ...defineMessages({
      title: { id: 'resources.why.safety.title', defaultMessage: 'Safety first, always', description: 'Why-choose card title: sessions put emotional safety first' },
      body: { id: 'resources.why.safety.body', defaultMessage: 'You set the pace and decide what to share. We build steadiness before exploring anything painful.', description: 'Why-choose card text about pacing and emotional safety' },
    }),
  },
  {
    icon: Layers,
    ...defineMessages({
      title: { id: 'resources.why.methods.title', defaultMessage: 'Body and mind together', description: 'Why-choose card title: the coaching methods work with body and mind' },
      body: { id: 'resources.why.methods.body', defaultMessage: 'Nervous system regulation, somatic work and Internal Family Systems, used in a coaching way to build calm and self-compassion.', description: 'Why-choose card text naming the three coaching methods' },
    }),
  },
  {
    icon: Compass,
    ...defineMessages({
      title: { id: 'resources.why.focus.title', defaultMessage: 'Focused on women’s healing', description: 'Why-choose card title: the practice specializes in women healing from trauma' },
      body: { id: 'resources.why.focus.body', defaultMessage: 'Support shaped around childhood trauma, complex PTSD, narcissistic abuse and attachment wounds.', description: 'Why-choose card text naming the four areas of focus' },
    }),
  },
]

/** The narcissistic abuse resources: the guide, the service page and a blog article. */
export const narcissisticResources: readonly (IconCard & { href: string; link: MessageDescriptor })[] = [
  {
    icon: BookOpen,
    href: '/narcissistic-abuse-help',
    ...defineMessages({
      title: { id: 'resources.narcissistic.guide.title', defaultMessage: 'Narcissistic abuse help guide', description: 'Card title: the guide to narcissistic abuse on this site' },
      body: { id: 'resources.narcissistic.guide.body', defaultMessage: 'Common tactics such as gaslighting and love bombing, signs to look for, and where to find help, including when you are in danger.', description: 'Card text describing the narcissistic abuse help guide' },
      link: { id: 'resources.narcissistic.guide.link', defaultMessage: 'Read the narcissistic abuse guide', description: 'Link to the narcissistic abuse help guide' },
    }),
  },
  {
    icon: HeartHandshake,
    href: '/services/narcissistic-abuse-recovery',
    ...defineMessages({
      title: { id: 'resources.narcissistic.service.title', defaultMessage: 'Narcissistic abuse recovery coaching', description: 'Card title: the coaching service for narcissistic abuse recovery' },
      body: { id: 'resources.narcissistic.service.body', defaultMessage: 'Coaching to help you trust your own perceptions again, set boundaries and rebuild a life that feels like yours.', description: 'Card text describing the narcissistic abuse recovery coaching service' },
      link: { id: 'resources.narcissistic.service.link', defaultMessage: 'About recovery coaching', description: 'Link to the narcissistic abuse recovery coaching service page' },
    }),
  },
  {
    icon: Leaf,
    href: '/blog/healing-from-narcissistic-abuse',
    ...defineMessages({
      title: { id: 'resources.narcissistic.healing.title', defaultMessage: 'Healing from narcissistic abuse', description: 'Card title: a blog article on healing after narcissistic abuse' },
      body: { id: 'resources.narcissistic.healing.body', defaultMessage: 'What recovery can look like after the relationship ends, and gentle ways to care for yourself along the way.', description: 'Card text describing the blog article on healing from narcissistic abuse' },
      link: { id: 'resources.narcissistic.healing.link', defaultMessage: 'Read the article on healing', description: 'Link to the blog article on healing from narcissistic abuse' },
    }),
  },
]

/** Further reading on this site. */
export const moreOnSite: readonly OnwardLink[] = [
  {
    href: '/childhood-trauma-help',
    ...defineMessages({
      label: { id: 'resources.more.childhood.label', defaultMessage: 'Childhood trauma help guide', description: 'Link to the childhood trauma help guide' },
      body: { id: 'resources.more.childhood.body', defaultMessage: 'Therapy, coaching, support groups and self-care compared, with signs it is time to reach out.', description: 'Line under the link to the childhood trauma help guide' },
    }),
  },
  {
    href: '/blog/free-online-trauma-healing',
    ...defineMessages({
      label: { id: 'resources.more.free.label', defaultMessage: 'Free online trauma healing', description: 'Link to the blog article on free online trauma healing resources' },
      body: { id: 'resources.more.free.body', defaultMessage: 'Helplines, peer support and grounding practices you can use at no cost.', description: 'Line under the link to the blog article on free resources' },
    }),
  },
  {
    href: '/blog/best-online-trauma-healing',
    ...defineMessages({
      label: { id: 'resources.more.best.label', defaultMessage: 'Best online trauma healing', description: 'Link to the blog article on choosing online trauma support' },
      body: { id: 'resources.more.best.body', defaultMessage: 'How to choose online support that is safe, trauma-informed and right for you.', description: 'Line under the link to the blog article on choosing online support' },
    }),
  },
  {
    href: '/faqs',
    ...defineMessages({
      label: { id: 'resources.more.faqs.label', defaultMessage: 'Frequently asked questions', description: 'Link to the FAQs page' },
      body: { id: 'resources.more.faqs.body', defaultMessage: 'Answers about sessions, timeframes, confidentiality and how coaching differs from therapy.', description: 'Line under the link to the FAQs page' },
    }),
  },
]

/** Public health sources (stable top-level pages). */
export const moreOutside: readonly ExternalSource[] = [
  {
    href: nimhPtsd,
    ...defineMessages({
      label: { id: 'resources.more.nimh.label', defaultMessage: 'National Institute of Mental Health: post-traumatic stress disorder', description: 'Link to the NIMH page on PTSD (US national institute; a proper name)' },
      body: { id: 'resources.more.nimh.body', defaultMessage: 'Symptoms, treatments and how to find help, from the US national institute.', description: 'Line under the link to the NIMH page on PTSD' },
    }),
  },
  {
    href: nhsComplexPtsd,
    ...defineMessages({
      label: { id: 'resources.more.nhs.label', defaultMessage: 'NHS: complex PTSD', description: 'Link to the NHS page on complex PTSD (UK National Health Service)' },
      body: { id: 'resources.more.nhs.body', defaultMessage: 'The UK National Health Service’s overview of complex PTSD and its treatment.', description: 'Line under the link to the NHS page on complex PTSD' },
    }),
  },
  {
    href: cdcAces,
    ...defineMessages({
      label: { id: 'resources.more.cdc.label', defaultMessage: 'CDC: adverse childhood experiences', description: 'Link to the CDC pages on adverse childhood experiences (the US national public health agency)' },
      body: { id: 'resources.more.cdc.body', defaultMessage: 'What adverse childhood experiences are and how their effects can be prevented and eased.', description: 'Line under the link to the CDC pages on adverse childhood experiences' },
    }),
  },
]
