import { defineMessages } from 'react-intl'
import { CloudFog, Compass, Heart, Link2Off, Sprout, Stethoscope, TrendingDown, Triangle, Users, VolumeX } from 'lucide'
import { described } from '../messages'
import type { FaqEntry, GuideCard, HelpType, Sign } from './common'

/** The Narcissistic Abuse Help guide (/narcissistic-abuse-help): its words and records. */
export const narcissisticMessages = described(defineMessages({
  metaTitle: { id: 'guides.narcissistic.meta.title', defaultMessage: 'Narcissistic Abuse Help: Signs, Tactics and Support', description: 'Title of the narcissistic abuse help guide (browser tab and search results)' },
  metaDescription: { id: 'guides.narcissistic.meta.description', defaultMessage: 'Recognize narcissistic abuse and tactics such as gaslighting and love bombing, find safety lines where you live, and learn which kinds of help support recovery.', description: 'Description of the narcissistic abuse help guide for search results (about 155 characters)' },
  heroTitle: { id: 'guides.narcissistic.hero.title', defaultMessage: 'Narcissistic Abuse Help: Making Sense of What Happened and Finding Support', description: 'Main heading (h1) of the narcissistic abuse help guide' },
  heroLead: { id: 'guides.narcissistic.hero.lead', defaultMessage: 'If you keep doubting your own memory, walking on eggshells, or wondering whether it is all your fault, this guide is for you. It explains common patterns of narcissistic abuse, the signs it may be affecting you, and the help that is available.', description: 'Introductory paragraph under the main heading of the narcissistic abuse help guide' },
  quickAnswer: { id: 'guides.narcissistic.quick.summary', defaultMessage: 'Narcissistic abuse describes a pattern of emotional and psychological abuse, such as manipulation, control, blame and cycles of affection and cruelty, by someone who puts their own needs and image above your wellbeing. It can come from a partner, a parent or anyone close to you. The <link>WHO</link> recognizes psychological abuse and controlling behavior as forms of intimate partner violence. Help includes domestic abuse services, trauma-informed therapy, recovery coaching and support groups.', description: 'Quick-answer box of the narcissistic abuse guide; <link> links to the World Health Organization fact sheet on violence against women (keep the acronym WHO: its proper name is spelt with a z)' },
  quickNotDiagnosis: { id: 'guides.narcissistic.quick.notDiagnosis', defaultMessage: '“Narcissistic abuse” is not a formal diagnosis, and you do not need to know whether someone has a personality disorder to take your experience seriously. You are not overreacting, and you are not to blame.', description: 'Second paragraph of the quick-answer box' },
  dangerTitle: { id: 'guides.narcissistic.danger.title', defaultMessage: 'If you are in danger or in crisis', description: 'Heading of the box with the emergency number, the suicide and crisis line and the domestic abuse line of the reader\'s region' },
  dangerIntro: { id: 'guides.narcissistic.danger.intro', defaultMessage: 'If you are afraid of someone you live with or are close to, you do not have to face it alone. These services are free and confidential. They can help you plan for your safety, including if you are thinking about leaving, which can be an especially risky time. If you are having thoughts of harming yourself, the crisis line is there for you too.', description: 'Introduction of the danger notice listing the emergency number, the suicide and crisis line and the domestic abuse line' },
  tacticsTitle: { id: 'guides.narcissistic.tactics.title', defaultMessage: 'Six common tactics', description: 'Heading of the six tactic cards (gaslighting, love bombing, devaluation, silent treatment, isolation, triangulation)' },
  tacticsIntro: { id: 'guides.narcissistic.tactics.intro', defaultMessage: 'These behaviors often appear together and in cycles. Any one of them can happen in an ordinary argument; what marks abuse is a repeated pattern that leaves you smaller, more afraid and more dependent.', description: 'Introduction to the six tactic cards' },
  signsTitle: { id: 'guides.narcissistic.signs.title', defaultMessage: 'Signs it may be affecting you', description: 'Heading of the section with two lists of signs of narcissistic abuse' },
  signsIntro: { id: 'guides.narcissistic.signs.intro', defaultMessage: 'Abuse can be hard to see from the inside, especially when it is mostly emotional. These are signs women commonly describe.', description: 'Introduction to the two sign lists' },
  signsEmotionalTitle: { id: 'guides.narcissistic.signs.emotional.title', defaultMessage: 'Emotional and mental signs', description: 'Heading of the first sign list: how abuse affects your feelings and thinking' },
  signsRelationshipTitle: { id: 'guides.narcissistic.signs.relationship.title', defaultMessage: 'Relationship patterns', description: 'Heading of the second sign list: patterns in the relationship' },
  signsAfter: { id: 'guides.narcissistic.signs.after', defaultMessage: 'If several of these feel familiar, trust what you are noticing. You do not have to label it, or be certain, before you talk to someone.', description: 'Note after the two sign lists' },
  helpTitle: { id: 'guides.narcissistic.help.title', defaultMessage: 'Four kinds of help', description: 'Heading of the section with the four help-type cards' },
  helpIntro: { id: 'guides.narcissistic.help.intro', defaultMessage: 'Recovery is easier with support around you. These kinds of help work well together, and you can add or change them as you go.', description: 'Introduction to the four help-type cards' },
  recoveryTitle: { id: 'guides.narcissistic.recovery.title', defaultMessage: 'What recovery can look like', description: 'Heading of the section describing the path of recovery' },
  recoverySafety: { id: 'guides.narcissistic.recovery.safety', defaultMessage: 'Recovery usually starts with safety, both physical and emotional. For some women that means leaving; for others it means building support and a safety plan while they decide what to do. Both are valid, and a domestic abuse service can help you think through the risks of each step.', description: 'Paragraph on safety as the first stage of recovery' },
  recoveryBond: { id: 'guides.narcissistic.recovery.bond', defaultMessage: 'Many survivors also struggle with a trauma bond: a powerful attachment formed through cycles of hurt and relief, which can make you miss someone who harmed you. It is an understandable response to an unsafe situation, not a sign of weakness, and it loosens with time, understanding and support.', description: 'Paragraph explaining the trauma bond' },
  recoveryRebuild: { id: 'guides.narcissistic.recovery.rebuild', defaultMessage: 'Over time, the work shifts toward trusting your own perceptions again, reconnecting with people and interests you lost, and learning what respect and healthy love feel like. Confusion, grief and anger are all part of the process. Be as patient with yourself as you would be with a friend.', description: 'Paragraph on rebuilding after narcissistic abuse' },
  faqTitle: { id: 'guides.narcissistic.faq.title', defaultMessage: 'Questions women often ask', description: 'Heading of the seven-question FAQ on the narcissistic abuse guide' },
  ctaTitle: { id: 'guides.narcissistic.cta.title', defaultMessage: 'You deserve to feel safe and like yourself again', description: 'Heading of the closing call to action on the narcissistic abuse guide' },
  ctaBody: { id: 'guides.narcissistic.cta.body', defaultMessage: 'When you are ready, a free consultation is a calm, private conversation about what you have been through and what you need now. You decide what to share.', description: 'Text of the closing call to action on the narcissistic abuse guide' },
  ctaConsult: { id: 'guides.narcissistic.cta.consult', defaultMessage: 'Schedule Free Consultation', description: 'Button in the closing call to action; goes to the contact page' },
  ctaService: { id: 'guides.narcissistic.cta.service', defaultMessage: 'Explore Recovery Coaching', description: 'Button in the closing call to action; goes to the narcissistic abuse recovery coaching service page' },
}))

/** Spec: six tactic cards. */
export const narcissisticTactics: GuideCard[] = [
  {
    id: 'gaslighting',
    icon: CloudFog,
    ...defineMessages({
      title: { id: 'guides.narcissistic.tactics.gaslighting.title', defaultMessage: 'Gaslighting', description: 'Tactic card title' },
      body: { id: 'guides.narcissistic.tactics.gaslighting.body', defaultMessage: 'Denying things that happened, twisting your words, or insisting you are too sensitive, until you begin to doubt your own memory and judgment.', description: 'Tactic card text: what gaslighting is' },
    }),
  },
  {
    id: 'love-bombing',
    icon: Heart,
    ...defineMessages({
      title: { id: 'guides.narcissistic.tactics.loveBombing.title', defaultMessage: 'Love bombing', description: 'Tactic card title' },
      body: { id: 'guides.narcissistic.tactics.loveBombing.body', defaultMessage: 'Overwhelming attention, flattery, gifts and talk of a shared future early on. The intensity can feel like a fairy tale, and it builds a bond that later makes the cruelty harder to see.', description: 'Tactic card text: what love bombing is' },
    }),
  },
  {
    id: 'devaluation',
    icon: TrendingDown,
    ...defineMessages({
      title: { id: 'guides.narcissistic.tactics.devaluation.title', defaultMessage: 'Devaluation', description: 'Tactic card title' },
      body: { id: 'guides.narcissistic.tactics.devaluation.body', defaultMessage: 'After the glowing start come criticism, contempt and put-downs, mixed with flashes of the old warmth, so you keep trying to win back the person you first met.', description: 'Tactic card text: what devaluation is' },
    }),
  },
  {
    id: 'silent-treatment',
    icon: VolumeX,
    ...defineMessages({
      title: { id: 'guides.narcissistic.tactics.silent.title', defaultMessage: 'Silent treatment', description: 'Tactic card title' },
      body: { id: 'guides.narcissistic.tactics.silent.body', defaultMessage: 'Withdrawing affection or refusing to speak for hours or days to punish you or force an apology, leaving you anxious and working hard to repair a rift you did not create.', description: 'Tactic card text: what the silent treatment is' },
    }),
  },
  {
    id: 'isolation',
    icon: Link2Off,
    ...defineMessages({
      title: { id: 'guides.narcissistic.tactics.isolation.title', defaultMessage: 'Isolation', description: 'Tactic card title' },
      body: { id: 'guides.narcissistic.tactics.isolation.body', defaultMessage: 'Slowly cutting you off from friends, family, work or money, by criticizing the people you love, stirring up conflict, or making it easier to give them up than to keep them close.', description: 'Tactic card text: what isolation is' },
    }),
  },
  {
    id: 'triangulation',
    icon: Triangle,
    ...defineMessages({
      title: { id: 'guides.narcissistic.tactics.triangulation.title', defaultMessage: 'Triangulation', description: 'Tactic card title' },
      body: { id: 'guides.narcissistic.tactics.triangulation.body', defaultMessage: 'Bringing a third person into the relationship, such as an ex, a friend or a relative, to stir up jealousy, compare you unfavorably, or play people against each other.', description: 'Tactic card text: what triangulation is' },
    }),
  },
]

/** Spec: sign list 1, emotional and mental signs. */
export const emotionalSigns: Sign[] = Object.entries(described(defineMessages({
  doubt: { id: 'guides.narcissistic.signs.emotional.doubt', defaultMessage: 'Doubting your memory, your perceptions or your sanity', description: 'Emotional or mental sign of narcissistic abuse' },
  eggshells: { id: 'guides.narcissistic.signs.emotional.eggshells', defaultMessage: 'Feeling anxious or on edge, as if walking on eggshells, especially around them', description: 'Emotional or mental sign of narcissistic abuse' },
  apologizing: { id: 'guides.narcissistic.signs.emotional.apologizing', defaultMessage: 'Apologizing constantly, even when you have done nothing wrong', description: 'Emotional or mental sign of narcissistic abuse' },
  fog: { id: 'guides.narcissistic.signs.emotional.fog', defaultMessage: 'Feeling confused or foggy, or finding it hard to make decisions', description: 'Emotional or mental sign of narcissistic abuse' },
  lostSelf: { id: 'guides.narcissistic.signs.emotional.lostSelf', defaultMessage: 'Losing confidence and no longer recognizing the person you used to be', description: 'Emotional or mental sign of narcissistic abuse' },
  shame: { id: 'guides.narcissistic.signs.emotional.shame', defaultMessage: 'Feeling ashamed, numb or hopeless', description: 'Emotional or mental sign of narcissistic abuse' },
  replaying: { id: 'guides.narcissistic.signs.emotional.replaying', defaultMessage: 'Replaying conversations over and over to work out what you did wrong', description: 'Emotional or mental sign of narcissistic abuse' },
}))).map(([id, text]) => ({ id, text }))

/** Spec: sign list 2, relationship patterns. */
export const relationshipSigns: Sign[] = Object.entries(described(defineMessages({
  cycles: { id: 'guides.narcissistic.signs.relationship.cycles', defaultMessage: 'Cycles of intense affection followed by coldness or cruelty', description: 'Relationship pattern that can signal narcissistic abuse' },
  needs: { id: 'guides.narcissistic.signs.relationship.needs', defaultMessage: 'Your needs are brushed aside while theirs always come first', description: 'Relationship pattern that can signal narcissistic abuse' },
  blame: { id: 'guides.narcissistic.signs.relationship.blame', defaultMessage: 'Disagreements end with you blamed for their behavior', description: 'Relationship pattern that can signal narcissistic abuse' },
  contact: { id: 'guides.narcissistic.signs.relationship.contact', defaultMessage: 'You see less of friends and family than you used to', description: 'Relationship pattern that can signal narcissistic abuse' },
  control: { id: 'guides.narcissistic.signs.relationship.control', defaultMessage: 'They control or check your money, phone, time or movements', description: 'Relationship pattern that can signal narcissistic abuse' },
  promises: { id: 'guides.narcissistic.signs.relationship.promises', defaultMessage: 'Promises to change are followed by the same behavior', description: 'Relationship pattern that can signal narcissistic abuse' },
  relief: { id: 'guides.narcissistic.signs.relationship.relief', defaultMessage: 'You feel relief when they are away, and dread when they come back', description: 'Relationship pattern that can signal narcissistic abuse' },
}))).map(([id, text]) => ({ id, text }))

/** Spec: four help-type cards. */
export const narcissisticHelpTypes: HelpType[] = [
  {
    id: 'therapy',
    icon: Stethoscope,
    approach: 'therapy',
    ...defineMessages({
      name: { id: 'guides.narcissistic.help.therapy.name', defaultMessage: 'Trauma-informed therapy', description: 'Help-type card title: therapy with a licensed professional' },
      description: { id: 'guides.narcissistic.help.therapy.description', defaultMessage: 'A licensed therapist experienced in emotional abuse can help you make sense of what happened and treat anxiety, depression or post-traumatic stress. Look for someone who understands coercive control; couples counseling with an abusive partner is generally not advised.', description: 'Help-type card text: what trauma-informed therapy offers after narcissistic abuse' },
      bestFor: { id: 'guides.narcissistic.help.therapy.bestFor', defaultMessage: 'Severe anxiety, depression, flashbacks or thoughts of self-harm, or anything that needs assessment and treatment.', description: 'Help-type card: who therapy suits' },
    }),
  },
  {
    id: 'coaching',
    icon: Compass,
    approach: 'coaching',
    ...defineMessages({
      name: { id: 'guides.narcissistic.help.coaching.name', defaultMessage: 'Narcissistic abuse recovery coaching', description: 'Help-type card title: coaching' },
      description: { id: 'guides.narcissistic.help.coaching.description', defaultMessage: 'Educational, supportive sessions that help you recognize manipulation, rebuild trust in your own perceptions, set boundaries, and plan your next chapter at a pace that feels safe.', description: 'Help-type card text: what recovery coaching offers' },
      bestFor: { id: 'guides.narcissistic.help.coaching.bestFor', defaultMessage: 'Women who are out of immediate danger and want structure and practical tools to rebuild confidence, often alongside therapy.', description: 'Help-type card: who coaching suits' },
    }),
  },
  {
    id: 'support-groups',
    icon: Users,
    approach: 'alongside',
    ...defineMessages({
      name: { id: 'guides.narcissistic.help.groups.name', defaultMessage: 'Support groups', description: 'Help-type card title: support groups' },
      description: { id: 'guides.narcissistic.help.groups.description', defaultMessage: 'Groups for survivors of emotional abuse, run by domestic abuse services, charities or trained facilitators. Hearing others describe the same tactics can be a powerful antidote to gaslighting.', description: 'Help-type card text: what support groups offer' },
      bestFor: { id: 'guides.narcissistic.help.groups.bestFor', defaultMessage: 'Breaking isolation and feeling believed. Choose moderated groups that keep members’ identities private.', description: 'Help-type card: who support groups suit' },
    }),
  },
  {
    id: 'self-care',
    icon: Sprout,
    approach: 'alongside',
    ...defineMessages({
      name: { id: 'guides.narcissistic.help.selfCare.name', defaultMessage: 'Self-care and boundaries', description: 'Help-type card title: self-care and boundaries' },
      description: { id: 'guides.narcissistic.help.selfCare.description', defaultMessage: 'Rest, routine, gentle movement and time with people who feel safe, along with boundaries such as limiting or ending contact where that is possible and safe. If you share children or a workplace, a plan for calm, brief contact can help.', description: 'Help-type card text: what self-care and boundaries can include' },
      bestFor: { id: 'guides.narcissistic.help.selfCare.bestFor', defaultMessage: 'Every stage of recovery, as a foundation for other support.', description: 'Help-type card: who self-care suits' },
    }),
  },
]

/** Spec: seven-question collapsible FAQ. */
export const narcissisticFaq: FaqEntry[] = [
  {
    id: 'faq-abuse-or-difficult',
    ...defineMessages({
      question: { id: 'guides.narcissistic.faq.difference.question', defaultMessage: 'How do I know if it is abuse or just a difficult relationship?', description: 'FAQ question on the narcissistic abuse guide' },
      answer: { id: 'guides.narcissistic.faq.difference.answer', defaultMessage: 'All relationships have conflict. What sets abuse apart is a repeated pattern of control, manipulation or contempt that leaves you feeling smaller, more afraid and more dependent over time. If you often doubt your own memory, feel scared to disagree, or change what you do to avoid their reaction, it is worth talking it through with a domestic abuse service or a trained professional.', description: 'Answer to "How do I know if it is abuse or just a difficult relationship?"' },
    }),
  },
  {
    id: 'faq-diagnosis',
    ...defineMessages({
      question: { id: 'guides.narcissistic.faq.diagnosis.question', defaultMessage: 'Does the person have to be diagnosed with narcissistic personality disorder?', description: 'FAQ question on the narcissistic abuse guide' },
      answer: { id: 'guides.narcissistic.faq.diagnosis.answer', defaultMessage: 'No. Only a qualified clinician can diagnose a personality disorder, and most people who behave abusively are never assessed. What matters is how their behavior affects you. You can name what happened and seek support without labeling anyone.', description: 'Answer to "Does the person have to be diagnosed?"' },
    }),
  },
  {
    id: 'faq-miss-them',
    ...defineMessages({
      question: { id: 'guides.narcissistic.faq.miss.question', defaultMessage: 'Why do I still miss them?', description: 'FAQ question on the narcissistic abuse guide' },
      answer: { id: 'guides.narcissistic.faq.miss.answer', defaultMessage: 'Cycles of cruelty followed by affection can create a strong emotional bond, often called a trauma bond. Missing someone who hurt you is a common and understandable response, not proof that you belong together. Support can help you grieve the relationship you hoped for while you stay safe.', description: 'Answer to "Why do I still miss them?"' },
    }),
  },
  {
    id: 'faq-leaving',
    ...defineMessages({
      question: { id: 'guides.narcissistic.faq.leaving.question', defaultMessage: 'Is it safe to leave?', description: 'FAQ question on the narcissistic abuse guide' },
      answer: { id: 'guides.narcissistic.faq.leaving.answer', defaultMessage: 'Leaving can be a dangerous time in an abusive relationship, so it helps to plan. A domestic abuse service can help you make a safety plan in confidence, covering where to go, what to take and who to tell. If you are in immediate danger, call {emergency}.', description: 'Answer to "Is it safe to leave?"; {emergency} is the local emergency number as a phone link (911, 999, or 000 with 111 for New Zealand)' },
    }),
  },
  {
    id: 'faq-coaching',
    ...defineMessages({
      question: { id: 'guides.narcissistic.faq.coaching.question', defaultMessage: 'Can coaching help after narcissistic abuse?', description: 'FAQ question on the narcissistic abuse guide' },
      answer: { id: 'guides.narcissistic.faq.coaching.answer', defaultMessage: 'Many women tell us it helps, but coaching has not been tested in trials, so we cannot promise it will help you. It can help you understand the tactics you experienced, rebuild self-trust, set boundaries and plan your next steps. It is educational and supportive, not therapy, so if you are living with severe anxiety, depression or post-traumatic stress, coaching works best alongside a licensed therapist.', description: 'Answer to "Can coaching help after narcissistic abuse?"' },
    }),
  },
  {
    id: 'faq-how-long',
    ...defineMessages({
      question: { id: 'guides.narcissistic.faq.howLong.question', defaultMessage: 'How long does recovery take?', description: 'FAQ question on the narcissistic abuse guide' },
      answer: { id: 'guides.narcissistic.faq.howLong.answer', defaultMessage: 'There is no set timeline, and no one can promise you one. In the coach’s experience, not from research, some women notice real progress within 6–12 months of steady support, and deeper healing can take 2–3 years. Many take longer, some less. Ongoing contact, for example through shared children, can make recovery slower, and that is not your fault.', description: 'Answer to "How long does recovery take?"; the time ranges are the coach\'s experience, not a research finding: keep them framed so' },
    }),
  },
  {
    id: 'faq-monitoring',
    ...defineMessages({
      question: { id: 'guides.narcissistic.faq.devices.question', defaultMessage: 'What if someone is checking my phone or computer?', description: 'FAQ question on the narcissistic abuse guide (about device monitoring by an abuser)' },
      answer: { id: 'guides.narcissistic.faq.devices.answer', defaultMessage: 'Abusive partners sometimes check devices, accounts or browsing history. If that might be happening, use a device they cannot reach, such as a trusted friend’s phone or a library computer, and browse privately. The “Exit this page” button at the top of every page takes you to a neutral website at once, but it does not erase your history: our <link>guide to browsing safely</link> explains more. Domestic abuse services can also help you check your devices.', description: 'Answer to "What if someone is checking my phone or computer?"; "Exit this page" is the label of the quick-exit button in the site header; <link> goes to the page about browsing safely' },
    }),
  },
]

/** "In short" at the top of the guide: its key points in plain words (the crisis point is shared, content/review.ts). */
export const narcissisticSummary = Object.values(described(defineMessages({
  p1: { id: 'guides.narcissistic.summary.p1', defaultMessage: 'This kind of abuse is a pattern. The person controls you and blames you. They are kind, then cruel, then kind again.', description: 'Plain-language summary point 1 of the narcissistic abuse guide; keep it very simple (reading age 9 to 11)' },
  p2: { id: 'guides.narcissistic.summary.p2', defaultMessage: 'It can come from a partner, a parent or anyone close to you.', description: 'Plain-language summary point 2 of the narcissistic abuse guide; keep it very simple' },
  p3: { id: 'guides.narcissistic.summary.p3', defaultMessage: 'You do not need a name for what is wrong with them. What you went through still matters.', description: 'Plain-language summary point 3 of the narcissistic abuse guide: no diagnosis of the other person is needed; keep it very simple' },
  p4: { id: 'guides.narcissistic.summary.p4', defaultMessage: 'Help includes abuse helplines, therapy, coaching and support groups.', description: 'Plain-language summary point 4 of the narcissistic abuse guide; keep it very simple' },
})))
