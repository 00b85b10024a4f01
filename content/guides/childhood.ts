import { defineMessages } from 'react-intl'
import { Compass, Sprout, Stethoscope, Users } from 'lucide'
import { described } from '../messages'
import type { FaqEntry, HelpType, Sign, Treatment } from './common'

/** The Childhood Trauma Help guide (/childhood-trauma-help): its words and records. */
export const childhoodMessages = described(defineMessages({
  metaTitle: { id: 'guides.childhood.meta.title', defaultMessage: 'Childhood Trauma Help: Therapy, Coaching and Support Options', description: 'Title of the childhood trauma help guide (browser tab and search results)' },
  metaDescription: { id: 'guides.childhood.meta.description', defaultMessage: 'Help for adults living with childhood trauma: therapy, coaching, support groups and self-care compared, eight signs to reach out, and where to find crisis support.', description: 'Description of the childhood trauma help guide for search results (about 155 characters)' },
  heroTitle: { id: 'guides.childhood.hero.title', defaultMessage: 'Childhood Trauma Help: Finding Support That Fits You', description: 'Main heading (h1) of the childhood trauma help guide' },
  heroLead: { id: 'guides.childhood.hero.lead', defaultMessage: 'If what happened when you were young still shapes how you feel, react and relate today, you are not broken and you are not alone. This guide walks through the kinds of help available, how they differ, and how to take a first step at your own pace.', description: 'Introductory paragraph under the main heading of the childhood trauma help guide' },
  quickAnswer: { id: 'guides.childhood.quick.body', defaultMessage: 'Help for childhood trauma usually combines four things: trauma-focused therapy with a licensed professional, trauma-informed coaching, support groups, and everyday self-care. The <link>National Institute of Mental Health</link> names psychotherapy (talk therapy), medication, or both as the main treatments for post-traumatic stress. Coaching can help you build safety, skills and confidence alongside them. You do not have to choose just one.', description: 'Quick-answer box of the childhood trauma guide; <link> links to the US National Institute of Mental Health page on PTSD' },
  quickCrisis: { id: 'guides.childhood.quick.crisis', defaultMessage: 'If you are in danger or thinking about ending your life, please reach out now: the <link>crisis lines on this page</link> are free and open day and night.', description: 'Second paragraph of the quick-answer box; <link> jumps to the crisis numbers further down the same page' },
  understandingTitle: { id: 'guides.childhood.understanding.title', defaultMessage: 'How childhood trauma can echo into adult life', description: 'Heading of the section explaining what childhood trauma is and how it shows up in adulthood' },
  understandingWhat: { id: 'guides.childhood.understanding.what', defaultMessage: 'Childhood trauma is not only about single, shocking events. It can grow from repeated experiences such as abuse, neglect, violence at home, a parent’s addiction or mental illness, or simply never feeling safe or seen. When a child has no way to escape and no one to help make sense of it, the nervous system learns to stay on guard, and that learning can last long after the danger has passed.', description: 'First paragraph explaining what childhood trauma can include' },
  understandingCommon: { id: 'guides.childhood.understanding.aces', defaultMessage: 'The <link>CDC</link>, the national public health agency of the United States, calls these adverse childhood experiences and reports that they are common: about 64% of adults in the United States, nearly two in three, report at least one. They are linked with later difficulties in health, mood and relationships. Those links describe risk, not destiny: with safety and support, people do recover.', description: 'Paragraph on how common adverse childhood experiences are; <link> links to the US CDC page about adverse childhood experiences (ACEs); keep the acronym CDC (the agency\'s proper name is American-spelt). The statistic is for the United States and comes from the CDC' },
  understandingAdult: { id: 'guides.childhood.understanding.adulthood', defaultMessage: 'As an adult you might notice it as anxiety that never fully switches off, feeling numb or far away, harsh self-criticism, trouble trusting people, or being drawn to relationships that feel familiar in painful ways. Some people meet the description of complex PTSD, which the international classification of diseases (ICD-11) recognizes as a response to prolonged or repeated trauma. Only a qualified health professional can diagnose it, but you do not need a diagnosis to deserve support.', description: 'Paragraph on how childhood trauma can show up in adult life, mentioning complex PTSD' },
  helpTitle: { id: 'guides.childhood.help.title', defaultMessage: 'Four kinds of help', description: 'Heading of the section with the four help-type cards (therapy, coaching, support groups, self-care)' },
  helpIntro: { id: 'guides.childhood.help.intro', defaultMessage: 'Each kind of help does a different job. Many women use more than one at a time, or move between them as their needs change.', description: 'Introduction to the four help-type cards' },
  treatmentsTitle: { id: 'guides.childhood.treatments.title', defaultMessage: 'Four trauma therapies, and coaching, compared', description: 'Heading of the section with the comparison table of four therapies and, for comparison, coaching (which is not a treatment)' },
  treatmentsIntro: { id: 'guides.childhood.treatments.intro', defaultMessage: 'These are four therapies you are likely to hear about, with trauma recovery coaching beside them for comparison. Coaching is not a treatment. The table shows what each one is, who it tends to suit, and whether it is therapy or coaching.', description: 'Introduction to the treatment comparison table' },
  tableCaption: { id: 'guides.childhood.treatments.caption', defaultMessage: 'Four therapies for childhood trauma, and coaching', description: 'Caption (title) of the treatment comparison table' },
  tableScrollHint: { id: 'guides.childhood.treatments.scrollHint', defaultMessage: 'On a small screen, scroll the table sideways to see every column.', description: 'Hint shown above the comparison table on phones, where the table scrolls horizontally' },
  colTreatment: { id: 'guides.childhood.treatments.col.treatment', defaultMessage: 'Name', description: 'Column heading in the comparison table: the name of the therapy, or of coaching' },
  colWhat: { id: 'guides.childhood.treatments.col.what', defaultMessage: 'What it is', description: 'Column heading in the comparison table: a short description of the treatment' },
  colBestFor: { id: 'guides.childhood.treatments.col.bestFor', defaultMessage: 'Best for', description: 'Column heading in the comparison table: who or what the treatment suits' },
  colApproach: { id: 'guides.childhood.treatments.col.approach', defaultMessage: 'Approach', description: 'Column heading in the comparison table: whether it is therapy, coaching, or either' },
  treatmentsEvidence: { id: 'guides.childhood.treatments.research', defaultMessage: 'Research support differs between these approaches. Trauma-focused cognitive behavioral therapy and EMDR are recommended for PTSD by the <who>WHO</who> and in <nice>NICE guidance in the United Kingdom</nice>. Somatic and parts-based methods are widely used, with a smaller body of research so far. A good practitioner will explain their approach and let you set the pace.', description: 'Note under the comparison table about the evidence for each treatment; <who> links to the World Health Organization fact sheet on PTSD (keep the acronym WHO: its proper name is spelt with a z), <nice> links to the NICE guideline on PTSD (NG116)' },
  signsTitle: { id: 'guides.childhood.signs.title', defaultMessage: 'Eight signs it may be time to seek help', description: 'Heading of the list of eight signs that suggest reaching out for support' },
  signsIntro: { id: 'guides.childhood.signs.intro', defaultMessage: 'Everyone has hard seasons. These signs suggest the past may be weighing on your present and that support could help. You do not need to notice all of them, or any set number, to deserve help.', description: 'Introduction to the list of eight signs' },
  signsUrgent: { id: 'guides.childhood.signs.urgent', defaultMessage: 'If you recognize the last sign, please do not wait: contact one of the crisis lines below today, or call {emergency} if you are in immediate danger.', description: 'Note after the list of signs; {emergency} is the local emergency number as a phone link (911, 999, or 000 with 111 for New Zealand)' },
  choosingTitle: { id: 'guides.childhood.choosing.title', defaultMessage: 'How to choose what fits you', description: 'Heading of the section with advice on choosing a kind of help and a practitioner' },
  choosingStart: { id: 'guides.childhood.choosing.start', defaultMessage: 'There is no single right path. It often helps to start with what you need most right now. If you are struggling to get through the day, begin with a doctor or a licensed therapist who can assess you. If you feel steady but stuck, coaching or a support group may be a gentle place to start.', description: 'First paragraph of the advice on choosing a kind of help' },
  choosingAsk: { id: 'guides.childhood.choosing.ask', defaultMessage: 'Questions worth asking any practitioner before you begin:', description: 'Introduces a list of questions to ask a therapist or coach' },
  choosingTrust: { id: 'guides.childhood.choosing.trust', defaultMessage: 'Notice how you feel in a first conversation. Feeling respected, unhurried and free to say no matters as much as any method.', description: 'Closing paragraph of the advice on choosing a practitioner' },
  faqTitle: { id: 'guides.childhood.faq.title', defaultMessage: 'Questions women often ask', description: 'Heading of the five-question FAQ on the childhood trauma guide' },
  ctaTitle: { id: 'guides.childhood.cta.title', defaultMessage: 'Take a gentle first step', description: 'Heading of the closing call to action on the childhood trauma guide' },
  ctaBody: { id: 'guides.childhood.cta.body', defaultMessage: 'A free consultation is a relaxed conversation about what you are looking for, with no pressure to continue. Or begin with the five-question healing quiz, a reflection tool, to think about where you are right now.', description: 'Text of the closing call to action on the childhood trauma guide' },
  ctaConsult: { id: 'guides.childhood.cta.consult', defaultMessage: 'Schedule Free Consultation', description: 'Button in the closing call to action; goes to the contact page' },
  ctaQuiz: { id: 'guides.childhood.cta.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Button in the closing call to action; goes to the five-question healing quiz (a reflection tool, not an assessment)' },
}))

/** Spec: four cards (therapy, coaching, support groups, self-care). */
export const childhoodHelpTypes: HelpType[] = [
  {
    id: 'therapy',
    icon: Stethoscope,
    approach: 'therapy',
    ...defineMessages({
      name: { id: 'guides.childhood.help.therapy.name', defaultMessage: 'Trauma-focused therapy', description: 'Help-type card title: therapy with a licensed professional' },
      description: { id: 'guides.childhood.help.therapy.description', defaultMessage: 'A licensed mental health professional, such as a psychologist, counselor or clinical social worker, assesses what you are living with and treats it with methods designed for trauma. Therapy can diagnose and treat conditions such as PTSD, depression and anxiety.', description: 'Help-type card text: what trauma-focused therapy is' },
      bestFor: { id: 'guides.childhood.help.therapy.bestFor', defaultMessage: 'Flashbacks, nightmares, intense distress, depression, thoughts of self-harm, or anything that needs assessment and treatment.', description: 'Help-type card: who or what therapy suits' },
    }),
  },
  {
    id: 'coaching',
    icon: Compass,
    approach: 'coaching',
    ...defineMessages({
      name: { id: 'guides.childhood.help.coaching.name', defaultMessage: 'Trauma recovery coaching', description: 'Help-type card title: coaching' },
      description: { id: 'guides.childhood.help.coaching.description', defaultMessage: 'A trained coach helps you understand how trauma affects you now, build skills for calming your nervous system, and work toward the life you want. Coaching looks forward; it does not diagnose or treat.', description: 'Help-type card text: what trauma recovery coaching is' },
      bestFor: { id: 'guides.childhood.help.coaching.bestFor', defaultMessage: 'Women who feel stable enough day to day and want structure, practical tools and steady encouragement, often alongside therapy.', description: 'Help-type card: who coaching suits' },
    }),
  },
  {
    id: 'support-groups',
    icon: Users,
    approach: 'alongside',
    ...defineMessages({
      name: { id: 'guides.childhood.help.groups.name', defaultMessage: 'Support groups', description: 'Help-type card title: support groups' },
      description: { id: 'guides.childhood.help.groups.description', defaultMessage: 'Groups led by peers or professionals, in person or online, where survivors share experiences and ways of coping. Hearing “me too” from someone who understands can ease shame and loneliness.', description: 'Help-type card text: what support groups offer' },
      bestFor: { id: 'guides.childhood.help.groups.bestFor', defaultMessage: 'Feeling less alone and learning from others further along the path. Look for groups with clear ground rules and a trained facilitator.', description: 'Help-type card: who support groups suit' },
    }),
  },
  {
    id: 'self-care',
    icon: Sprout,
    approach: 'alongside',
    ...defineMessages({
      name: { id: 'guides.childhood.help.selfCare.name', defaultMessage: 'Everyday self-care', description: 'Help-type card title: self-care' },
      description: { id: 'guides.childhood.help.selfCare.description', defaultMessage: 'Small, repeatable practices that help your body feel safer: regular sleep and meals, gentle movement, time outdoors, grounding exercises, journaling, and less contact with people who hurt you.', description: 'Help-type card text: what self-care can include' },
      bestFor: { id: 'guides.childhood.help.selfCare.bestFor', defaultMessage: 'Every stage of healing, as a foundation for other support. Self-care helps recovery but does not replace professional help when you are struggling.', description: 'Help-type card: who self-care suits' },
    }),
  },
]

/** Spec: the comparison table of five treatments. */
export const childhoodTreatments: Treatment[] = [
  {
    id: 'emdr',
    approach: 'therapy',
    ...defineMessages({
      name: { id: 'guides.childhood.treatments.emdr.name', defaultMessage: 'EMDR (eye movement desensitization and reprocessing)', description: 'Treatment name in the comparison table' },
      description: { id: 'guides.childhood.treatments.emdr.description', defaultMessage: 'While briefly bringing a distressing memory to mind, you follow guided eye movements or another back-and-forth rhythm such as tapping. Over time the memory tends to lose its emotional charge.', description: 'Comparison table: what EMDR is' },
      bestFor: { id: 'guides.childhood.treatments.emdr.bestFor', defaultMessage: 'Specific painful memories that still feel vivid, and PTSD.', description: 'Comparison table: who EMDR suits' },
    }),
  },
  {
    id: 'tf-cbt',
    approach: 'therapy',
    ...defineMessages({
      name: { id: 'guides.childhood.treatments.tfcbt.name', defaultMessage: 'Trauma-focused cognitive behavioral therapy', description: 'Treatment name in the comparison table' },
      description: { id: 'guides.childhood.treatments.tfcbt.description', defaultMessage: 'A structured talking therapy that helps you understand how trauma shaped your thoughts, feelings and behavior, practice coping skills, and gradually process what happened.', description: 'Comparison table: what trauma-focused CBT is' },
      bestFor: { id: 'guides.childhood.treatments.tfcbt.bestFor', defaultMessage: 'People who like a clear structure and practice between sessions. It has some of the strongest research support for PTSD.', description: 'Comparison table: who trauma-focused CBT suits' },
    }),
  },
  {
    id: 'somatic-experiencing',
    approach: 'therapy',
    ...defineMessages({
      name: { id: 'guides.childhood.treatments.somatic.name', defaultMessage: 'Somatic experiencing', description: 'Treatment name in the comparison table' },
      description: { id: 'guides.childhood.treatments.somatic.description', defaultMessage: 'A body-based therapy, offered by practitioners trained in the method, that works with physical sensations in small, tolerable steps. It aims to help the nervous system settle and return to calm.', description: 'Comparison table: what somatic experiencing is' },
      bestFor: { id: 'guides.childhood.treatments.somatic.bestFor', defaultMessage: 'Feeling stuck in fight, flight or freeze, or when talking about the past feels overwhelming. The research is still growing.', description: 'Comparison table: who somatic experiencing suits' },
    }),
  },
  {
    id: 'ifs',
    approach: 'both',
    ...defineMessages({
      name: { id: 'guides.childhood.treatments.ifs.name', defaultMessage: 'Internal Family Systems (IFS)', description: 'Treatment name in the comparison table (a proper name)' },
      description: { id: 'guides.childhood.treatments.ifs.description', defaultMessage: 'Sees the mind as a family of “parts”, some protective and some carrying old pain, and helps you meet each one with curiosity and compassion from a calm, steady Self.', description: 'Comparison table: what Internal Family Systems is; "Self" is a term of the method' },
      bestFor: { id: 'guides.childhood.treatments.ifs.bestFor', defaultMessage: 'A harsh inner critic, inner conflict, and parts of you that still feel young and afraid. Its research base is still early.', description: 'Comparison table: who Internal Family Systems suits' },
    }),
  },
  {
    id: 'coaching',
    approach: 'coaching',
    ...defineMessages({
      name: { id: 'guides.childhood.treatments.coaching.name', defaultMessage: 'Trauma recovery coaching', description: 'Treatment name in the comparison table' },
      description: { id: 'guides.childhood.treatments.coaching.description', defaultMessage: 'Educational, supportive sessions that help you understand trauma responses, build skills for calming your body, and move toward goals in relationships, work and self-worth.', description: 'Comparison table: what trauma recovery coaching is' },
      bestFor: { id: 'guides.childhood.treatments.coaching.bestFor', defaultMessage: 'Building stability, confidence and everyday skills, on its own when you feel steady or alongside therapy. It is not a treatment for mental health conditions.', description: 'Comparison table: who coaching suits' },
    }),
  },
]

/** Spec: eight signs to seek help (the last one is urgent; the page says so after the list). */
export const childhoodSigns: Sign[] = Object.entries(described(defineMessages({
  memories: { id: 'guides.childhood.signs.memories', defaultMessage: 'Memories, flashbacks or nightmares that pull you back into the past', description: 'Sign that it may be time to seek help' },
  onEdge: { id: 'guides.childhood.signs.onEdge', defaultMessage: 'Feeling constantly on edge, easily startled, or unable to relax', description: 'Sign that it may be time to seek help' },
  numb: { id: 'guides.childhood.signs.numb', defaultMessage: 'Feeling numb, empty, or cut off from yourself and other people', description: 'Sign that it may be time to seek help' },
  patterns: { id: 'guides.childhood.signs.patterns', defaultMessage: 'Relationships that repeat painful patterns, or a deep fear of being left', description: 'Sign that it may be time to seek help' },
  shame: { id: 'guides.childhood.signs.shame', defaultMessage: 'A harsh inner critic, or a lasting sense of shame or of being “too much”', description: 'Sign that it may be time to seek help' },
  escape: { id: 'guides.childhood.signs.escape', defaultMessage: 'Using alcohol, drugs, food, work or other habits to escape how you feel', description: 'Sign that it may be time to seek help' },
  coping: { id: 'guides.childhood.signs.coping', defaultMessage: 'Trouble sleeping, concentrating or coping with ordinary daily demands', description: 'Sign that it may be time to seek help' },
  selfHarm: { id: 'guides.childhood.signs.selfHarm', defaultMessage: 'Thoughts of hurting yourself, or that life is not worth living', description: 'Last, most urgent sign that it is time to seek help (followed by a note pointing to crisis lines)' },
}))).map(([id, text]) => ({ id, text }))

/** Questions to ask a practitioner (the "How to choose" section). */
export const childhoodQuestions: Sign[] = Object.entries(described(defineMessages({
  training: { id: 'guides.childhood.choosing.q.training', defaultMessage: 'What training do you have in trauma, and how do you keep learning?', description: 'Question a reader could ask a therapist or coach' },
  safety: { id: 'guides.childhood.choosing.q.safety', defaultMessage: 'How do you help people feel safe and avoid becoming overwhelmed?', description: 'Question a reader could ask a therapist or coach' },
  pace: { id: 'guides.childhood.choosing.q.pace', defaultMessage: 'Can I set the pace and say no to anything that does not feel right?', description: 'Question a reader could ask a therapist or coach' },
  progress: { id: 'guides.childhood.choosing.q.progress', defaultMessage: 'How will we know whether this is helping?', description: 'Question a reader could ask a therapist or coach' },
  together: { id: 'guides.childhood.choosing.q.together', defaultMessage: 'Do you work alongside therapists, doctors or other support I already have?', description: 'Question a reader could ask a therapist or coach' },
}))).map(([id, text]) => ({ id, text }))

/** Spec: single-open FAQ of five questions. */
export const childhoodFaq: FaqEntry[] = [
  {
    id: 'faq-can-it-heal',
    ...defineMessages({
      question: { id: 'guides.childhood.faq.heal.question', defaultMessage: 'Can childhood trauma really be healed?', description: 'FAQ question on the childhood trauma guide' },
      answer: { id: 'guides.childhood.faq.heal.answer', defaultMessage: 'Many people find that the effects of childhood trauma ease a great deal with the right support. Healing rarely means forgetting. More often it means the past loses some of its grip, your body feels safer, and you have more choice in how you respond. Progress tends to be gradual and not always in a straight line, and that is normal.', description: 'Answer to "Can childhood trauma really be healed?"' },
    }),
  },
  {
    id: 'faq-therapy-or-coaching',
    ...defineMessages({
      question: { id: 'guides.childhood.faq.difference.question', defaultMessage: 'What is the difference between trauma therapy and trauma coaching?', description: 'FAQ question on the childhood trauma guide' },
      answer: { id: 'guides.childhood.faq.difference.answer', defaultMessage: 'Therapy is provided by a licensed mental health professional who can diagnose and treat conditions such as PTSD, depression and anxiety, and can work directly with traumatic memories. Coaching is educational and supportive: it helps you understand trauma responses, build skills and work toward goals in the present. It does not diagnose or treat, and many women use it alongside therapy.', description: 'Answer to "What is the difference between trauma therapy and trauma coaching?"' },
    }),
  },
  {
    id: 'faq-how-long',
    ...defineMessages({
      question: { id: 'guides.childhood.faq.howLong.question', defaultMessage: 'How long does healing from childhood trauma take?', description: 'FAQ question on the childhood trauma guide' },
      answer: { id: 'guides.childhood.faq.howLong.answer', defaultMessage: 'Everyone’s pace is different, and there is no deadline. In the coach’s experience, not from research, some women notice real progress within 6–12 months of steady support, and deeper healing can take 2–3 years. Many take longer, some less, and no one can promise you a timeline. Going slowly is not failing; it is often what keeps the work safe.', description: 'Answer to "How long does healing take?"; the time ranges are the coach\'s experience, not a research finding: keep them framed so' },
    }),
  },
  {
    id: 'faq-memories',
    ...defineMessages({
      question: { id: 'guides.childhood.faq.memories.question', defaultMessage: 'Do I need to remember everything that happened in order to heal?', description: 'FAQ question on the childhood trauma guide' },
      answer: { id: 'guides.childhood.faq.memories.answer', defaultMessage: 'No. Many people remember little of their early years, for all kinds of reasons. Gaps in memory are common, and on their own they are not a sign that something happened. Good trauma work focuses on how you feel and live now. You never have to search for memories or share details before you are ready.', description: 'Answer to "Do I need to remember everything?"' },
    }),
  },
  {
    id: 'faq-online',
    ...defineMessages({
      question: { id: 'guides.childhood.faq.online.question', defaultMessage: 'Is online support as helpful as meeting in person?', description: 'FAQ question on the childhood trauma guide' },
      answer: { id: 'guides.childhood.faq.online.answer', defaultMessage: 'Two trials of trauma therapy by video (cognitive processing therapy for PTSD, 2014 and 2015, listed in the sources on this page) found results broadly similar to meeting in person. Those trials tested therapy, not coaching. For coaching, we have many clients’ experience: many women find it easier to open up from a space that feels safe. Online support is not right for everyone: if you need close monitoring or are in crisis, in-person care may suit you better.', description: 'Answer to "Is online support as helpful as meeting in person?"' },
    }),
  },
]

/** "In short" at the top of the guide: its key points in plain words (the crisis point is shared, content/review.ts). */
export const childhoodSummary = Object.values(described(defineMessages({
  p1: { id: 'guides.childhood.summary.p1', defaultMessage: 'What happened when you were young can still affect you today. It does not mean you are broken.', description: 'Plain-language summary point 1 of the childhood trauma guide; keep it very simple (reading age 9 to 11)' },
  p2: { id: 'guides.childhood.summary.p2', defaultMessage: 'Help comes in many forms: therapy, coaching, support groups and self-care.', description: 'Plain-language summary point 2 of the childhood trauma guide; keep it very simple' },
  p3: { id: 'guides.childhood.summary.p3', defaultMessage: 'Therapy can treat conditions such as PTSD. Coaching is not therapy, but it can go alongside it.', description: 'Plain-language summary point 3 of the childhood trauma guide; keep it very simple' },
  p4: { id: 'guides.childhood.summary.p4', defaultMessage: 'There is no deadline. Go at a pace that feels safe to you.', description: 'Plain-language summary point 4 of the childhood trauma guide; keep it very simple' },
})))
