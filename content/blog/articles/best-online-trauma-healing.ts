import { defineMessages } from 'react-intl'
import { described } from '../../messages'
import type { ArticleBody } from '../types'
import type { PostFacts } from '../posts'

/** The post's record: published, last changed, reviewed (docs/content-review.md), its category, and where its closing call to action leads. */
export const post: PostFacts = { date: '2025-10-13', updated: '2026-11-25', lastReviewed: '2026-11-25', nextReviewDue: '2027-11-25', category: 'choosing-support', cta: '/services' }

/** Article: how to choose online trauma support (therapy, coaching, groups, apps). */

export const meta = described(defineMessages({
  title: {
    id: 'blog.best-online-trauma-healing.meta.title',
    defaultMessage: 'How to Choose the Best Online Trauma Support for You',
    description: 'Title of the blog article about choosing online trauma support (page title, h1 and blog index card title)',
  },
  description: {
    id: 'blog.best-online-trauma-healing.meta.description',
    defaultMessage: 'Therapy, coaching, groups or apps? How to choose online trauma support: what trauma-informed means, questions to ask, credentials, red flags and privacy.',
    description: 'Search-result description of the article about choosing online trauma support (about 150 characters)',
  },
  excerpt: {
    id: 'blog.best-online-trauma-healing.excerpt',
    defaultMessage: 'The best support is the one that is safe, qualified and right for where you are now. Here is how to compare your options and the questions worth asking first.',
    description: 'Short summary of the article about choosing online trauma support, shown on its card on the blog index',
  },
}))

const m = described(defineMessages({
  introP1: {
    id: 'blog.best-online-trauma-healing.intro.p1',
    defaultMessage: 'Searching for trauma support online can feel like walking into a crowded market. Therapists, coaches, courses, apps and groups all promise to help, often in the same warm words. When you are already tired, it is hard to tell which of them are qualified, which are safe, and which would actually suit you.',
    description: 'Choosing online trauma support article, introduction, paragraph 1: why choosing is hard',
  },
  introP2: {
    id: 'blog.best-online-trauma-healing.intro.p2',
    defaultMessage: 'There is no single best option for everyone. The best support for you is the kind that matches what you need right now, is offered by someone properly trained, and feels safe enough that you can keep showing up. This guide explains the main choices, what to check, and the warning signs to take seriously.',
    description: 'Choosing online trauma support article, introduction, paragraph 2: there is no single best option; what the article covers',
  },
  introP3: {
    id: 'blog.best-online-trauma-healing.intro.p3',
    defaultMessage: 'We offer trauma recovery coaching, so we have an interest in this question. We have tried to be fair, including about the many situations in which coaching is not the right choice.',
    description: 'Choosing online trauma support article, introduction, paragraph 3: disclosure that the practice offers coaching and aims to be fair',
  },

  optionsHeading: {
    id: 'blog.best-online-trauma-healing.options.heading',
    defaultMessage: 'The main kinds of online support',
    description: 'Choosing online trauma support article, heading of the section comparing therapy, coaching, groups and apps',
  },
  optionsP1: {
    id: 'blog.best-online-trauma-healing.options.p1',
    defaultMessage: 'Most online trauma support falls into four broad kinds. They differ in who provides them, what those people are trained and permitted to do, and how closely they can respond to you as an individual.',
    description: 'Choosing online trauma support article, options section, paragraph 1: introduces the four kinds of support',
  },
  optionsTherapyHeading: {
    id: 'blog.best-online-trauma-healing.options.therapy.heading',
    defaultMessage: 'Therapy',
    description: 'Choosing online trauma support article, subheading: therapy (psychotherapy by licensed professionals)',
  },
  optionsTherapyP1: {
    id: 'blog.best-online-trauma-healing.options.therapy.p1',
    defaultMessage: 'Therapy is provided by licensed or registered mental health professionals such as psychologists, clinical social workers, licensed counselors and psychiatrists. They can assess you, diagnose conditions such as PTSD, and treat them. Several trauma-focused therapies have strong research support, including cognitive processing therapy, prolonged exposure, trauma-focused cognitive behavioral therapy and EMDR (eye movement desensitization and reprocessing). Therapy is the right place to start if you are struggling to function, have symptoms that frighten you, or are not safe.',
    description: 'Choosing online trauma support article, therapy paragraph: who provides therapy, what it can do and when to start there (EMDR is a proper name of a therapy)',
  },
  optionsCoachingHeading: {
    id: 'blog.best-online-trauma-healing.options.coaching.heading',
    defaultMessage: 'Trauma recovery coaching',
    description: 'Choosing online trauma support article, subheading: trauma recovery coaching',
  },
  optionsCoachingP1: {
    id: 'blog.best-online-trauma-healing.options.coaching.p1',
    defaultMessage: 'Coaching is educational and supportive. A trauma-informed coach helps you understand how trauma affects you, learn skills for steadying your nervous system, and take practical steps toward the life you want. <strong>Coaching is not therapy:</strong> a coach does not diagnose or treat mental health conditions and is not a crisis service. It tends to suit people who feel reasonably stable day to day and want structure, understanding and encouragement, either on its own or alongside therapy.',
    description: 'Choosing online trauma support article, coaching paragraph: what coaching is, that it is not therapy, and who it suits',
  },
  optionsGroupsHeading: {
    id: 'blog.best-online-trauma-healing.options.groups.heading',
    defaultMessage: 'Support groups',
    description: 'Choosing online trauma support article, subheading: support groups',
  },
  optionsGroupsP1: {
    id: 'blog.best-online-trauma-healing.options.groups.p1',
    defaultMessage: 'Groups range from therapy groups run by clinicians to peer groups led by survivors. Both can ease the isolation trauma brings. A clinician-led group offers more structure and safety; a peer group offers shared experience, but no one in it is responsible for your care.',
    description: 'Choosing online trauma support article, support groups paragraph: clinician-led versus peer-led groups',
  },
  optionsAppsHeading: {
    id: 'blog.best-online-trauma-healing.options.apps.heading',
    defaultMessage: 'Apps and self-guided courses',
    description: 'Choosing online trauma support article, subheading: apps and self-guided online courses',
  },
  optionsAppsP1: {
    id: 'blog.best-online-trauma-healing.options.apps.p1',
    defaultMessage: 'Apps and courses can teach useful skills such as grounding, breathing and tracking your mood, and they are available at three in the morning when nobody else is. Their quality varies widely, few are built specifically for trauma, and none can respond to you as a person. They work best as a companion to other support rather than a replacement for it.',
    description: 'Choosing online trauma support article, apps paragraph: strengths and limits of apps and self-guided courses',
  },
  optionsP2: {
    id: 'blog.best-online-trauma-healing.options.p2',
    defaultMessage: 'These options are not either-or. Many people combine them: a therapist for treatment, a group for company, an app for the nights in between. What matters is that each piece is safe, and that together they add up to enough support for where you are now.',
    description: 'Choosing online trauma support article, options section, closing paragraph: the options can be combined',
  },

  traumaInformedHeading: {
    id: 'blog.best-online-trauma-healing.trauma-informed.heading',
    defaultMessage: 'What “trauma-informed” should mean',
    description: 'Choosing online trauma support article, heading of the section explaining the term trauma-informed',
  },
  traumaInformedP1: {
    id: 'blog.best-online-trauma-healing.trauma-informed.p1',
    defaultMessage: 'Almost everyone in this field now calls themselves trauma-informed, so the phrase alone tells you little. In the United States, the Substance Abuse and Mental Health Services Administration (SAMHSA) describes a trauma-informed approach through six principles:',
    description: 'Choosing online trauma support article, trauma-informed section, paragraph 1: introduces the six SAMHSA principles',
  },
  traumaInformedLi1: {
    id: 'blog.best-online-trauma-healing.trauma-informed.li1',
    defaultMessage: 'Safety',
    description: 'Choosing online trauma support article, SAMHSA principle of a trauma-informed approach: safety',
  },
  traumaInformedLi2: {
    id: 'blog.best-online-trauma-healing.trauma-informed.li2',
    defaultMessage: 'Trustworthiness and transparency',
    description: 'Choosing online trauma support article, SAMHSA principle of a trauma-informed approach: trustworthiness and transparency',
  },
  traumaInformedLi3: {
    id: 'blog.best-online-trauma-healing.trauma-informed.li3',
    defaultMessage: 'Peer support',
    description: 'Choosing online trauma support article, SAMHSA principle of a trauma-informed approach: peer support',
  },
  traumaInformedLi4: {
    id: 'blog.best-online-trauma-healing.trauma-informed.li4',
    defaultMessage: 'Collaboration and mutuality',
    description: 'Choosing online trauma support article, SAMHSA principle of a trauma-informed approach: collaboration and mutuality',
  },
  traumaInformedLi5: {
    id: 'blog.best-online-trauma-healing.trauma-informed.li5',
    defaultMessage: 'Empowerment, voice and choice',
    description: 'Choosing online trauma support article, SAMHSA principle of a trauma-informed approach: empowerment, voice and choice',
  },
  traumaInformedLi6: {
    id: 'blog.best-online-trauma-healing.trauma-informed.li6',
    defaultMessage: 'Cultural, historical and gender issues',
    description: 'Choosing online trauma support article, SAMHSA principle of a trauma-informed approach: attention to cultural, historical and gender issues',
  },
  traumaInformedP2: {
    id: 'blog.best-online-trauma-healing.trauma-informed.p2',
    defaultMessage: 'In a session, those principles look quite ordinary. You are told what to expect before it happens. You are asked, not pushed, before difficult subjects come up. You can say no, pause or change the subject without being made to feel difficult. You are never required to tell your whole story to prove you deserve help. The practitioner pays attention to signs that you are becoming overwhelmed and slows down, and treats you as the expert on your own life.',
    description: 'Choosing online trauma support article, trauma-informed section, paragraph 2: what trauma-informed practice looks like in a session',
  },
  traumaInformedP2b: {
    id: 'blog.best-online-trauma-healing.trauma-informed.p3',
    defaultMessage: 'It also means understanding that responses which look like problems, such as avoidance, people-pleasing, anger or going numb, often began as ways to survive. A trauma-informed practitioner is curious about those responses rather than critical of them.',
    description: 'Choosing online trauma support article, trauma-informed section: survival responses are met with curiosity, not criticism',
  },
  traumaInformedP3: {
    id: 'blog.best-online-trauma-healing.trauma-informed.p4',
    defaultMessage: 'If someone says they are trauma-informed, it is reasonable to ask them what that means in practice. A thoughtful answer is a good sign. A vague one is worth noticing.',
    description: 'Choosing online trauma support article, trauma-informed section, paragraph 3: ask providers what trauma-informed means to them',
  },

  credentialsHeading: {
    id: 'blog.best-online-trauma-healing.credentials.heading',
    defaultMessage: 'Credentials to check',
    description: 'Choosing online trauma support article, heading of the section about checking qualifications',
  },
  credentialsP1: {
    id: 'blog.best-online-trauma-healing.credentials.p1',
    defaultMessage: 'For therapists, the most important check is their license or registration. Each country, and in some countries each state or province, has an official body that licenses or registers mental health professionals and keeps a public list you can search. Many of these lists also show whether a practitioner has faced any disciplinary action.',
    description: 'Choosing online trauma support article, credentials section, paragraph 1: checking a therapist’s license or registration with official registers',
  },
  credentialsP2: {
    id: 'blog.best-online-trauma-healing.credentials.p2',
    defaultMessage: 'Online work adds a wrinkle. In many places a therapist must be licensed where the client lives, not only where the therapist lives. If you are working with someone in another state or country, ask whether they are allowed to work with clients in your location.',
    description: 'Choosing online trauma support article, credentials section, paragraph 2: licensing across borders for online therapy',
  },
  credentialsP3: {
    id: 'blog.best-online-trauma-healing.credentials.p3',
    defaultMessage: 'Coaching is different. It is not a licensed profession, so anyone can call themselves a coach. That makes your questions more important, not less. Ask what training the coach has completed, whether it was specific to trauma, whether they hold a certification and from whom, whether they receive supervision or ongoing training, and how they decide when someone needs a therapist instead. Our coach is glad to answer these questions about her own training.',
    description: 'Choosing online trauma support article, credentials section, paragraph 3: coaching is unregulated; what to ask a coach about training and certification',
  },
  credentialsP4: {
    id: 'blog.best-online-trauma-healing.credentials.p4',
    defaultMessage: 'For any provider, specific training in trauma matters more than a long list of letters after a name. Trauma work asks for particular skills: pacing, recognizing dissociation, and knowing how to help someone come back to the present.',
    description: 'Choosing online trauma support article, credentials section, paragraph 4: trauma-specific training matters',
  },

  questionsHeading: {
    id: 'blog.best-online-trauma-healing.questions.heading',
    defaultMessage: 'Questions to ask before you start',
    description: 'Choosing online trauma support article, heading of the section listing questions to ask a provider',
  },
  questionsP1: {
    id: 'blog.best-online-trauma-healing.questions.p1',
    defaultMessage: 'Many providers offer a short free consultation. It is an interview in both directions, and you are allowed to ask anything. You might start with these:',
    description: 'Choosing online trauma support article, questions section, paragraph 1: introduces a list of questions for a first consultation',
  },
  questionsLi1: {
    id: 'blog.best-online-trauma-healing.questions.li1',
    defaultMessage: 'What is your training and experience with trauma, and with the kind of trauma I have lived through?',
    description: 'Choosing online trauma support article, question to ask a provider: trauma training and experience',
  },
  questionsLi2: {
    id: 'blog.best-online-trauma-healing.questions.li2',
    defaultMessage: 'Are you a therapist or a coach, and what does that mean for what you can and cannot help with?',
    description: 'Choosing online trauma support article, question to ask a provider: therapist or coach, and the scope of their help',
  },
  questionsLi3: {
    id: 'blog.best-online-trauma-healing.questions.li3',
    defaultMessage: 'How do you work, and what would our first few sessions look like?',
    description: 'Choosing online trauma support article, question to ask a provider: approach and first sessions',
  },
  questionsLi4: {
    id: 'blog.best-online-trauma-healing.questions.li4',
    defaultMessage: 'How do you make sure we go at a pace I can manage?',
    description: 'Choosing online trauma support article, question to ask a provider: pacing',
  },
  questionsLi5: {
    id: 'blog.best-online-trauma-healing.questions.li5',
    defaultMessage: 'What happens if I am in crisis between sessions?',
    description: 'Choosing online trauma support article, question to ask a provider: crisis arrangements between sessions',
  },
  questionsLi6: {
    id: 'blog.best-online-trauma-healing.questions.li6',
    defaultMessage: 'Which video platform do you use, and how do you keep my information private?',
    description: 'Choosing online trauma support article, question to ask a provider: video platform and privacy',
  },
  questionsLi7: {
    id: 'blog.best-online-trauma-healing.questions.li7',
    defaultMessage: 'What are your fees and cancellation terms, and is there any long-term commitment?',
    description: 'Choosing online trauma support article, question to ask a provider: fees, cancellation and commitment',
  },
  questionsLi8: {
    id: 'blog.best-online-trauma-healing.questions.li8',
    defaultMessage: 'How will we know whether this is helping, and what happens if it is not?',
    description: 'Choosing online trauma support article, question to ask a provider: how progress is reviewed',
  },
  questionsP2: {
    id: 'blog.best-online-trauma-healing.questions.p2',
    defaultMessage: 'Notice how the answers feel as well as what they say. A good provider will welcome your questions, answer plainly, and be honest about what they do not offer.',
    description: 'Choosing online trauma support article, questions section, paragraph 2: notice how the provider responds to questions',
  },

  redFlagsHeading: {
    id: 'blog.best-online-trauma-healing.red-flags.heading',
    defaultMessage: 'Red flags to take seriously',
    description: 'Choosing online trauma support article, heading of the section listing warning signs in a provider',
  },
  redFlagsP1: {
    id: 'blog.best-online-trauma-healing.red-flags.p1',
    defaultMessage: 'Survivors of trauma, especially of abuse, have often been taught to ignore their own alarm bells. In choosing support, those alarm bells deserve a hearing. Be cautious if a provider:',
    description: 'Choosing online trauma support article, red flags section, paragraph 1: introduces a list of warning signs',
  },
  redFlagsLi1: {
    id: 'blog.best-online-trauma-healing.red-flags.li1',
    defaultMessage: 'Promises a cure, a guaranteed result or a fixed timeline for healing.',
    description: 'Choosing online trauma support article, red flag: promises of cure or guaranteed results',
  },
  redFlagsLi2: {
    id: 'blog.best-online-trauma-healing.red-flags.li2',
    defaultMessage: 'Pushes you to describe or relive traumatic memories before you feel ready, or in the very first session.',
    description: 'Choosing online trauma support article, red flag: pressure to relive trauma too early',
  },
  redFlagsLi3: {
    id: 'blog.best-online-trauma-healing.red-flags.li3',
    defaultMessage: 'Offers to diagnose you without the qualifications to do so.',
    description: 'Choosing online trauma support article, red flag: diagnosing without qualifications',
  },
  redFlagsLi4: {
    id: 'blog.best-online-trauma-healing.red-flags.li4',
    defaultMessage: 'Discourages you from seeing a doctor or therapist, or from taking prescribed medication.',
    description: 'Choosing online trauma support article, red flag: discouraging medical care',
  },
  redFlagsLi5: {
    id: 'blog.best-online-trauma-healing.red-flags.li5',
    defaultMessage: 'Pressures you to buy a large package, or makes the price unclear.',
    description: 'Choosing online trauma support article, red flag: sales pressure or unclear pricing',
  },
  redFlagsLi6: {
    id: 'blog.best-online-trauma-healing.red-flags.li6',
    defaultMessage: 'Blurs boundaries: messages you at all hours, shares a lot about their own life, or suggests a friendship or more.',
    description: 'Choosing online trauma support article, red flag: blurred professional boundaries',
  },
  redFlagsLi7: {
    id: 'blog.best-online-trauma-healing.red-flags.li7',
    defaultMessage: 'Presents themselves as the only person who truly understands you.',
    description: 'Choosing online trauma support article, red flag: claiming to be the only one who understands',
  },
  redFlagsLi8: {
    id: 'blog.best-online-trauma-healing.red-flags.li8',
    defaultMessage: 'Dismisses your concerns about safety or privacy.',
    description: 'Choosing online trauma support article, red flag: dismissing safety or privacy concerns',
  },
  redFlagsLi9: {
    id: 'blog.best-online-trauma-healing.red-flags.li9',
    defaultMessage: 'Cannot explain clearly how they work or where they trained.',
    description: 'Choosing online trauma support article, red flag: vague about methods or training',
  },
  redFlagsP2: {
    id: 'blog.best-online-trauma-healing.red-flags.p2',
    defaultMessage: 'Some of these patterns echo the dynamics of abuse itself: control, isolation, and the sense that you owe someone. Support that repeats them is not safe support, however kind the words around it.',
    description: 'Choosing online trauma support article, red flags section, paragraph 2: some red flags mirror abusive dynamics',
  },

  privacyHeading: {
    id: 'blog.best-online-trauma-healing.privacy.heading',
    defaultMessage: 'Privacy and secure video',
    description: 'Choosing online trauma support article, heading of the section about privacy and video security',
  },
  privacyP1: {
    id: 'blog.best-online-trauma-healing.privacy.p1',
    defaultMessage: 'What you share in sessions is among the most private things you will ever say. Ask which video platform the provider uses and whether it is encrypted. Sessions should not be recorded without your clear, written consent. Ask what notes are kept, where they are stored, who can see them, and what happens to them when you stop working together.',
    description: 'Choosing online trauma support article, privacy section, paragraph 1: questions about video platform, recording and notes',
  },
  privacyP2: {
    id: 'blog.best-online-trauma-healing.privacy.p2',
    defaultMessage: 'Privacy law differs between countries and between professions. In the United States, for example, the health privacy rules known as HIPAA apply to most healthcare providers but often not to coaches. That does not make a coach careless with your information, but it does mean you should ask directly how it is protected, and expect a clear answer.',
    description: 'Choosing online trauma support article, privacy section, paragraph 2: privacy law differs; HIPAA (US health privacy law, a proper name) often does not cover coaches',
  },
  privacyP3: {
    id: 'blog.best-online-trauma-healing.privacy.p3',
    defaultMessage: 'Your side of the screen matters too. If you can, find a room where you will not be overheard, use headphones, and join from a device that nobody else checks. If you live with someone who might monitor or interrupt you, tell your provider. Together you can agree on a plan, such as a code word that means you need to end the call at once.',
    description: 'Choosing online trauma support article, privacy section, paragraph 3: making the client’s own space private and agreeing a safety plan',
  },

  fitHeading: {
    id: 'blog.best-online-trauma-healing.fit.heading',
    defaultMessage: 'Fit and pacing matter most',
    description: 'Choosing online trauma support article, heading of the section about the importance of fit and pace',
  },
  fitP1: {
    id: 'blog.best-online-trauma-healing.fit.p1',
    defaultMessage: 'Once you have checked qualifications and safety, the most important question is a simple one: do you feel safe enough with this person to keep coming back? Studies of therapy have found again and again that the quality of the working relationship between client and practitioner is linked to how much people benefit. Trust takes time to build after trauma, but you should have at least a sense that this person is on your side.',
    description: 'Choosing online trauma support article, fit section, paragraph 1: the working relationship matters',
  },
  fitP2: {
    id: 'blog.best-online-trauma-healing.fit.p2',
    defaultMessage: 'Pacing matters just as much. Good trauma work stays mostly within what is sometimes called your window of tolerance: the zone in which you can feel difficult things without being flooded or shutting down. Leaving a session tired is normal. Leaving one regularly shaken for days is a sign to slow down and talk about it.',
    description: 'Choosing online trauma support article, fit section, paragraph 2: pacing and the window of tolerance',
  },
  fitP2b: {
    id: 'blog.best-online-trauma-healing.fit.p3',
    defaultMessage: 'Fit is personal as well as practical. Some women feel safer with a female practitioner, or with someone who shares or understands their culture, faith, sexuality or experience of disability. Those preferences are legitimate, and it is fine to look for them. Practical things count too: session times that suit your energy, fees you can sustain without strain, and a format you can manage on a hard day.',
    description: 'Choosing online trauma support article, fit section: personal and practical aspects of fit',
  },
  fitP3: {
    id: 'blog.best-online-trauma-healing.fit.p4',
    defaultMessage: 'It is always all right to change your mind. You can stop working with someone, try a different approach, or take a break. A good provider will respect that, and may even help you find a better fit.',
    description: 'Choosing online trauma support article, fit section, paragraph 3: it is fine to change provider or take a break',
  },

  coachingFitHeading: {
    id: 'blog.best-online-trauma-healing.where-coaching-fits.heading',
    defaultMessage: 'Where coaching fits, honestly',
    description: 'Choosing online trauma support article, heading of the section about when coaching is and is not suitable',
  },
  coachingFitP1: {
    id: 'blog.best-online-trauma-healing.where-coaching-fits.p1',
    defaultMessage: 'Trauma recovery coaching can be a good fit if you feel broadly stable, want to understand your responses, and are looking for practical tools, structure and encouragement. Some women see a therapist at the same time; coaching can complement therapy well when both practitioners know about each other.',
    description: 'Choosing online trauma support article, where coaching fits section, paragraph 1: when coaching can be a good fit',
  },
  coachingFitP2: {
    id: 'blog.best-online-trauma-healing.where-coaching-fits.p2',
    defaultMessage: 'Coaching is <strong>not</strong> the right first step if you are in crisis, having thoughts of suicide or self-harm, often losing time or feeling detached from reality, or living with symptoms that stop you from getting through the day. In those situations, please reach out to a doctor or a licensed mental health professional, or use the crisis numbers on this page.',
    description: 'Choosing online trauma support article, where coaching fits section, paragraph 2: when coaching is not appropriate and the reader should seek clinical or crisis help',
  },
  coachingFitP2b: {
    id: 'blog.best-online-trauma-healing.where-coaching-fits.p3',
    defaultMessage: 'At Thrive, sessions are held by secure video with one trauma recovery coach. We begin with safety and stability, move at the pace you set, and will always tell you if we think a therapist or doctor would serve you better. That honesty is part of what trauma-informed means.',
    description: 'Choosing online trauma support article, where coaching fits section: how this practice works (Thrive is the brand name, do not translate)',
  },
  coachingFitP3: {
    id: 'blog.best-online-trauma-healing.where-coaching-fits.p4',
    defaultMessage: 'If you are still unsure, a free consultation is a chance to ask every question in this guide and see how the answers feel. Whatever you decide, choosing support carefully is itself an act of care for yourself.',
    description: 'Choosing online trauma support article, closing paragraph: invitation to a free consultation and encouragement',
  },

  sourceSamhsa: {
    id: 'blog.best-online-trauma-healing.sources.samhsa',
    defaultMessage: 'Substance Abuse and Mental Health Services Administration (SAMHSA), “SAMHSA’s Concept of Trauma and Guidance for a Trauma-Informed Approach” (2014)',
    description: 'Choosing online trauma support article, name of a cited source in the editorial-standards note: the US federal agency SAMHSA and the title of its 2014 document (proper names; keep the title as published)',
  },
  sourceNimh: {
    id: 'blog.best-online-trauma-healing.sources.nimh',
    defaultMessage: 'National Institute of Mental Health: Psychotherapies',
    description: 'Choosing online trauma support article, name of a cited source in the editorial-standards note: the NIMH page about types of psychotherapy (proper name)',
  },
}))

export const body: ArticleBody = {
  intro: [
    { type: 'p', text: m.introP1 },
    { type: 'p', text: m.introP2 },
    { type: 'p', text: m.introP3 },
  ],
  sections: [
    {
      id: 'options',
      heading: m.optionsHeading,
      blocks: [
        { type: 'p', text: m.optionsP1 },
        { type: 'h3', text: m.optionsTherapyHeading },
        { type: 'p', text: m.optionsTherapyP1 },
        { type: 'h3', text: m.optionsCoachingHeading },
        { type: 'p', text: m.optionsCoachingP1 },
        { type: 'h3', text: m.optionsGroupsHeading },
        { type: 'p', text: m.optionsGroupsP1 },
        { type: 'h3', text: m.optionsAppsHeading },
        { type: 'p', text: m.optionsAppsP1 },
        { type: 'p', text: m.optionsP2 },
      ],
    },
    {
      id: 'trauma-informed',
      heading: m.traumaInformedHeading,
      blocks: [
        { type: 'p', text: m.traumaInformedP1 },
        { type: 'ul', items: [m.traumaInformedLi1, m.traumaInformedLi2, m.traumaInformedLi3, m.traumaInformedLi4, m.traumaInformedLi5, m.traumaInformedLi6] },
        { type: 'p', text: m.traumaInformedP2 },
        { type: 'p', text: m.traumaInformedP2b },
        { type: 'p', text: m.traumaInformedP3 },
      ],
    },
    {
      id: 'credentials',
      heading: m.credentialsHeading,
      blocks: [
        { type: 'p', text: m.credentialsP1 },
        { type: 'p', text: m.credentialsP2 },
        { type: 'p', text: m.credentialsP3 },
        { type: 'p', text: m.credentialsP4 },
      ],
    },
    {
      id: 'questions',
      heading: m.questionsHeading,
      blocks: [
        { type: 'p', text: m.questionsP1 },
        { type: 'ol', items: [m.questionsLi1, m.questionsLi2, m.questionsLi3, m.questionsLi4, m.questionsLi5, m.questionsLi6, m.questionsLi7, m.questionsLi8] },
        { type: 'p', text: m.questionsP2 },
      ],
    },
    {
      id: 'red-flags',
      heading: m.redFlagsHeading,
      blocks: [
        { type: 'p', text: m.redFlagsP1 },
        { type: 'ul', items: [m.redFlagsLi1, m.redFlagsLi2, m.redFlagsLi3, m.redFlagsLi4, m.redFlagsLi5, m.redFlagsLi6, m.redFlagsLi7, m.redFlagsLi8, m.redFlagsLi9] },
        { type: 'p', text: m.redFlagsP2 },
      ],
    },
    {
      id: 'privacy',
      heading: m.privacyHeading,
      blocks: [
        { type: 'p', text: m.privacyP1 },
        { type: 'p', text: m.privacyP2 },
        { type: 'p', text: m.privacyP3 },
      ],
    },
    {
      id: 'fit',
      heading: m.fitHeading,
      blocks: [
        { type: 'p', text: m.fitP1 },
        { type: 'p', text: m.fitP2 },
        { type: 'p', text: m.fitP2b },
        { type: 'p', text: m.fitP3 },
      ],
    },
    {
      id: 'where-coaching-fits',
      heading: m.coachingFitHeading,
      blocks: [
        { type: 'p', text: m.coachingFitP1 },
        { type: 'p', text: m.coachingFitP2 },
        { type: 'p', text: m.coachingFitP2b },
        { type: 'p', text: m.coachingFitP3 },
      ],
    },
  ],
  sources: [
    { href: 'https://store.samhsa.gov/sites/default/files/d7/priv/sma14-4884.pdf', label: m.sourceSamhsa },
    { href: 'https://www.nimh.nih.gov/health/topics/psychotherapies', label: m.sourceNimh },
  ],
}

/** "In short" at the top of the article: its key points in plain words (the crisis point is shared, content/review.ts). */
export const summary = Object.values(described(defineMessages({
  p1: { id: 'blog.best-online-trauma-healing.summary.p1', defaultMessage: 'There is no one best kind of help. The best fit is safe, well trained and right for you now.', description: 'Plain-language summary (“In short”) at the top of the article, point 1; keep it very simple (reading age 9 to 11, short sentences)' },
  p2: { id: 'blog.best-online-trauma-healing.summary.p2', defaultMessage: 'A therapist should be licensed or registered. You can check this on an official list.', description: 'Plain-language summary (“In short”) at the top of the article, point 2; keep it very simple (reading age 9 to 11, short sentences)' },
  p3: { id: 'blog.best-online-trauma-healing.summary.p3', defaultMessage: 'Anyone can call themselves a coach, so ask a coach what training she has.', description: 'Plain-language summary (“In short”) at the top of the article, point 3; keep it very simple (reading age 9 to 11, short sentences)' },
  p4: { id: 'blog.best-online-trauma-healing.summary.p4', defaultMessage: 'Be wary of anyone who promises a cure or a fixed time to heal. Feeling safe with the person matters most.', description: 'Plain-language summary (“In short”) at the top of the article, point 4; keep it very simple (reading age 9 to 11, short sentences)' },
})))
