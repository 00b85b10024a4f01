import { defineMessages } from 'react-intl'
import { described } from '../../messages'
import type { ArticleBody } from '../types'
import type { PostFacts } from '../posts'

/** The post's record: published, last changed, reviewed (docs/content-review.md), its category, and where its closing call to action leads. */
export const post: PostFacts = { date: '2025-10-08', updated: '2026-11-25', lastReviewed: '2026-11-25', nextReviewDue: '2027-11-25', category: 'free-resources', cta: '/healing-quiz' }

/** Article: free, reputable ways to begin healing from trauma online. */

export const meta = described(defineMessages({
  title: {
    id: 'blog.free-online-trauma-healing.meta.title',
    defaultMessage: 'Free Online Trauma Healing: Safe Places to Begin',
    description: 'Title of the blog article about free online resources for healing from trauma (page title, h1 and blog index card title)',
  },
  description: {
    id: 'blog.free-online-trauma-healing.meta.description',
    defaultMessage: 'Free, trustworthy ways to begin healing from trauma online: reputable health sites, helplines, grounding practices, peer support and how to stay safe.',
    description: 'Search-result description of the free online trauma healing article (about 150 characters)',
  },
  excerpt: {
    id: 'blog.free-online-trauma-healing.excerpt',
    defaultMessage: 'You don’t need money to take your first steps toward healing. Here are free, reputable places to start online, how to judge them safely, and what they can’t replace.',
    description: 'Short summary of the free online trauma healing article, shown on its card on the blog index',
  },
}))

const m = described(defineMessages({
  introP1: {
    id: 'blog.free-online-trauma-healing.intro.p1',
    defaultMessage: 'If you are reading this, part of you is looking for a way forward. Maybe money is tight, maybe you are not ready to talk to anyone yet, or maybe you simply want to understand what has been happening inside you before you decide anything. All of those are good reasons to start with free resources.',
    description: 'Free online trauma healing article, introduction, paragraph 1: why a reader might start with free resources',
  },
  introP2: {
    id: 'blog.free-online-trauma-healing.intro.p2',
    defaultMessage: 'The internet holds a great deal of help for trauma survivors, and a great deal of noise. Some pages are written by health agencies and experienced clinicians; others are written to sell something, or by people who mean well but have their facts wrong. This guide walks through free places to begin that you can trust, simple practices you can try today, how to judge an online community before you open up in it, and the honest limits of doing this on your own.',
    description: 'Free online trauma healing article, introduction, paragraph 2: what the article covers',
  },
  introP3: {
    id: 'blog.free-online-trauma-healing.intro.p3',
    defaultMessage: 'Take it slowly. You can read one section today and come back to the rest another time. <strong>If you are in danger right now, or thinking about ending your life, please stop reading and contact your local emergency number or one of the crisis lines shown on this page.</strong>',
    description: 'Free online trauma healing article, introduction, paragraph 3: invitation to go slowly and a safety note pointing to the crisis numbers shown on the page (no numbers in the text)',
  },

  sourcesHeading: {
    id: 'blog.free-online-trauma-healing.trusted-sources.heading',
    defaultMessage: 'Start with sources you can trust',
    description: 'Free online trauma healing article, heading of the section about reputable free health information sites',
  },
  sourcesP1: {
    id: 'blog.free-online-trauma-healing.trusted-sources.p1',
    defaultMessage: 'The most reliable free information about trauma usually comes from government health agencies and national health services. Their pages are written and reviewed by specialists, they are not trying to sell you anything, and they are updated as the research changes.',
    description: 'Free online trauma healing article, trusted sources section, paragraph 1: why government health sites are reliable',
  },
  sourcesP2: {
    id: 'blog.free-online-trauma-healing.trusted-sources.p2',
    defaultMessage: 'In the United States, the National Institute of Mental Health (NIMH) explains post-traumatic stress disorder in plain language, and the Substance Abuse and Mental Health Services Administration (SAMHSA) has material on trauma and on finding treatment. In the United Kingdom, the NHS website has clear pages on PTSD and complex PTSD. In Australia, healthdirect, the government-funded health information service, does similar work, and in Canada and New Zealand the national government health websites are a good first stop.',
    description: 'Free online trauma healing article, trusted sources section, paragraph 2: examples of reputable national health information sites in the service regions (proper names of agencies)',
  },
  sourcesP3: {
    id: 'blog.free-online-trauma-healing.trusted-sources.p3',
    defaultMessage: 'Wherever you read, a few quick checks will help you tell solid information from the rest:',
    description: 'Free online trauma healing article, trusted sources section, paragraph 3: introduces a checklist for judging a website',
  },
  sourcesLi1: {
    id: 'blog.free-online-trauma-healing.trusted-sources.li1',
    defaultMessage: 'Who runs the site, and do they say so openly?',
    description: 'Free online trauma healing article, checklist item for judging a website: who is behind it',
  },
  sourcesLi2: {
    id: 'blog.free-online-trauma-healing.trusted-sources.li2',
    defaultMessage: 'Is there a date showing when the page was written or last reviewed?',
    description: 'Free online trauma healing article, checklist item for judging a website: is it dated',
  },
  sourcesLi3: {
    id: 'blog.free-online-trauma-healing.trusted-sources.li3',
    defaultMessage: 'Does it name its sources, and are they research or recognized health bodies?',
    description: 'Free online trauma healing article, checklist item for judging a website: does it cite sources',
  },
  sourcesLi4: {
    id: 'blog.free-online-trauma-healing.trusted-sources.li4',
    defaultMessage: 'Does it promise a quick cure, or push you toward buying something?',
    description: 'Free online trauma healing article, checklist item for judging a website: warning signs of promises and selling',
  },
  sourcesP4: {
    id: 'blog.free-online-trauma-healing.trusted-sources.p4',
    defaultMessage: 'Reading about trauma can stir things up. If you notice your chest tightening or your thoughts racing, it is fine to close the tab, take a few breaths and come back later. Learning works best in small doses.',
    description: 'Free online trauma healing article, trusted sources section, paragraph 4: gentle reminder that reading about trauma can be activating',
  },

  helplinesHeading: {
    id: 'blog.free-online-trauma-healing.helplines.heading',
    defaultMessage: 'Helplines and crisis lines',
    description: 'Free online trauma healing article, heading of the section about free helplines and crisis lines',
  },
  helplinesP1: {
    id: 'blog.free-online-trauma-healing.helplines.p1',
    defaultMessage: 'Helplines are one of the most valuable free resources there are, and one of the least used. Most are free to contact, confidential, and answered by trained people. Many are open around the clock, and many now offer text or online chat as well as calls, which can feel easier when speaking out loud is too much.',
    description: 'Free online trauma healing article, helplines section, paragraph 1: what helplines offer',
  },
  helplinesP2: {
    id: 'blog.free-online-trauma-healing.helplines.p2',
    defaultMessage: 'You do not have to be at the point of ending your life to reach out to a crisis line. Many of them say plainly that emotional distress is reason enough: a flashback you cannot come out of, a night when the memories will not stop, or a moment when you simply need another human voice.',
    description: 'Free online trauma healing article, helplines section, paragraph 2: you do not need to be suicidal to contact a crisis line',
  },
  helplinesP3: {
    id: 'blog.free-online-trauma-healing.helplines.p3',
    defaultMessage: 'Domestic abuse helplines offer something different: confidential support from people who understand abuse, help thinking through a safety plan, and information about local services. You can contact them even if you are not sure whether what is happening to you counts as abuse, and even if you are asking on behalf of a friend.',
    description: 'Free online trauma healing article, helplines section, paragraph 3: what domestic abuse helplines offer',
  },
  helplinesP4: {
    id: 'blog.free-online-trauma-healing.helplines.p4',
    defaultMessage: 'The crisis numbers shown on this page are the ones for your region. It can help to save one or two in your phone now, under a name that only you will recognize, so they are there on a hard day. <strong>If you are in immediate danger, contact your local emergency number.</strong>',
    description: 'Free online trauma healing article, helplines section, paragraph 4: points to the regional crisis numbers shown on the page (no numbers in the text) and suggests saving them',
  },

  groundingHeading: {
    id: 'blog.free-online-trauma-healing.grounding.heading',
    defaultMessage: 'Free grounding and self-care practices',
    description: 'Free online trauma healing article, heading of the section about grounding exercises and self-care',
  },
  groundingP1: {
    id: 'blog.free-online-trauma-healing.grounding.p1',
    defaultMessage: 'Many people feel the effects of trauma in the body as well as the mind. When something reminds your nervous system of danger, it can react as if the danger is happening now: a racing heart, shaky hands, a sense of floating away. Grounding practices are simple ways to remind your body that you are here, in the present, and that this moment is survivable.',
    description: 'Free online trauma healing article, grounding section, paragraph 1: what grounding is for',
  },
  groundingP2: {
    id: 'blog.free-online-trauma-healing.grounding.p2',
    defaultMessage: 'They cost nothing, and you can try them anywhere. Here are a few that many people find helpful:',
    description: 'Free online trauma healing article, grounding section, paragraph 2: introduces a list of grounding practices',
  },
  groundingLi1: {
    id: 'blog.free-online-trauma-healing.grounding.li1',
    defaultMessage: '<strong>Name what you notice.</strong> Look around and name five things you can see, four you can hear, three you can touch, two you can smell and one you can taste. Say them out loud if you can.',
    description: 'Free online trauma healing article, grounding practice: the five senses exercise',
  },
  groundingLi2: {
    id: 'blog.free-online-trauma-healing.grounding.li2',
    defaultMessage: '<strong>Lengthen the out-breath.</strong> Breathe in gently, then let the breath out a little more slowly than it came in. There is no need to breathe deeply; a slow exhale is enough.',
    description: 'Free online trauma healing article, grounding practice: slower breathing out',
  },
  groundingLi3: {
    id: 'blog.free-online-trauma-healing.grounding.li3',
    defaultMessage: '<strong>Orient to the room.</strong> Let your eyes move slowly around the space you are in. Notice the door, the light, the colors. Remind yourself of the date and where you are.',
    description: 'Free online trauma healing article, grounding practice: looking around the room to orient',
  },
  groundingLi4: {
    id: 'blog.free-online-trauma-healing.grounding.li4',
    defaultMessage: '<strong>Use temperature and touch.</strong> Hold something cold, wash your hands in warm water, or press your feet firmly into the floor.',
    description: 'Free online trauma healing article, grounding practice: using temperature and touch',
  },
  groundingLi5: {
    id: 'blog.free-online-trauma-healing.grounding.li5',
    defaultMessage: '<strong>Move a little.</strong> Stretch, shake out your hands, or walk slowly and feel each step.',
    description: 'Free online trauma healing article, grounding practice: gentle movement',
  },
  groundingP3: {
    id: 'blog.free-online-trauma-healing.grounding.p3',
    defaultMessage: 'Not every practice suits every person. Some survivors find that focusing on the breath or closing their eyes makes them feel worse, not better. That is common and it is not a failure. Keep your eyes open, focus on the world outside you, and stop anything that increases your distress.',
    description: 'Free online trauma healing article, grounding section, paragraph 3: not every practice suits everyone; stop if it makes things worse',
  },
  groundingP4: {
    id: 'blog.free-online-trauma-healing.grounding.p4',
    defaultMessage: 'Self-care after trauma is rarely about bubble baths. More often it is the unglamorous basics: a regular time to go to bed, meals that keep your energy steady, time outdoors, and limiting the news or the people that leave you shaken. These small routines give your nervous system something predictable to lean on, and predictability is a form of safety.',
    description: 'Free online trauma healing article, grounding section, paragraph 4: self-care as simple routines that create predictability',
  },

  peerHeading: {
    id: 'blog.free-online-trauma-healing.peer-support.heading',
    defaultMessage: 'Free support groups and peer communities',
    description: 'Free online trauma healing article, heading of the section about free support groups and online peer communities',
  },
  peerP1: {
    id: 'blog.free-online-trauma-healing.peer-support.p1',
    defaultMessage: 'One of the heaviest parts of trauma is the feeling that no one else could understand. Hearing from people who have lived something similar can loosen that loneliness. Many charities and nonprofit organizations run free online support groups, some led by trained facilitators and some by peers, and there are countless forums and social media communities as well.',
    description: 'Free online trauma healing article, peer support section, paragraph 1: the value of peer communities and where they are found',
  },
  peerP2: {
    id: 'blog.free-online-trauma-healing.peer-support.p2',
    defaultMessage: 'A good community can be a lifeline. A poorly run one can leave you more distressed than before, or expose you to people who do not have your interests at heart. Before you share anything personal, it is worth looking for these signs of a safe space:',
    description: 'Free online trauma healing article, peer support section, paragraph 2: introduces a checklist for judging an online group',
  },
  peerLi1: {
    id: 'blog.free-online-trauma-healing.peer-support.li1',
    defaultMessage: 'Active moderators and clear written rules about respect, privacy and graphic content.',
    description: 'Free online trauma healing article, sign of a safe online group: moderation and rules',
  },
  peerLi2: {
    id: 'blog.free-online-trauma-healing.peer-support.li2',
    defaultMessage: 'Content warnings, and no pressure to share the details of what happened to you.',
    description: 'Free online trauma healing article, sign of a safe online group: content warnings and no pressure to share',
  },
  peerLi3: {
    id: 'blog.free-online-trauma-healing.peer-support.li3',
    defaultMessage: 'Members support each other without diagnosing, giving medical advice or telling anyone what they must do.',
    description: 'Free online trauma healing article, sign of a safe online group: no diagnosing or ordering others around',
  },
  peerLi4: {
    id: 'blog.free-online-trauma-healing.peer-support.li4',
    defaultMessage: 'Nobody is selling courses, supplements or private sessions in the comments.',
    description: 'Free online trauma healing article, sign of a safe online group: no selling',
  },
  peerLi5: {
    id: 'blog.free-online-trauma-healing.peer-support.li5',
    defaultMessage: 'The group points people in crisis toward real help rather than trying to handle it alone.',
    description: 'Free online trauma healing article, sign of a safe online group: people in crisis are directed to proper help',
  },
  peerP3: {
    id: 'blog.free-online-trauma-healing.peer-support.p3',
    defaultMessage: 'Protect your privacy too. Use a username that is not your real name, avoid sharing where you live or work, and remember that anything posted in a group can be copied. Pay attention to how you feel after you spend time there. If you regularly come away drained, frightened or comparing your pain to others’, that is useful information, and you are free to leave.',
    description: 'Free online trauma healing article, peer support section, paragraph 3: protecting privacy and noticing how a group leaves you feeling',
  },

  limitsHeading: {
    id: 'blog.free-online-trauma-healing.limits.heading',
    defaultMessage: 'What free resources can’t do',
    description: 'Free online trauma healing article, heading of the section about the limits of free self-help resources',
  },
  limitsP1: {
    id: 'blog.free-online-trauma-healing.limits.p1',
    defaultMessage: 'Free resources are a real beginning, and for some people they are enough for a while. But it is kinder to be honest about what they cannot offer.',
    description: 'Free online trauma healing article, limits section, paragraph 1: introduction to the honest limits of free resources',
  },
  limitsP2: {
    id: 'blog.free-online-trauma-healing.limits.p2',
    defaultMessage: 'An article cannot notice when you have gone quiet or far away. A worksheet cannot adjust its pace to your nervous system. A forum cannot hold your whole story in mind from week to week. Trauma, especially trauma that happened in relationships, often heals best in a steady, safe relationship with someone trained to help.',
    description: 'Free online trauma healing article, limits section, paragraph 2: why relationship matters in trauma healing',
  },
  limitsP3: {
    id: 'blog.free-online-trauma-healing.limits.p3',
    defaultMessage: 'There are quieter risks as well. Reading endlessly about trauma can become its own way of staying on alert, gathering information without ever feeling safer. Online quizzes and lists of symptoms can lead you to label yourself in ways that are not accurate, or that make you feel more broken than you are. <strong>Only a qualified clinician can diagnose a condition such as PTSD.</strong> Information is useful; it is not the same as care.',
    description: 'Free online trauma healing article, limits section, paragraph 3: risks of endless reading and self-labelling; only a clinician can diagnose',
  },
  limitsP4: {
    id: 'blog.free-online-trauma-healing.limits.p4',
    defaultMessage: 'None of this makes free resources second best. They can help you find words for what you feel, steady yourself between harder moments, and work out what kind of support you want. Think of them as the foundation, not the whole house.',
    description: 'Free online trauma healing article, limits section, paragraph 4: free resources are valuable as a foundation',
  },

  professionalHeading: {
    id: 'blog.free-online-trauma-healing.professional-support.heading',
    defaultMessage: 'When to look for professional support',
    description: 'Free online trauma healing article, heading of the section about when to seek professional help',
  },
  professionalP1: {
    id: 'blog.free-online-trauma-healing.professional-support.p1',
    defaultMessage: 'It is worth reaching out to a doctor or a licensed mental health professional if any of these are true for you:',
    description: 'Free online trauma healing article, professional support section, paragraph 1: introduces a list of signs to seek professional help',
  },
  professionalLi1: {
    id: 'blog.free-online-trauma-healing.professional-support.li1',
    defaultMessage: 'Flashbacks, nightmares or panic are making daily life hard, and they have lasted more than a few weeks.',
    description: 'Free online trauma healing article, sign to seek professional help: persistent flashbacks, nightmares or panic',
  },
  professionalLi2: {
    id: 'blog.free-online-trauma-healing.professional-support.li2',
    defaultMessage: 'You often feel numb, unreal or disconnected from your body, or lose chunks of time.',
    description: 'Free online trauma healing article, sign to seek professional help: numbness or dissociation',
  },
  professionalLi3: {
    id: 'blog.free-online-trauma-healing.professional-support.li3',
    defaultMessage: 'You are relying more on alcohol, drugs or other behaviors to get through the day.',
    description: 'Free online trauma healing article, sign to seek professional help: increasing reliance on substances or other coping behaviors',
  },
  professionalLi4: {
    id: 'blog.free-online-trauma-healing.professional-support.li4',
    defaultMessage: 'You are struggling to work, study, sleep or look after yourself or others.',
    description: 'Free online trauma healing article, sign to seek professional help: daily functioning is affected',
  },
  professionalLi5: {
    id: 'blog.free-online-trauma-healing.professional-support.li5',
    defaultMessage: 'You have thoughts of harming yourself or of not wanting to be alive. Please contact a crisis line or your local emergency number today.',
    description: 'Free online trauma healing article, sign to seek professional help: thoughts of self-harm or suicide, with a prompt to contact a crisis line (no numbers in the text)',
  },
  professionalP2: {
    id: 'blog.free-online-trauma-healing.professional-support.p2',
    defaultMessage: 'Professional help does not have to be expensive. A family doctor or general practitioner is often a good first step and can explain the options where you live. Depending on your region, there may be publicly funded talking therapies, community mental health services, clinics with fees that slide according to income, or university training clinics where supervised trainees see clients at lower cost. Some workplaces also offer a few free, confidential counseling sessions through an employee assistance service.',
    description: 'Free online trauma healing article, professional support section, paragraph 2: free and low-cost routes to professional help',
  },
  professionalP3: {
    id: 'blog.free-online-trauma-healing.professional-support.p3',
    defaultMessage: 'Trauma recovery coaching is another kind of support, and it is important to be clear about what it is. <strong>Coaching is educational and supportive; it is not therapy.</strong> A coach does not diagnose or treat mental health conditions. Coaching can help you understand your responses, build steadying skills and move toward the life you want, and it can sit well alongside therapy. If you are curious whether it might suit you, a free consultation is a low-pressure way to ask questions.',
    description: 'Free online trauma healing article, professional support section, paragraph 3: what trauma recovery coaching is and is not (not therapy), and the free consultation',
  },

  safetyHeading: {
    id: 'blog.free-online-trauma-healing.online-safety.heading',
    defaultMessage: 'Staying safe online while you heal',
    description: 'Free online trauma healing article, heading of the section about digital safety',
  },
  safetyP1: {
    id: 'blog.free-online-trauma-healing.online-safety.p1',
    defaultMessage: 'If someone in your life controls or watches what you do, looking for help online can carry real risk. Abusive partners and family members sometimes check browsing history, read messages or install tracking apps. You know your situation best, so trust your sense of what is safe.',
    description: 'Free online trauma healing article, online safety section, paragraph 1: risk of being monitored by an abusive person',
  },
  safetyLi1: {
    id: 'blog.free-online-trauma-healing.online-safety.li1',
    defaultMessage: 'Where you can, use a device the other person cannot access, such as a trusted friend’s phone or a computer at a public library.',
    description: 'Free online trauma healing article, online safety tip: use a device the abuser cannot access',
  },
  safetyLi2: {
    id: 'blog.free-online-trauma-healing.online-safety.li2',
    defaultMessage: 'Private or incognito browsing stops your browser saving history on that device, but it does not hide your activity from spyware, your internet provider or a shared account.',
    description: 'Free online trauma healing article, online safety tip: what private browsing does and does not protect',
  },
  safetyLi3: {
    id: 'blog.free-online-trauma-healing.online-safety.li3',
    defaultMessage: 'Quick exit buttons, like the Exit this page button on this site and on many support websites, take you away from a page in a hurry, but they do not erase your history.',
    description: 'Free online trauma healing article, online safety tip: quick exit buttons help but do not erase history (Exit this page is the label of the site’s quick exit button; use the same wording as that button)',
  },
  safetyLi4: {
    id: 'blog.free-online-trauma-healing.online-safety.li4',
    defaultMessage: 'Suddenly clearing all your history can itself draw attention. Removing only specific pages may be less noticeable.',
    description: 'Free online trauma healing article, online safety tip: clearing all history can look suspicious',
  },
  safetyLi5: {
    id: 'blog.free-online-trauma-healing.online-safety.li5',
    defaultMessage: 'Before joining a group or downloading an app, read how it stores your data and who can see what you share.',
    description: 'Free online trauma healing article, online safety tip: check how groups and apps store data',
  },
  safetyP2: {
    id: 'blog.free-online-trauma-healing.online-safety.p2',
    defaultMessage: 'Domestic abuse helplines can talk you through technology safety in more detail, including how to check a phone for tracking. You deserve to look for help without being watched.',
    description: 'Free online trauma healing article, online safety section, paragraph 2: helplines can help with technology safety',
  },
  safetyP3: {
    id: 'blog.free-online-trauma-healing.online-safety.p3',
    defaultMessage: 'Healing rarely begins with a grand decision. It begins with small acts like this one: reading, wondering, trying a breath that is a little slower than the last. Whatever you choose next, free or paid, alone or with support, you are allowed to go at your own pace.',
    description: 'Free online trauma healing article, closing paragraph: encouragement that small steps count',
  },

  sourceSamhsa: {
    id: 'blog.free-online-trauma-healing.sources.samhsa',
    defaultMessage: 'Substance Abuse and Mental Health Services Administration (SAMHSA), “SAMHSA’s Concept of Trauma and Guidance for a Trauma-Informed Approach” (2014)',
    description: 'Free online trauma healing article, name of a cited source in the editorial-standards note: the US federal agency SAMHSA and the title of its 2014 document (proper names; keep the title as published)',
  },
  sourceNimh: {
    id: 'blog.free-online-trauma-healing.sources.nimh',
    defaultMessage: 'National Institute of Mental Health: Help for mental illnesses',
    description: 'Free online trauma healing article, name of a cited source in the editorial-standards note: the NIMH page on finding help (proper name)',
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
      id: 'trusted-sources',
      heading: m.sourcesHeading,
      blocks: [
        { type: 'p', text: m.sourcesP1 },
        { type: 'p', text: m.sourcesP2 },
        { type: 'p', text: m.sourcesP3 },
        { type: 'ul', items: [m.sourcesLi1, m.sourcesLi2, m.sourcesLi3, m.sourcesLi4] },
        { type: 'p', text: m.sourcesP4 },
      ],
    },
    {
      id: 'helplines',
      heading: m.helplinesHeading,
      blocks: [
        { type: 'p', text: m.helplinesP1 },
        { type: 'p', text: m.helplinesP2 },
        { type: 'p', text: m.helplinesP3 },
        { type: 'p', text: m.helplinesP4 },
      ],
    },
    {
      id: 'grounding',
      heading: m.groundingHeading,
      blocks: [
        { type: 'p', text: m.groundingP1 },
        { type: 'p', text: m.groundingP2 },
        { type: 'ul', items: [m.groundingLi1, m.groundingLi2, m.groundingLi3, m.groundingLi4, m.groundingLi5] },
        { type: 'p', text: m.groundingP3 },
        { type: 'p', text: m.groundingP4 },
      ],
    },
    {
      id: 'peer-support',
      heading: m.peerHeading,
      blocks: [
        { type: 'p', text: m.peerP1 },
        { type: 'p', text: m.peerP2 },
        { type: 'ul', items: [m.peerLi1, m.peerLi2, m.peerLi3, m.peerLi4, m.peerLi5] },
        { type: 'p', text: m.peerP3 },
      ],
    },
    {
      id: 'limits',
      heading: m.limitsHeading,
      blocks: [
        { type: 'p', text: m.limitsP1 },
        { type: 'p', text: m.limitsP2 },
        { type: 'p', text: m.limitsP3 },
        { type: 'p', text: m.limitsP4 },
      ],
    },
    {
      id: 'professional-support',
      heading: m.professionalHeading,
      blocks: [
        { type: 'p', text: m.professionalP1 },
        { type: 'ul', items: [m.professionalLi1, m.professionalLi2, m.professionalLi3, m.professionalLi4, m.professionalLi5] },
        { type: 'p', text: m.professionalP2 },
        { type: 'p', text: m.professionalP3 },
      ],
    },
    {
      id: 'online-safety',
      heading: m.safetyHeading,
      blocks: [
        { type: 'p', text: m.safetyP1 },
        { type: 'ul', items: [m.safetyLi1, m.safetyLi2, m.safetyLi3, m.safetyLi4, m.safetyLi5] },
        { type: 'p', text: m.safetyP2 },
        { type: 'p', text: m.safetyP3 },
      ],
    },
  ],
  sources: [
    { href: 'https://store.samhsa.gov/sites/default/files/d7/priv/sma14-4884.pdf', label: m.sourceSamhsa },
    { href: 'https://www.nimh.nih.gov/health/find-help', label: m.sourceNimh },
  ],
}

/** "In short" at the top of the article: its key points in plain words (the crisis point is shared, content/review.ts). */
export const summary = Object.values(described(defineMessages({
  p1: { id: 'blog.free-online-trauma-healing.summary.p1', defaultMessage: 'You can take your first steps toward healing without spending money.', description: 'Plain-language summary (“In short”) at the top of the article, point 1; keep it very simple (reading age 9 to 11, short sentences)' },
  p2: { id: 'blog.free-online-trauma-healing.summary.p2', defaultMessage: 'Trust pages from health services and public health bodies most. Be careful with pages that sell things.', description: 'Plain-language summary (“In short”) at the top of the article, point 2; keep it very simple (reading age 9 to 11, short sentences)' },
  p3: { id: 'blog.free-online-trauma-healing.summary.p3', defaultMessage: 'Simple calming skills, like slow breaths or naming what you can see, can help in hard moments.', description: 'Plain-language summary (“In short”) at the top of the article, point 3; keep it very simple (reading age 9 to 11, short sentences)' },
  p4: { id: 'blog.free-online-trauma-healing.summary.p4', defaultMessage: 'Free help has limits. If things feel like too much, talk to a doctor or a therapist.', description: 'Plain-language summary (“In short”) at the top of the article, point 4; keep it very simple (reading age 9 to 11, short sentences)' },
})))
