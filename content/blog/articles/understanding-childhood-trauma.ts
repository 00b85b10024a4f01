import { defineMessages } from 'react-intl'
import { described } from '../../messages'
import type { ArticleBody } from '../types'
import type { PostFacts } from '../posts'

/** The post's record: published, last changed, reviewed (docs/content-review.md), its category, and where its closing call to action leads. */
export const post: PostFacts = { date: '2025-10-16', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', category: 'childhood-trauma', cta: '/services/childhood-trauma-recovery' }

/** Article: what childhood trauma and adverse childhood experiences are, and how healing happens. */

export const meta = described(defineMessages({
  title: {
    id: 'blog.understanding-childhood-trauma.meta.title',
    defaultMessage: 'Understanding Childhood Trauma and Its Effects on Adult Life',
    description: 'Title of the blog article explaining childhood trauma (page title, h1 and blog index card title)',
  },
  description: {
    id: 'blog.understanding-childhood-trauma.meta.description',
    defaultMessage: 'What childhood trauma and adverse childhood experiences are, how they can echo in adult life and relationships, why it isn’t your fault, and how healing happens.',
    description: 'Search-result description of the article explaining childhood trauma (about 150 characters)',
  },
  excerpt: {
    id: 'blog.understanding-childhood-trauma.excerpt',
    defaultMessage: 'The ways you learned to survive as a child can still shape your days as an adult. Understanding where they came from is often the first step toward gentler ways of living.',
    description: 'Short summary of the article explaining childhood trauma, shown on its card on the blog index',
  },
}))

const m = described(defineMessages({
  introP1: {
    id: 'blog.understanding-childhood-trauma.intro.p1',
    defaultMessage: 'Many women come to trauma work without ever having used the word trauma about their own childhood. They describe it instead as “not that bad”, “normal for our family”, or “other people had it worse”. And yet something from those years keeps showing up: in the way they brace for criticism, apologize for needing anything, or feel unsafe when things are calm.',
    description: 'Understanding childhood trauma article, introduction, paragraph 1: many women minimize their childhood experiences',
  },
  introP2: {
    id: 'blog.understanding-childhood-trauma.intro.p2',
    defaultMessage: 'This article explains what childhood trauma is, how it can affect a developing nervous system and a child’s sense of relationships, the ways it can show up in adult life, and the many paths toward healing. It is here to help you understand, not to diagnose. Only a qualified clinician can assess whether you have a mental health condition.',
    description: 'Understanding childhood trauma article, introduction, paragraph 2: what the article covers; it does not diagnose',
  },
  introP3: {
    id: 'blog.understanding-childhood-trauma.intro.p3',
    defaultMessage: 'Reading about childhood can bring memories and feelings to the surface. Go gently, take breaks, and if you feel unsafe, the crisis numbers on this page are there for you.',
    description: 'Understanding childhood trauma article, introduction, paragraph 3: a gentle content note pointing to the crisis numbers on the page (no numbers in the text)',
  },

  whatHeading: {
    id: 'blog.understanding-childhood-trauma.what-it-is.heading',
    defaultMessage: 'What childhood trauma means',
    description: 'Understanding childhood trauma article, heading of the section defining childhood trauma',
  },
  whatP1: {
    id: 'blog.understanding-childhood-trauma.what-it-is.p1',
    defaultMessage: 'Childhood trauma describes experiences that overwhelmed a child’s ability to cope and left lasting effects. Sometimes that is a single frightening event. Very often, though, it is not one event but an atmosphere: years of living with fear, unpredictability, criticism or neglect, usually at the hands of the very people a child depends on.',
    description: 'Understanding childhood trauma article, what it is section, paragraph 1: definition of childhood trauma, including ongoing circumstances',
  },
  whatP2: {
    id: 'blog.understanding-childhood-trauma.what-it-is.p2',
    defaultMessage: 'Clinical definitions of trauma start from the event: something frightening, harmful or threatening. How deeply it marks a child, though, can differ a great deal, and two children in the same household can be affected differently. One of the most important factors is whether there was a safe, caring adult who could help the child make sense of what happened and feel protected again. When that comfort was missing, even experiences that might look small from outside can leave a deep mark.',
    description: 'Understanding childhood trauma article, what it is section, paragraph 2: definitions start from the event, but its impact differs between children; the role of a caring adult',
  },
  whatP2b: {
    id: 'blog.understanding-childhood-trauma.what-it-is.p3',
    defaultMessage: 'Trauma can come from outside the home too: bullying, violence in the community, discrimination, serious illness or frightening medical treatment, or the sudden loss of someone close. A loving family can soften these experiences, but it cannot always prevent their effects.',
    description: 'Understanding childhood trauma article, what it is section: sources of childhood trauma outside the home',
  },
  whatP3: {
    id: 'blog.understanding-childhood-trauma.what-it-is.p4',
    defaultMessage: 'It is also worth saying what trauma can include that people often overlook. <strong>What did not happen can matter as much as what did:</strong> not being comforted when you were scared, not being noticed, not having your feelings treated as real. Emotional neglect leaves no bruises, which is one reason it is so often missed, including by the people who lived through it.',
    description: 'Understanding childhood trauma article, what it is section, paragraph 3: emotional neglect as trauma that is often overlooked',
  },

  acesHeading: {
    id: 'blog.understanding-childhood-trauma.aces.heading',
    defaultMessage: 'Adverse childhood experiences (ACEs)',
    description: 'Understanding childhood trauma article, heading of the section about adverse childhood experiences (ACEs is the standard abbreviation)',
  },
  acesP1: {
    id: 'blog.understanding-childhood-trauma.aces.p1',
    defaultMessage: 'Researchers and public health agencies often talk about adverse childhood experiences, or ACEs. The CDC, the national public health agency of the United States, describes ACEs as potentially traumatic events that happen before the age of eighteen. Examples include:',
    description: 'Understanding childhood trauma article, ACEs section, paragraph 1: the CDC description of ACEs; introduces a list of examples',
  },
  acesLi1: {
    id: 'blog.understanding-childhood-trauma.aces.li1',
    defaultMessage: 'Experiencing violence, abuse or neglect',
    description: 'Understanding childhood trauma article, example of an adverse childhood experience: violence, abuse or neglect',
  },
  acesLi2: {
    id: 'blog.understanding-childhood-trauma.aces.li2',
    defaultMessage: 'Witnessing violence in the home or the community',
    description: 'Understanding childhood trauma article, example of an adverse childhood experience: witnessing violence',
  },
  acesLi3: {
    id: 'blog.understanding-childhood-trauma.aces.li3',
    defaultMessage: 'Having a family member attempt or die by suicide',
    description: 'Understanding childhood trauma article, example of an adverse childhood experience: suicide in the family',
  },
  acesLi4: {
    id: 'blog.understanding-childhood-trauma.aces.li4',
    defaultMessage: 'Growing up in a household with substance use problems or mental health problems',
    description: 'Understanding childhood trauma article, example of an adverse childhood experience: substance use or mental health problems at home',
  },
  acesLi5: {
    id: 'blog.understanding-childhood-trauma.aces.li5',
    defaultMessage: 'Instability from parents separating, or a household member going to jail or prison',
    description: 'Understanding childhood trauma article, example of an adverse childhood experience: family separation or imprisonment of a household member',
  },
  acesP2: {
    id: 'blog.understanding-childhood-trauma.aces.p2',
    defaultMessage: 'ACEs are common. The CDC reports that about 64% of adults in the United States, nearly two in three, have had at least one, and nearly one in six have had four or more. If you recognize your own childhood in that list, you are far from alone.',
    description: 'Understanding childhood trauma article, ACEs section, paragraph 2: how common ACEs are, per the CDC',
  },
  acesP3: {
    id: 'blog.understanding-childhood-trauma.aces.p3',
    defaultMessage: 'Research has linked ACEs with a higher risk of health problems later in life, including chronic illness, depression and substance use. That can be frightening to read. It helps to know what the research does and does not say. It describes risk across large groups of people; it does not predict what will happen to any one person. An ACE count also leaves a lot out, such as how severe or long-lasting an experience was, and what support a child had. And the CDC is clear that ACEs are preventable, and that safe, stable, nurturing relationships can protect against their effects.',
    description: 'Understanding childhood trauma article, ACEs section, paragraph 3: what ACE research does and does not show; protective relationships',
  },

  nervousHeading: {
    id: 'blog.understanding-childhood-trauma.nervous-system.heading',
    defaultMessage: 'What happens in a developing nervous system',
    description: 'Understanding childhood trauma article, heading of the section about the nervous system and stress responses',
  },
  nervousP1: {
    id: 'blog.understanding-childhood-trauma.nervous-system.p1',
    defaultMessage: 'Every human body has a built-in alarm system. When it senses danger, it prepares you to fight, to flee, or, when neither is possible, to freeze or shut down. Some people also describe a fawn response: trying to stay safe by pleasing or appeasing the person who is a threat. For a child who cannot escape and cannot fight an adult, freezing and fawning are often the only options available.',
    description: 'Understanding childhood trauma article, nervous system section, paragraph 1: fight, flight, freeze and fawn responses',
  },
  nervousP2: {
    id: 'blog.understanding-childhood-trauma.nervous-system.p2',
    defaultMessage: 'These responses are meant to switch on briefly and then settle. When a child lives with danger or unpredictability day after day, and has no one to help her calm down, the alarm can stay switched on. Researchers use the term <em>toxic stress</em> for this kind of prolonged activation in childhood, without enough support from caring adults to buffer it.',
    description: 'Understanding childhood trauma article, nervous system section, paragraph 2: prolonged stress and the term toxic stress',
  },
  nervousP3: {
    id: 'blog.understanding-childhood-trauma.nervous-system.p3',
    defaultMessage: 'A nervous system shaped this way learns to be very good at spotting danger. In adulthood it may still scan faces for signs of anger, react strongly to raised voices, or find it hard to rest. These are not flaws. They are adaptations that once made sense. The hopeful part is that the brain and nervous system keep changing throughout life, so new experiences of safety can, gradually, teach them something different.',
    description: 'Understanding childhood trauma article, nervous system section, paragraph 3: survival adaptations persist but the nervous system can change',
  },

  attachmentHeading: {
    id: 'blog.understanding-childhood-trauma.attachment.heading',
    defaultMessage: 'Attachment: how children learn what relationships are',
    description: 'Understanding childhood trauma article, heading of the section about attachment',
  },
  attachmentP1: {
    id: 'blog.understanding-childhood-trauma.attachment.p1',
    defaultMessage: 'Children are wired to stay close to their caregivers, because for a young child closeness means survival. From thousands of small moments, a child builds expectations about relationships: whether people come when you need them, whether it is safe to show feelings, and whether you are worth caring for. Attachment researchers call these expectations working models, and they tend to travel with us into adult life.',
    description: 'Understanding childhood trauma article, attachment section, paragraph 1: how early care shapes expectations of relationships',
  },
  attachmentP2: {
    id: 'blog.understanding-childhood-trauma.attachment.p2',
    defaultMessage: 'When care was warm and fairly consistent, a child tends to develop a secure attachment. When care was unpredictable, she may become anxious, always watching for signs of being left. When needs were regularly dismissed, she may learn to rely only on herself and keep others at a distance, a pattern called avoidant. And when the person who was supposed to be a source of comfort was also a source of fear, a child faces an impossible dilemma, which can lead to what is called disorganized attachment.',
    description: 'Understanding childhood trauma article, attachment section, paragraph 2: the four attachment patterns (secure, anxious, avoidant, disorganized)',
  },
  attachmentP3: {
    id: 'blog.understanding-childhood-trauma.attachment.p3',
    defaultMessage: 'Attachment patterns are not a life sentence. Researchers have described what they call earned security: adults whose early relationships were difficult but who, through reflection, healing and safe relationships later in life, come to relate to others with more security. Change is possible at any age.',
    description: 'Understanding childhood trauma article, attachment section, paragraph 3: attachment patterns can change (earned security)',
  },

  adultHeading: {
    id: 'blog.understanding-childhood-trauma.adult-life.heading',
    defaultMessage: 'How it can show up in adult life',
    description: 'Understanding childhood trauma article, heading of the section about how childhood trauma can affect adults',
  },
  adultP1: {
    id: 'blog.understanding-childhood-trauma.adult-life.p1',
    defaultMessage: 'Childhood trauma does not look the same in everyone, and none of the following is proof of anything on its own. Each can have many causes. Still, many survivors recognize themselves in some of these patterns:',
    description: 'Understanding childhood trauma article, adult life section, paragraph 1: introduces a list of common patterns, with a caution that they are not diagnostic',
  },
  adultLi1: {
    id: 'blog.understanding-childhood-trauma.adult-life.li1',
    defaultMessage: 'Feeling constantly on alert, easily startled, or unable to relax even when nothing is wrong',
    description: 'Understanding childhood trauma article, adult pattern: hypervigilance',
  },
  adultLi2: {
    id: 'blog.understanding-childhood-trauma.adult-life.li2',
    defaultMessage: 'A harsh inner critic and a deep sense of shame or of being “too much” or “not enough”',
    description: 'Understanding childhood trauma article, adult pattern: inner critic and shame',
  },
  adultLi3: {
    id: 'blog.understanding-childhood-trauma.adult-life.li3',
    defaultMessage: 'People-pleasing, difficulty saying no, or losing track of what you want',
    description: 'Understanding childhood trauma article, adult pattern: people-pleasing and weak boundaries',
  },
  adultLi4: {
    id: 'blog.understanding-childhood-trauma.adult-life.li4',
    defaultMessage: 'Finding it hard to trust, fearing abandonment, or being drawn to relationships that feel painfully familiar',
    description: 'Understanding childhood trauma article, adult pattern: trust, abandonment fears and familiar painful relationships',
  },
  adultLi5: {
    id: 'blog.understanding-childhood-trauma.adult-life.li5',
    defaultMessage: 'Feelings that arrive with great force, or a numbness where feelings should be',
    description: 'Understanding childhood trauma article, adult pattern: intense emotions or numbness',
  },
  adultLi6: {
    id: 'blog.understanding-childhood-trauma.adult-life.li6',
    defaultMessage: 'Feeling detached from your body or from the world around you, especially under stress',
    description: 'Understanding childhood trauma article, adult pattern: detachment or dissociation under stress',
  },
  adultLi7: {
    id: 'blog.understanding-childhood-trauma.adult-life.li7',
    defaultMessage: 'Perfectionism or overworking, as if your worth depends on what you produce',
    description: 'Understanding childhood trauma article, adult pattern: perfectionism and overworking',
  },
  adultP2: {
    id: 'blog.understanding-childhood-trauma.adult-life.p2',
    defaultMessage: 'Looked at closely, each of these often makes sense as a strategy a child once needed. Staying alert kept her ready. Pleasing others kept the peace. Going numb made the unbearable bearable. Seeing the patterns this way can soften the shame around them and make them easier to change.',
    description: 'Understanding childhood trauma article, adult life section, paragraph 2: these patterns began as survival strategies',
  },
  adultP3: {
    id: 'blog.understanding-childhood-trauma.adult-life.p3',
    defaultMessage: 'Some adults who experienced childhood trauma also live with conditions such as depression, anxiety, PTSD or complex PTSD. Recognizing yourself in an article is a reason to be curious and kind with yourself, not a diagnosis. A qualified clinician can help you understand what is going on.',
    description: 'Understanding childhood trauma article, adult life section, paragraph 3: related conditions; only a clinician can diagnose',
  },

  faultHeading: {
    id: 'blog.understanding-childhood-trauma.not-your-fault.heading',
    defaultMessage: 'Why it is not your fault',
    description: 'Understanding childhood trauma article, heading of the section explaining that childhood trauma is not the survivor’s fault',
  },
  faultP1: {
    id: 'blog.understanding-childhood-trauma.not-your-fault.p1',
    defaultMessage: 'Many survivors carry a quiet certainty that what happened was somehow their fault: that if they had been better, quieter or easier to love, things would have been different. This belief is extremely common, and it has a reason.',
    description: 'Understanding childhood trauma article, not your fault section, paragraph 1: self-blame is common',
  },
  faultP2: {
    id: 'blog.understanding-childhood-trauma.not-your-fault.p2',
    defaultMessage: 'A child depends completely on her caregivers. Believing “I am bad” can feel safer than believing “the people I depend on cannot keep me safe”, because the first belief at least holds out hope: if I can just be good enough, maybe I will be loved. Self-blame, in other words, was often a way of surviving. It was never the truth.',
    description: 'Understanding childhood trauma article, not your fault section, paragraph 2: self-blame as a child’s survival strategy',
  },
  faultP2b: {
    id: 'blog.understanding-childhood-trauma.not-your-fault.p3',
    defaultMessage: 'For some people, understanding why their caregivers behaved as they did, perhaps because of their own trauma, illness or hardship, becomes part of healing. But understanding is not the same as excusing, and you do not have to forgive anyone in order to heal. Your feelings about your family are yours to work through, at your own pace.',
    description: 'Understanding childhood trauma article, not your fault section: understanding caregivers is not excusing them; forgiveness is not required',
  },
  faultP3: {
    id: 'blog.understanding-childhood-trauma.not-your-fault.p4',
    defaultMessage: '<strong>Children are never responsible for the harm adults cause them.</strong> As an adult, you may now carry the responsibility for your own healing, which can feel unfair. But responsibility for healing is not the same as blame for the wound. Holding both truths at once, with compassion, is a big part of recovery.',
    description: 'Understanding childhood trauma article, not your fault section, paragraph 3: children are not responsible; healing is not the same as blame',
  },

  healingHeading: {
    id: 'blog.understanding-childhood-trauma.healing.heading',
    defaultMessage: 'Paths to healing',
    description: 'Understanding childhood trauma article, heading of the section about ways to heal',
  },
  healingP1: {
    id: 'blog.understanding-childhood-trauma.healing.p1',
    defaultMessage: 'There is no single road to recovery, but many people find the journey has some common landmarks:',
    description: 'Understanding childhood trauma article, healing section, paragraph 1: introduces a list of common elements of healing',
  },
  healingLi1: {
    id: 'blog.understanding-childhood-trauma.healing.li1',
    defaultMessage: '<strong>Safety first.</strong> Making your daily life as safe and steady as you can, and learning ways to calm your nervous system when it is alarmed.',
    description: 'Understanding childhood trauma article, healing element: establishing safety and regulation',
  },
  healingLi2: {
    id: 'blog.understanding-childhood-trauma.healing.li2',
    defaultMessage: '<strong>Understanding.</strong> Learning how trauma works, so your reactions start to make sense rather than feeling like proof that something is wrong with you.',
    description: 'Understanding childhood trauma article, healing element: understanding how trauma works',
  },
  healingLi3: {
    id: 'blog.understanding-childhood-trauma.healing.li3',
    defaultMessage: '<strong>The body.</strong> Gentle, body-based practices that help you notice and settle physical signs of stress.',
    description: 'Understanding childhood trauma article, healing element: body-based practices',
  },
  healingLi4: {
    id: 'blog.understanding-childhood-trauma.healing.li4',
    defaultMessage: '<strong>Relationships.</strong> Experiences of being heard and respected, in a healing relationship and in everyday life, that slowly update what you expect from people.',
    description: 'Understanding childhood trauma article, healing element: safe relationships',
  },
  healingLi5: {
    id: 'blog.understanding-childhood-trauma.healing.li5',
    defaultMessage: '<strong>Processing.</strong> When you are ready, and with the right support, working through painful memories so they lose some of their power.',
    description: 'Understanding childhood trauma article, healing element: processing traumatic memories with support',
  },
  healingP2: {
    id: 'blog.understanding-childhood-trauma.healing.p2',
    defaultMessage: 'For processing traumatic memories, the therapies with the strongest research support include trauma-focused cognitive behavioral therapy and EMDR (eye movement desensitization and reprocessing), delivered by trained clinicians. Other approaches, such as Internal Family Systems and somatic therapies, are also widely used; their research base is still growing, and many people find them helpful.',
    description: 'Understanding childhood trauma article, healing section, paragraph 2: evidence-based therapies and other widely used approaches (EMDR and Internal Family Systems are proper names)',
  },
  healingP3: {
    id: 'blog.understanding-childhood-trauma.healing.p3',
    defaultMessage: 'Trauma recovery coaching can support several of these landmarks, especially safety, understanding, body awareness and rebuilding your everyday life. <strong>Coaching is educational and supportive; it is not therapy</strong>, and it does not replace treatment for a mental health condition. Healing is rarely a straight line. Hard weeks after good ones are part of the process, not a sign that you are failing.',
    description: 'Understanding childhood trauma article, healing section, paragraph 3: where coaching can help, that it is not therapy, and that healing is not linear',
  },

  therapistHeading: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.heading',
    defaultMessage: 'When to seek a therapist',
    description: 'Understanding childhood trauma article, heading of the section about when to seek a therapist',
  },
  therapistP1: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.p1',
    defaultMessage: 'You do not need to reach a breaking point to deserve therapy. It is especially worth contacting a doctor or a licensed mental health professional if:',
    description: 'Understanding childhood trauma article, when to seek therapy section, paragraph 1: introduces a list of reasons to seek a therapist',
  },
  therapistLi1: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.li1',
    defaultMessage: 'Flashbacks, nightmares or intrusive memories are disrupting your life',
    description: 'Understanding childhood trauma article, reason to seek a therapist: flashbacks, nightmares or intrusive memories',
  },
  therapistLi2: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.li2',
    defaultMessage: 'You often lose time, feel unreal, or feel cut off from yourself',
    description: 'Understanding childhood trauma article, reason to seek a therapist: dissociation',
  },
  therapistLi3: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.li3',
    defaultMessage: 'Low mood, anxiety or panic are persistent or getting worse',
    description: 'Understanding childhood trauma article, reason to seek a therapist: persistent low mood, anxiety or panic',
  },
  therapistLi4: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.li4',
    defaultMessage: 'You are using alcohol, drugs, food or self-harm to cope',
    description: 'Understanding childhood trauma article, reason to seek a therapist: harmful coping',
  },
  therapistLi5: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.li5',
    defaultMessage: 'You have thoughts of suicide. Please contact a crisis line or your local emergency number now; the crisis numbers on this page are for your region.',
    description: 'Understanding childhood trauma article, reason to seek help: suicidal thoughts, with a prompt to use the crisis numbers on the page (no numbers in the text)',
  },
  therapistP2: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.p2',
    defaultMessage: 'Look for a therapist with specific training in trauma, and remember that it is fine to meet a few before you choose. Some women work with a therapist and a coach at the same time, each in their own role.',
    description: 'Understanding childhood trauma article, when to seek therapy section, paragraph 2: choosing a trauma-trained therapist; therapy and coaching can be combined',
  },
  therapistP3: {
    id: 'blog.understanding-childhood-trauma.when-to-seek-therapy.p3',
    defaultMessage: 'The child you were did the best she could with what she had. The adult you are now has more choices, more words and, increasingly, more support. Understanding where your patterns came from is not the end of healing, but it is often where the gentler part begins.',
    description: 'Understanding childhood trauma article, closing paragraph: compassionate encouragement',
  },

  sourceCdc: {
    id: 'blog.understanding-childhood-trauma.sources.cdc',
    defaultMessage: 'CDC: Adverse Childhood Experiences (ACEs)',
    description: 'Understanding childhood trauma article, name of a cited source in the editorial-standards note: the page about ACEs of the CDC, the US national public health agency (CDC is its abbreviation, a proper name)',
  },
  sourceNctsn: {
    id: 'blog.understanding-childhood-trauma.sources.nctsn',
    defaultMessage: 'National Child Traumatic Stress Network: About Child Trauma',
    description: 'Understanding childhood trauma article, name of a cited source in the editorial-standards note: the US National Child Traumatic Stress Network and its page “About Child Trauma” (proper names)',
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
      id: 'what-it-is',
      heading: m.whatHeading,
      blocks: [
        { type: 'p', text: m.whatP1 },
        { type: 'p', text: m.whatP2 },
        { type: 'p', text: m.whatP2b },
        { type: 'p', text: m.whatP3 },
      ],
    },
    {
      id: 'aces',
      heading: m.acesHeading,
      blocks: [
        { type: 'p', text: m.acesP1 },
        { type: 'ul', items: [m.acesLi1, m.acesLi2, m.acesLi3, m.acesLi4, m.acesLi5] },
        { type: 'p', text: m.acesP2 },
        { type: 'p', text: m.acesP3 },
      ],
    },
    {
      id: 'nervous-system',
      heading: m.nervousHeading,
      blocks: [
        { type: 'p', text: m.nervousP1 },
        { type: 'p', text: m.nervousP2 },
        { type: 'p', text: m.nervousP3 },
      ],
    },
    {
      id: 'attachment',
      heading: m.attachmentHeading,
      blocks: [
        { type: 'p', text: m.attachmentP1 },
        { type: 'p', text: m.attachmentP2 },
        { type: 'p', text: m.attachmentP3 },
      ],
    },
    {
      id: 'adult-life',
      heading: m.adultHeading,
      blocks: [
        { type: 'p', text: m.adultP1 },
        { type: 'ul', items: [m.adultLi1, m.adultLi2, m.adultLi3, m.adultLi4, m.adultLi5, m.adultLi6, m.adultLi7] },
        { type: 'p', text: m.adultP2 },
        { type: 'p', text: m.adultP3 },
      ],
    },
    {
      id: 'not-your-fault',
      heading: m.faultHeading,
      blocks: [
        { type: 'p', text: m.faultP1 },
        { type: 'p', text: m.faultP2 },
        { type: 'p', text: m.faultP2b },
        { type: 'p', text: m.faultP3 },
      ],
    },
    {
      id: 'healing',
      heading: m.healingHeading,
      blocks: [
        { type: 'p', text: m.healingP1 },
        { type: 'ul', items: [m.healingLi1, m.healingLi2, m.healingLi3, m.healingLi4, m.healingLi5] },
        { type: 'p', text: m.healingP2 },
        { type: 'p', text: m.healingP3 },
      ],
    },
    {
      id: 'when-to-seek-therapy',
      heading: m.therapistHeading,
      blocks: [
        { type: 'p', text: m.therapistP1 },
        { type: 'ul', items: [m.therapistLi1, m.therapistLi2, m.therapistLi3, m.therapistLi4, m.therapistLi5] },
        { type: 'p', text: m.therapistP2 },
        { type: 'p', text: m.therapistP3 },
      ],
    },
  ],
  sources: [
    { href: 'https://www.cdc.gov/aces/about/index.html', label: m.sourceCdc },
    { href: 'https://www.nctsn.org/what-is-child-trauma/about-child-trauma', label: m.sourceNctsn },
  ],
}

/** "In short" at the top of the article: its key points in plain words (the crisis point is shared, content/review.ts). */
export const summary = Object.values(described(defineMessages({
  p1: { id: 'blog.understanding-childhood-trauma.summary.p1', defaultMessage: 'Childhood trauma is harm that was too much for a child to cope with. Often it is years of fear or neglect, not one event.', description: 'Plain-language summary (“In short”) at the top of the article, point 1; keep it very simple (reading age 9 to 11, short sentences)' },
  p2: { id: 'blog.understanding-childhood-trauma.summary.p2', defaultMessage: 'The ways you learned to get through as a child can still shape your days now.', description: 'Plain-language summary (“In short”) at the top of the article, point 2; keep it very simple (reading age 9 to 11, short sentences)' },
  p3: { id: 'blog.understanding-childhood-trauma.summary.p3', defaultMessage: 'These patterns make sense, and they can change at any age.', description: 'Plain-language summary (“In short”) at the top of the article, point 3; keep it very simple (reading age 9 to 11, short sentences)' },
  p4: { id: 'blog.understanding-childhood-trauma.summary.p4', defaultMessage: 'Therapy, coaching, support groups and self-care can all help.', description: 'Plain-language summary (“In short”) at the top of the article, point 4; keep it very simple (reading age 9 to 11, short sentences)' },
})))
