import { defineMessages } from 'react-intl'
import { CalendarCheck, CloudFog, Eye, HandHeart, HeartCrack, HeartHandshake, House, Leaf, Megaphone, Search, ShieldCheck, Sprout, Waves } from 'lucide'
import { described } from '../messages'
import { sources } from '../sources'
import type { ServicePageContent } from './types'

const m = described(defineMessages({
  metaTitle: { id: 'services.childhood.meta.title', defaultMessage: 'Childhood Trauma Recovery Coaching for Women', description: 'Title of the childhood trauma coaching page (browser tab and search results)' },
  metaDescription: { id: 'services.childhood.meta.description', defaultMessage: 'Online coaching for women healing from childhood trauma: understand how early experiences shaped you, calm your nervous system and build a kinder relationship with yourself.', description: 'Description of the childhood trauma coaching page for search results (about 155 characters)' },
  eyebrow: { id: 'services.childhood.hero.eyebrow', defaultMessage: 'Childhood trauma recovery', description: 'Small label above the heading of the childhood trauma coaching page' },
  title: { id: 'services.childhood.hero.title', defaultMessage: 'Childhood Trauma Recovery Coaching', description: 'Main heading (h1) of the childhood trauma coaching page' },
  lead: { id: 'services.childhood.hero.lead', defaultMessage: 'What happened when you were small can still shape how you feel, react and relate today. Coaching offers a steady, gentle space to understand those patterns and to try new ways of being, at a pace your body can trust.', description: 'Introductory paragraph under the heading of the childhood trauma coaching page' },

  explanationTitle: { id: 'services.childhood.explanation.title', defaultMessage: 'How childhood trauma can echo into adult life', description: 'Heading of the section explaining childhood trauma and its later effects' },
  explanation1: { id: 'services.childhood.explanation.aces', defaultMessage: 'Childhood trauma is not only about dramatic events. It can come from abuse or violence, but also from neglect, from growing up with a parent who was frightening, unpredictable or unwell, or from never feeling emotionally safe or seen. The US public health agency, the <cdc>CDC</cdc>, calls these adverse childhood experiences and describes how they can affect health and well-being long into adulthood.', description: 'Paragraph explaining what childhood trauma can include; the “cdc” tag links to the CDC page about adverse childhood experiences' },
  explanation2: { id: 'services.childhood.explanation.p2', defaultMessage: 'A child who lives with ongoing stress adapts in the only ways open to her. She may learn to stay quiet, to keep everyone happy, to be very good, or to need nothing at all. Those adaptations were intelligent: they helped her get through. In adult life, though, the same strategies can turn into anxiety, people-pleasing, harsh self-criticism or a feeling of being on guard all the time.', description: 'Paragraph explaining how a child\'s coping strategies carry into adulthood' },
  explanation3: { id: 'services.childhood.explanation.p3', defaultMessage: 'Many women come to coaching knowing that something from the past is still running the show, without being sure what it is or whether it "counts". You do not need a clear story, a label or complete memories to begin. We start with what you notice now: in your body, in your relationships and in the voice inside your head.', description: 'Paragraph reassuring the reader that she does not need a clear story or label to begin' },
  explanation4: { id: 'services.childhood.explanation.p4', defaultMessage: 'Recovery is not about reliving the past or blaming anyone. It is about understanding your patterns with compassion, helping your nervous system learn that the danger is over, and gradually choosing responses that fit the life you have now. If you would like to read more first, the <guide>childhood trauma help guide</guide> compares the kinds of support available, and <article>Understanding Childhood Trauma</article> explains the basics in plain language.', description: 'Paragraph on what recovery means; the “guide” tag links to the childhood trauma guide, the “article” tag to the article "Understanding Childhood Trauma" (keep that title as the article\'s title)' },

  signsTitle: { id: 'services.childhood.signs.title', defaultMessage: 'Signs childhood trauma may still be with you', description: 'Heading of the sign cards on the childhood trauma coaching page' },
  signsIntro: { id: 'services.childhood.signs.intro', defaultMessage: 'These are some of the ways early experiences can show up years later. You may recognize a few of them, many or none.', description: 'Introduction to the sign cards on the childhood trauma coaching page' },
  alertTitle: { id: 'services.childhood.signs.alert.title', defaultMessage: 'Always on alert', description: 'Sign card title: hypervigilance' },
  alertBody: { id: 'services.childhood.signs.alert.body', defaultMessage: 'You scan rooms and faces for trouble, startle easily or find it hard to fully relax, even when nothing is wrong.', description: 'Sign card text: hypervigilance' },
  criticTitle: { id: 'services.childhood.signs.critic.title', defaultMessage: 'A harsh inner critic', description: 'Sign card title: strong self-criticism' },
  criticBody: { id: 'services.childhood.signs.critic.body', defaultMessage: 'A voice inside judges everything you do, and small mistakes feel much bigger and more shameful than they are.', description: 'Sign card text: strong self-criticism' },
  pleasingTitle: { id: 'services.childhood.signs.pleasing.title', defaultMessage: 'Putting everyone else first', description: 'Sign card title: people-pleasing' },
  pleasingBody: { id: 'services.childhood.signs.pleasing.body', defaultMessage: 'Saying no feels dangerous. You look after other people\'s needs and lose track of your own.', description: 'Sign card text: people-pleasing' },
  numbTitle: { id: 'services.childhood.signs.numb.title', defaultMessage: 'Feeling numb or far away', description: 'Sign card title: dissociation or emotional numbness' },
  numbBody: { id: 'services.childhood.signs.numb.body', defaultMessage: 'At times you feel cut off from your body or your emotions, as if you are watching your life from a distance.', description: 'Sign card text: dissociation or emotional numbness' },
  relationshipsTitle: { id: 'services.childhood.signs.relationships.title', defaultMessage: 'Painful relationship patterns', description: 'Sign card title: difficult relationships' },
  relationshipsBody: { id: 'services.childhood.signs.relationships.body', defaultMessage: 'You may feel drawn to people who are unavailable or unkind, or keep everyone at arm\'s length so no one can hurt you.', description: 'Sign card text: difficult relationships' },
  feelingsTitle: { id: 'services.childhood.signs.feelings.title', defaultMessage: 'Feelings bigger than the moment', description: 'Sign card title: intense emotional reactions' },
  feelingsBody: { id: 'services.childhood.signs.feelings.body', defaultMessage: 'Small moments can bring floods of anger, fear or sadness that seem out of proportion, often followed by shame.', description: 'Sign card text: intense emotional reactions' },

  howTitle: { id: 'services.childhood.how.title', defaultMessage: 'How childhood trauma coaching works', description: 'Heading of the steps explaining how coaching works on the childhood trauma page' },
  howIntro: { id: 'services.childhood.how.intro', defaultMessage: 'Coaching follows a steady rhythm. Safety comes first, and you decide what we explore and when.', description: 'Introduction to the coaching steps on the childhood trauma page' },
  safetyTitle: { id: 'services.childhood.how.safety.title', defaultMessage: 'Build safety and trust', description: 'Coaching step 1 title' },
  safetyBody: { id: 'services.childhood.how.safety.body', defaultMessage: 'We begin by learning what helps you feel settled and what tends to unsettle you. You learn simple grounding skills before we go anywhere near difficult material.', description: 'Coaching step 1 text' },
  patternsTitle: { id: 'services.childhood.how.patterns.title', defaultMessage: 'Understand your patterns', description: 'Coaching step 2 title' },
  patternsBody: { id: 'services.childhood.how.patterns.body', defaultMessage: 'Together we look at how your early surroundings shaped your habits, beliefs and reactions, and we name the protective strategies you developed as a child.', description: 'Coaching step 2 text' },
  partsTitle: { id: 'services.childhood.how.parts.title', defaultMessage: 'Meet your inner world with kindness', description: 'Coaching step 3 title' },
  partsBody: { id: 'services.childhood.how.parts.body', defaultMessage: 'Using ideas from Internal Family Systems, we get curious about the parts of you that criticize, worry or shut down, and what they are trying to protect.', description: 'Coaching step 3 text; Internal Family Systems is the name of a method' },
  newTitle: { id: 'services.childhood.how.new.title', defaultMessage: 'Try new ways of living', description: 'Coaching step 4 title' },
  newBody: { id: 'services.childhood.how.new.body', defaultMessage: 'Between sessions you experiment with small changes: a boundary, a pause, a kinder thought. We reflect on what you notice and adjust as you grow.', description: 'Coaching step 4 text' },

  benefitsTitle: { id: 'services.childhood.benefits.title', defaultMessage: 'What coaching can help you build', description: 'Heading of the benefits checklist on the childhood trauma page' },
  benefitsIntro: { id: 'services.childhood.benefits.intro', defaultMessage: 'Over time, many women find that coaching helps them develop:', description: 'Introduction to the benefits checklist; the list items complete the sentence' },
  benefit1: { id: 'services.childhood.benefits.understanding', defaultMessage: 'A clearer understanding of how your past shaped you, without blame or shame', description: 'Benefit checklist item' },
  benefit2: { id: 'services.childhood.benefits.tools', defaultMessage: 'Practical tools to calm your body when old fears are stirred up', description: 'Benefit checklist item' },
  benefit3: { id: 'services.childhood.benefits.voice', defaultMessage: 'A gentler, more supportive inner voice', description: 'Benefit checklist item' },
  benefit4: { id: 'services.childhood.benefits.boundaries', defaultMessage: 'Boundaries that protect your time, energy and well-being', description: 'Benefit checklist item' },
  benefit5: { id: 'services.childhood.benefits.trust', defaultMessage: 'More trust in your own feelings, needs and choices', description: 'Benefit checklist item' },
  benefit6: { id: 'services.childhood.benefits.relationships', defaultMessage: 'Relationships that feel safer and more mutual', description: 'Benefit checklist item' },
  benefit7: { id: 'services.childhood.benefits.choice', defaultMessage: 'A sense of choice where old reactions once felt automatic', description: 'Benefit checklist item' },

  onlineTitle: { id: 'services.childhood.online.title', defaultMessage: 'Why online coaching suits this work', description: 'Heading of the reasons for online coaching on the childhood trauma page' },
  onlineIntro: { id: 'services.childhood.online.intro', defaultMessage: 'Childhood trauma is often rooted in home and family. Choosing where and how you join each session can itself be part of the healing.', description: 'Introduction to the reasons for online coaching on the childhood trauma page' },
  spaceTitle: { id: 'services.childhood.online.space.title', defaultMessage: 'Your space, your rules', description: 'Online reason card title: the client controls her surroundings' },
  spaceBody: { id: 'services.childhood.online.space.body', defaultMessage: 'You choose the room, the light and who is nearby. Having that control is a quiet, powerful kind of safety.', description: 'Online reason card text' },
  regulateTitle: { id: 'services.childhood.online.regulate.title', defaultMessage: 'Room to settle', description: 'Online reason card title: easier to calm down at home' },
  regulateBody: { id: 'services.childhood.online.regulate.body', defaultMessage: 'Keep a blanket, a pet or a warm drink close. You can turn your camera off for a moment or step away whenever you need to.', description: 'Online reason card text' },
  lifeTitle: { id: 'services.childhood.online.life.title', defaultMessage: 'Support that fits your life', description: 'Online reason card title: practical ease' },
  lifeBody: { id: 'services.childhood.online.life.body', defaultMessage: 'No commute means less to manage on hard days, and you can rest straight after a session instead of heading back out into the world.', description: 'Online reason card text' },

  guideLabel: { id: 'services.childhood.onward.guide.label', defaultMessage: 'Childhood trauma help guide', description: 'Link to the childhood trauma guide page' },
  guideBody: { id: 'services.childhood.onward.guide.body', defaultMessage: 'Therapy, coaching, support groups and self-care compared, with signs it may be time to reach out.', description: 'What the reader will find in the childhood trauma guide' },
  articleLabel: { id: 'services.childhood.onward.article.label', defaultMessage: 'Understanding Childhood Trauma', description: 'Link to the article of this title (keep it as the article\'s title)' },
  articleBody: { id: 'services.childhood.onward.article.body', defaultMessage: 'How early experiences shape the nervous system, and why your reactions make sense.', description: 'What the reader will find in the article' },
  quizLabel: { id: 'services.childhood.onward.quiz.label', defaultMessage: 'The healing quiz', description: 'Link to the five-question healing quiz' },
  quizBody: { id: 'services.childhood.onward.quiz.body', defaultMessage: 'Five gentle questions to help you reflect on where you are in your healing right now.', description: 'What the reader will find in the quiz' },
  approachLabel: { id: 'services.childhood.onward.approach.label', defaultMessage: 'How I work', description: 'Link to the Approach page explaining the coaching methods; "I" is the coach' },
  approachBody: { id: 'services.childhood.onward.approach.body', defaultMessage: 'Internal Family Systems, somatic work and nervous system regulation, explained simply.', description: 'What the reader will find on the Approach page' },

  ctaTitle: { id: 'services.childhood.cta.title', defaultMessage: 'You do not have to untangle the past alone', description: 'Heading of the closing call to action on the childhood trauma page' },
  ctaBody: { id: 'services.childhood.cta.body', defaultMessage: 'A free consultation is a calm, no-pressure conversation. You can ask anything, share only what you want to, and decide in your own time whether coaching feels right.', description: 'Text of the closing call to action on the childhood trauma page' },
}))

export const childhoodService: ServicePageContent = {
  path: '/services/childhood-trauma-recovery',
  scope: 'services.childhood',
  meta: { title: m.metaTitle, description: m.metaDescription },
  hero: { eyebrow: m.eyebrow, title: m.title, lead: m.lead },
  explanation: {
    title: m.explanationTitle,
    paragraphs: [
      { text: m.explanation1, links: { cdc: sources.cdcAces.href } },
      { text: m.explanation2 },
      { text: m.explanation3 },
      { text: m.explanation4, links: { guide: '/childhood-trauma-help', article: '/blog/understanding-childhood-trauma' } },
    ],
  },
  signs: {
    title: m.signsTitle,
    intro: m.signsIntro,
    cards: [
      { icon: Eye, title: m.alertTitle, body: m.alertBody },
      { icon: Megaphone, title: m.criticTitle, body: m.criticBody },
      { icon: HandHeart, title: m.pleasingTitle, body: m.pleasingBody },
      { icon: CloudFog, title: m.numbTitle, body: m.numbBody },
      { icon: HeartCrack, title: m.relationshipsTitle, body: m.relationshipsBody },
      { icon: Waves, title: m.feelingsTitle, body: m.feelingsBody },
    ],
  },
  howItWorks: {
    title: m.howTitle,
    intro: m.howIntro,
    steps: [
      { icon: ShieldCheck, title: m.safetyTitle, body: m.safetyBody },
      { icon: Search, title: m.patternsTitle, body: m.patternsBody },
      { icon: HeartHandshake, title: m.partsTitle, body: m.partsBody },
      { icon: Sprout, title: m.newTitle, body: m.newBody },
    ],
  },
  benefits: { title: m.benefitsTitle, intro: m.benefitsIntro, items: [m.benefit1, m.benefit2, m.benefit3, m.benefit4, m.benefit5, m.benefit6, m.benefit7] },
  online: {
    title: m.onlineTitle,
    intro: m.onlineIntro,
    cards: [
      { icon: House, title: m.spaceTitle, body: m.spaceBody },
      { icon: Leaf, title: m.regulateTitle, body: m.regulateBody },
      { icon: CalendarCheck, title: m.lifeTitle, body: m.lifeBody },
    ],
  },
  onward: [
    { href: '/childhood-trauma-help', label: m.guideLabel, body: m.guideBody },
    { href: '/blog/understanding-childhood-trauma', label: m.articleLabel, body: m.articleBody },
    { href: '/healing-quiz', label: m.quizLabel, body: m.quizBody },
    { href: '/approach', label: m.approachLabel, body: m.approachBody },
  ],
  cta: { title: m.ctaTitle, body: m.ctaBody },
  review: { lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', sources: [sources.cdcAces] },
}
