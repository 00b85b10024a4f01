import { defineMessages } from 'react-intl'
import { Anchor, BatteryLow, CloudRain, DoorOpen, Gauge, Globe, HeartPulse, Hourglass, House, Lock, Sprout, UsersRound, Waves } from 'lucide'
import { described } from '../messages'
import { sources } from '../sources'
import type { ServicePageContent } from './types'

const m = described(defineMessages({
  metaTitle: { id: 'services.cptsd.meta.title', defaultMessage: 'Complex PTSD Coaching for Women', description: 'Title of the complex PTSD coaching page (browser tab and search results)' },
  metaDescription: { id: 'services.cptsd.meta.description', defaultMessage: 'Online coaching for women living with the effects of long-term trauma: steady support to understand complex PTSD, calm your nervous system and rebuild trust in yourself.', description: 'Description of the complex PTSD coaching page for search results (about 155 characters)' },
  eyebrow: { id: 'services.cptsd.hero.eyebrow', defaultMessage: 'Complex PTSD coaching', description: 'Small label above the heading of the complex PTSD coaching page' },
  title: { id: 'services.cptsd.hero.title', defaultMessage: 'Complex PTSD Coaching', description: 'Main heading (h1) of the complex PTSD coaching page' },
  lead: { id: 'services.cptsd.hero.lead', defaultMessage: 'When trauma went on for months or years, its effects can reach into how you feel, how you see yourself and how you connect with others. Coaching offers patient, practical support for living with those effects and growing beyond them.', description: 'Introductory paragraph under the heading of the complex PTSD coaching page' },

  explanationTitle: { id: 'services.cptsd.explanation.title', defaultMessage: 'What complex PTSD means', description: 'Heading of the section explaining complex PTSD' },
  explanation1: { id: 'services.cptsd.explanation.definition', defaultMessage: 'Complex post-traumatic stress disorder, often shortened to complex PTSD or C-PTSD, describes what can develop after trauma that was repeated or prolonged and hard or impossible to escape, such as ongoing abuse or neglect in childhood, or domestic abuse as an adult. The WHO includes it in the ICD-11, its international classification of diseases, and the <nhs>NHS describes its symptoms</nhs> in plain language.', description: 'Paragraph defining complex PTSD; WHO is the World Health Organization (keep the abbreviation); the “nhs” tag links to the NHS page on complex PTSD' },
  explanation2: { id: 'services.cptsd.explanation.p2', defaultMessage: 'Complex PTSD shares the core features of PTSD, such as reliving what happened, avoiding reminders and feeling constantly under threat. It can also bring lasting difficulty with managing emotions, a deep sense of shame or worthlessness, and trouble feeling close to other people. The <nimh>National Institute of Mental Health</nimh> has a clear overview of PTSD itself.', description: 'Paragraph on the features of complex PTSD; the “nimh” tag links to the NIMH page on PTSD' },
  explanation3: { id: 'services.cptsd.explanation.p3', defaultMessage: 'Only a qualified health professional can diagnose complex PTSD, and coaching never does. You are welcome here whether you have a diagnosis, suspect one or simply recognize yourself in the description. If you are working with a therapist or doctor, coaching can sit alongside that care and support the everyday work of change.', description: 'Paragraph: coaching does not diagnose; it can sit alongside therapy' },
  explanation4: { id: 'services.cptsd.explanation.p4', defaultMessage: 'Complex PTSD is an understandable response to circumstances no one should have to endure. It is not a flaw in your character. With the right support, many people find their reactions become easier to understand and to live with. If you are wondering how it differs from PTSD, <article>Complex PTSD vs PTSD</article> walks through the differences.', description: 'Paragraph of reassurance; the “article” tag links to the article "Complex PTSD vs PTSD" (keep that title as the article\'s title)' },

  signsTitle: { id: 'services.cptsd.signs.title', defaultMessage: 'How complex PTSD can feel from the inside', description: 'Heading of the sign cards on the complex PTSD page' },
  signsIntro: { id: 'services.cptsd.signs.intro', defaultMessage: 'Everyone\'s experience is different. These are some of the patterns women often describe.', description: 'Introduction to the sign cards on the complex PTSD page' },
  flashbackTitle: { id: 'services.cptsd.signs.flashbacks.title', defaultMessage: 'Emotional flashbacks', description: 'Sign card title: sudden old emotions returning' },
  flashbackBody: { id: 'services.cptsd.signs.flashbacks.body', defaultMessage: 'Sudden waves of fear, shame or despair that feel like being a child again, often without a clear memory attached.', description: 'Sign card text: emotional flashbacks' },
  bodyTitle: { id: 'services.cptsd.signs.body.title', defaultMessage: 'A body that will not stand down', description: 'Sign card title: the body stays on high alert' },
  bodyBody: { id: 'services.cptsd.signs.body.body', defaultMessage: 'Tension, exhaustion, poor sleep or a racing heart, as if your system is still bracing for something bad to happen.', description: 'Sign card text: physical stress responses' },
  shameTitle: { id: 'services.cptsd.signs.shame.title', defaultMessage: 'Deep shame', description: 'Sign card title: persistent shame' },
  shameBody: { id: 'services.cptsd.signs.shame.body', defaultMessage: 'A lasting sense of being flawed, unlovable or to blame, however much evidence says otherwise.', description: 'Sign card text: persistent shame' },
  swingsTitle: { id: 'services.cptsd.signs.swings.title', defaultMessage: 'Overwhelm, then shutdown', description: 'Sign card title: swinging between too much and too little feeling' },
  swingsBody: { id: 'services.cptsd.signs.swings.body', defaultMessage: 'Feeling everything at once, then nothing at all. Both are ways your nervous system tries to cope.', description: 'Sign card text: overwhelm and shutdown' },
  trustTitle: { id: 'services.cptsd.signs.trust.title', defaultMessage: 'Closeness that feels risky', description: 'Sign card title: difficulty trusting others' },
  trustBody: { id: 'services.cptsd.signs.trust.body', defaultMessage: 'Wanting connection and fearing it at the same time, or feeling alone even among people who care about you.', description: 'Sign card text: difficulty trusting others' },
  unrealTitle: { id: 'services.cptsd.signs.unreal.title', defaultMessage: 'Losing time or feeling unreal', description: 'Sign card title: dissociation' },
  unrealBody: { id: 'services.cptsd.signs.unreal.body', defaultMessage: 'Drifting away in conversations, losing track of time or feeling detached from yourself, especially under stress.', description: 'Sign card text: dissociation' },
  scopeTitle: { id: 'services.cptsd.signs.scope.title', defaultMessage: 'When to see a doctor first', description: 'Heading of a note beside the complex PTSD signs: when coaching is not the place to start' },
  scopeBody: { id: 'services.cptsd.signs.scope.body', defaultMessage: 'Coaching is not the place to start if flashbacks, losing time, feeling unreal or low mood make it hard to get through the day. The same is true if you have thoughts of suicide or self-harm. Please see your doctor or a licensed mental health professional first. Coaching can come later, alongside their care. If you are in danger, call {emergency} or use the <crisisLink>crisis lines on this page</crisisLink>. <articleLink>Complex PTSD vs PTSD</articleLink> says more about what coaching can and cannot do.', description: 'Note beside the complex PTSD signs: when coaching is not the right place to start, and where to go instead. {emergency} is the local emergency number as a phone link; <crisisLink> links to the crisis box further down the page; <articleLink> links to the article comparing complex PTSD and PTSD (its title)' },

  howTitle: { id: 'services.cptsd.how.title', defaultMessage: 'How complex PTSD coaching works', description: 'Heading of the steps explaining how coaching works on the complex PTSD page' },
  howIntro: { id: 'services.cptsd.how.intro', defaultMessage: 'Complex trauma calls for patience. We move in small, manageable steps and come back to steadiness as often as you need.', description: 'Introduction to the coaching steps on the complex PTSD page' },
  steadyTitle: { id: 'services.cptsd.how.steady.title', defaultMessage: 'Steadiness first', description: 'Coaching step 1 title' },
  steadyBody: { id: 'services.cptsd.how.steady.body', defaultMessage: 'We focus on everyday stability: sleep, routines, grounding skills and ways to come back to the present when a flashback begins.', description: 'Coaching step 1 text' },
  windowTitle: { id: 'services.cptsd.how.window.title', defaultMessage: 'Widen your window of tolerance', description: 'Coaching step 2 title; "window of tolerance" is the range of arousal a person can manage' },
  windowBody: { id: 'services.cptsd.how.window.body', defaultMessage: 'You learn to notice the early signs of overwhelm or shutdown and try gentle tools that help your body return to a manageable middle ground.', description: 'Coaching step 2 text' },
  partsTitle: { id: 'services.cptsd.how.parts.title', defaultMessage: 'Listen to your inner parts', description: 'Coaching step 3 title' },
  partsBody: { id: 'services.cptsd.how.parts.body', defaultMessage: 'With ideas from Internal Family Systems, we listen to the frightened, angry or numb parts of you with respect, instead of fighting them.', description: 'Coaching step 3 text; Internal Family Systems is the name of a method' },
  rebuildTitle: { id: 'services.cptsd.how.rebuild.title', defaultMessage: 'Rebuild your life, piece by piece', description: 'Coaching step 4 title' },
  rebuildBody: { id: 'services.cptsd.how.rebuild.body', defaultMessage: 'As steadiness grows, we turn toward what you want: relationships, work, rest, creativity and a sense of meaning that belongs to you.', description: 'Coaching step 4 text' },

  benefitsTitle: { id: 'services.cptsd.benefits.title', defaultMessage: 'What you can work toward', description: 'Heading of the benefits checklist on the complex PTSD page' },
  benefitsIntro: { id: 'services.cptsd.benefits.intro', defaultMessage: 'Coaching for complex PTSD focuses on understanding and skills you can use every day, including:', description: 'Introduction to the benefits checklist; the list items complete the sentence' },
  benefit1: { id: 'services.cptsd.benefits.flashbacks', defaultMessage: 'Ways to recognize and ride out emotional flashbacks', description: 'Benefit checklist item' },
  benefit2: { id: 'services.cptsd.benefits.toolkit', defaultMessage: 'A toolkit of grounding and calming practices that suit your body', description: 'Benefit checklist item' },
  benefit3: { id: 'services.cptsd.benefits.triggers', defaultMessage: 'A growing understanding of your triggers and what helps', description: 'Benefit checklist item' },
  benefit4: { id: 'services.cptsd.benefits.compassion', defaultMessage: 'Less shame and more self-compassion', description: 'Benefit checklist item' },
  benefit5: { id: 'services.cptsd.benefits.routines', defaultMessage: 'Steadier routines for sleep, rest and energy', description: 'Benefit checklist item' },
  benefit6: { id: 'services.cptsd.benefits.limits', defaultMessage: 'Confidence in setting limits and asking for what you need', description: 'Benefit checklist item' },
  benefit7: { id: 'services.cptsd.benefits.connection', defaultMessage: 'Connection with others at a pace that feels safe', description: 'Benefit checklist item' },

  onlineTitle: { id: 'services.cptsd.online.title', defaultMessage: 'Why online coaching can help with complex PTSD', description: 'Heading of the reasons for online coaching on the complex PTSD page' },
  onlineIntro: { id: 'services.cptsd.online.intro', defaultMessage: 'For many women with complex trauma, leaving the house, sitting in a waiting room or being in an unfamiliar space is hard work. Online sessions take some of that strain away.', description: 'Introduction to the reasons for online coaching on the complex PTSD page' },
  energyTitle: { id: 'services.cptsd.online.energy.title', defaultMessage: 'Less to get through first', description: 'Online reason card title: no travel before a session' },
  energyBody: { id: 'services.cptsd.online.energy.body', defaultMessage: 'No travel, traffic or waiting room means more of your energy is left for the session itself.', description: 'Online reason card text' },
  familiarTitle: { id: 'services.cptsd.online.familiar.title', defaultMessage: 'Familiar surroundings', description: 'Online reason card title' },
  familiarBody: { id: 'services.cptsd.online.familiar.body', defaultMessage: 'Being in a known, chosen space can make it easier to stay present and to notice when you need a pause.', description: 'Online reason card text' },
  continuityTitle: { id: 'services.cptsd.online.continuity.title', defaultMessage: 'Continuity when life changes', description: 'Online reason card title' },
  continuityBody: { id: 'services.cptsd.online.continuity.body', defaultMessage: 'Moving house or city does not have to mean starting again with someone new. Your sessions come with you.', description: 'Online reason card text' },

  articleLabel: { id: 'services.cptsd.onward.article.label', defaultMessage: 'Complex PTSD vs PTSD', description: 'Link to the article of this title (keep it as the article\'s title)' },
  articleBody: { id: 'services.cptsd.onward.article.body', defaultMessage: 'What the two have in common, how they differ, and why the difference matters for support.', description: 'What the reader will find in the article' },
  guideLabel: { id: 'services.cptsd.onward.guide.label', defaultMessage: 'Childhood trauma help guide', description: 'Link to the childhood trauma guide page' },
  guideBody: { id: 'services.cptsd.onward.guide.body', defaultMessage: 'Therapy, coaching, support groups and self-care compared, including common trauma treatments.', description: 'What the reader will find in the guide' },
  quizLabel: { id: 'services.cptsd.onward.quiz.label', defaultMessage: 'The healing quiz', description: 'Link to the five-question healing quiz' },
  quizBody: { id: 'services.cptsd.onward.quiz.body', defaultMessage: 'Five gentle questions to help you reflect on where you are in your healing right now.', description: 'What the reader will find in the quiz' },
  approachLabel: { id: 'services.cptsd.onward.approach.label', defaultMessage: 'How I work', description: 'Link to the Approach page explaining the coaching methods; "I" is the coach' },
  approachBody: { id: 'services.cptsd.onward.approach.body', defaultMessage: 'What Internal Family Systems, somatic work and nervous system regulation look like in a session.', description: 'What the reader will find on the Approach page' },

  ctaTitle: { id: 'services.cptsd.cta.title', defaultMessage: 'Steadiness is something you can build', description: 'Heading of the closing call to action on the complex PTSD page' },
  ctaBody: { id: 'services.cptsd.cta.body', defaultMessage: 'Book a free consultation to talk through where you are and what you need. There is no pressure and no obligation.', description: 'Text of the closing call to action on the complex PTSD page' },
}))

export const cptsdService: ServicePageContent = {
  path: '/services/complex-ptsd-coaching',
  scope: 'services.cptsd',
  meta: { title: m.metaTitle, description: m.metaDescription },
  hero: { eyebrow: m.eyebrow, title: m.title, lead: m.lead },
  explanation: {
    title: m.explanationTitle,
    paragraphs: [
      { text: m.explanation1, links: { nhs: sources.nhsCptsd.href } },
      { text: m.explanation2, links: { nimh: sources.nimhPtsd.href } },
      { text: m.explanation3 },
      { text: m.explanation4, links: { article: '/blog/complex-ptsd-vs-ptsd' } },
    ],
  },
  signs: {
    title: m.signsTitle,
    intro: m.signsIntro,
    cards: [
      { icon: Waves, title: m.flashbackTitle, body: m.flashbackBody },
      { icon: HeartPulse, title: m.bodyTitle, body: m.bodyBody },
      { icon: CloudRain, title: m.shameTitle, body: m.shameBody },
      { icon: BatteryLow, title: m.swingsTitle, body: m.swingsBody },
      { icon: Lock, title: m.trustTitle, body: m.trustBody },
      { icon: Hourglass, title: m.unrealTitle, body: m.unrealBody },
    ],
    // The limit /blog/complex-ptsd-vs-ptsd states, beside the signs coaching is offered for.
    scopeLimit: { title: m.scopeTitle, body: { text: m.scopeBody, links: { crisisLink: '#service-crisis-title', articleLink: '/blog/complex-ptsd-vs-ptsd' } } },
  },
  howItWorks: {
    title: m.howTitle,
    intro: m.howIntro,
    steps: [
      { icon: Anchor, title: m.steadyTitle, body: m.steadyBody },
      { icon: Gauge, title: m.windowTitle, body: m.windowBody },
      { icon: UsersRound, title: m.partsTitle, body: m.partsBody },
      { icon: Sprout, title: m.rebuildTitle, body: m.rebuildBody },
    ],
  },
  benefits: { title: m.benefitsTitle, intro: m.benefitsIntro, items: [m.benefit1, m.benefit2, m.benefit3, m.benefit4, m.benefit5, m.benefit6, m.benefit7] },
  online: {
    title: m.onlineTitle,
    intro: m.onlineIntro,
    cards: [
      { icon: DoorOpen, title: m.energyTitle, body: m.energyBody },
      { icon: House, title: m.familiarTitle, body: m.familiarBody },
      { icon: Globe, title: m.continuityTitle, body: m.continuityBody },
    ],
  },
  onward: [
    { href: '/blog/complex-ptsd-vs-ptsd', label: m.articleLabel, body: m.articleBody },
    { href: '/childhood-trauma-help', label: m.guideLabel, body: m.guideBody },
    { href: '/healing-quiz', label: m.quizLabel, body: m.quizBody },
    { href: '/approach', label: m.approachLabel, body: m.approachBody },
  ],
  cta: { title: m.ctaTitle, body: m.ctaBody },
  review: { lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', sources: [sources.nhsCptsd, sources.nimhPtsd, sources.icdCptsd] },
}
