import { defineMessages } from 'react-intl'
import { described } from '../../messages'
import type { ArticleBody } from '../types'
import type { PostFacts } from '../posts'

/** The post's record: published, last changed, reviewed (docs/content-review.md), its category, and where its closing call to action leads. */
export const post: PostFacts = { date: '2025-10-20', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', category: 'complex-ptsd', cta: '/services/complex-ptsd-coaching' }

/** Article: how complex PTSD (ICD-11) differs from PTSD, how each is treated, and where coaching fits. */

export const meta = described(defineMessages({
  title: {
    id: 'blog.complex-ptsd-vs-ptsd.meta.title',
    defaultMessage: 'Complex PTSD vs PTSD: What’s the Difference?',
    description: 'Title of the blog article comparing complex PTSD and PTSD (page title, h1 and blog index card title; PTSD is the standard abbreviation for post-traumatic stress disorder)',
  },
  description: {
    id: 'blog.complex-ptsd-vs-ptsd.meta.description',
    defaultMessage: 'How complex PTSD differs from PTSD: shared symptoms, the added effects on emotions, self-worth and relationships, common causes, treatment and where coaching fits.',
    description: 'Search-result description of the article comparing complex PTSD and PTSD (about 150 characters)',
  },
  excerpt: {
    id: 'blog.complex-ptsd-vs-ptsd.excerpt',
    defaultMessage: 'Complex PTSD shares the core symptoms of PTSD and adds lasting effects on emotions, self-worth and relationships. Here is what sets them apart, and why the difference matters.',
    description: 'Short summary of the article comparing complex PTSD and PTSD, shown on its card on the blog index',
  },
}))

const m = described(defineMessages({
  introP1: {
    id: 'blog.complex-ptsd-vs-ptsd.intro.p1',
    defaultMessage: 'Many women who have lived through years of abuse, neglect or control read a description of post-traumatic stress disorder and think: some of this fits, but it does not capture all of it. The flashbacks and the jumpiness are familiar, but so is something deeper, a lasting sense of being worthless, feelings that swing out of control or disappear entirely, and a struggle to feel close to anyone.',
    description: 'Complex PTSD vs PTSD article, introduction, paragraph 1: why PTSD descriptions may not capture the experience of prolonged trauma',
  },
  introP2: {
    id: 'blog.complex-ptsd-vs-ptsd.intro.p2',
    defaultMessage: 'That deeper layer is what the term complex PTSD, often shortened to C-PTSD, describes. This article explains how PTSD and complex PTSD are defined, what they share, how they differ, what tends to cause each, and how they are treated.',
    description: 'Complex PTSD vs PTSD article, introduction, paragraph 2: what the article covers (C-PTSD is the standard abbreviation)',
  },
  introP3: {
    id: 'blog.complex-ptsd-vs-ptsd.intro.p3',
    defaultMessage: '<strong>This is general information, not a diagnosis.</strong> Only a qualified clinician, such as a psychiatrist or psychologist, can assess and diagnose PTSD or complex PTSD. If reading this brings up more than you can manage right now, it is fine to stop, and the crisis numbers on this page are there if you need them.',
    description: 'Complex PTSD vs PTSD article, introduction, paragraph 3: not a diagnosis; only a clinician can diagnose; pointer to the crisis numbers on the page (no numbers in the text)',
  },

  ptsdHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.heading',
    defaultMessage: 'What PTSD is',
    description: 'Complex PTSD vs PTSD article, heading of the section defining PTSD',
  },
  ptsdP1: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.p1',
    defaultMessage: 'Post-traumatic stress disorder (PTSD) is a mental health condition that can develop after experiencing or witnessing something deeply threatening or horrifying. Most people have strong reactions after a traumatic event, and for many those reactions ease over the following weeks. PTSD is the name for what happens when they do not ease, and instead persist and interfere with life.',
    description: 'Complex PTSD vs PTSD article, PTSD section, paragraph 1: what PTSD is and how it differs from normal reactions to trauma',
  },
  ptsdP2: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.p2',
    defaultMessage: 'Two diagnostic manuals are used around the world. In the United States, clinicians mostly use the American Psychiatric Association’s <em>Diagnostic and Statistical Manual of Mental Disorders</em>, whose current edition is known as DSM-5. Many other countries use the <em>International Classification of Diseases</em>, published by the WHO, the United Nations’ health agency, and now in its eleventh revision, known as ICD-11. Both include PTSD, and describe it in slightly different ways.',
    description: 'Complex PTSD vs PTSD article, PTSD section, paragraph 2: the two diagnostic manuals, DSM-5 and ICD-11 (titles of the manuals are proper names; WHO is the World Health Organization)',
  },
  ptsdP3: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.p3',
    defaultMessage: 'DSM-5 groups the symptoms of PTSD into four clusters, which must last for more than a month and cause real distress or difficulty:',
    description: 'Complex PTSD vs PTSD article, PTSD section, paragraph 3: introduces the four DSM-5 symptom clusters',
  },
  ptsdLi1: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.li1',
    defaultMessage: '<strong>Intrusion:</strong> unwanted memories, nightmares, or flashbacks in which the event feels as if it is happening again.',
    description: 'Complex PTSD vs PTSD article, DSM-5 PTSD symptom cluster: intrusion',
  },
  ptsdLi2: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.li2',
    defaultMessage: '<strong>Avoidance:</strong> steering clear of reminders, or of thoughts and feelings about what happened.',
    description: 'Complex PTSD vs PTSD article, DSM-5 PTSD symptom cluster: avoidance',
  },
  ptsdLi3: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.li3',
    defaultMessage: '<strong>Negative changes in thinking and mood:</strong> such as persistent fear, guilt or shame, blaming yourself, or feeling cut off from others.',
    description: 'Complex PTSD vs PTSD article, DSM-5 PTSD symptom cluster: negative changes in thoughts and mood',
  },
  ptsdLi4: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.li4',
    defaultMessage: '<strong>Changes in arousal and reactivity:</strong> being constantly on guard, easily startled, irritable, or unable to sleep or concentrate.',
    description: 'Complex PTSD vs PTSD article, DSM-5 PTSD symptom cluster: changes in arousal and reactivity',
  },
  ptsdP4: {
    id: 'blog.complex-ptsd-vs-ptsd.ptsd.p4',
    defaultMessage: 'ICD-11 uses a shorter core of three elements: re-experiencing the event in the present, deliberately avoiding reminders of it, and a persistent sense of current threat, such as hypervigilance or an exaggerated startle response.',
    description: 'Complex PTSD vs PTSD article, PTSD section, paragraph 4: the three core elements of PTSD in ICD-11',
  },

  complexHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.complex-ptsd.heading',
    defaultMessage: 'What complex PTSD is',
    description: 'Complex PTSD vs PTSD article, heading of the section defining complex PTSD',
  },
  complexP1: {
    id: 'blog.complex-ptsd-vs-ptsd.complex-ptsd.p1',
    defaultMessage: 'Clinicians noticed decades ago that people who had endured long-lasting, inescapable trauma often showed a wider pattern of difficulties than PTSD describes. The psychiatrist Judith Herman proposed the term complex PTSD in the early 1990s, drawing on work with survivors of prolonged abuse.',
    description: 'Complex PTSD vs PTSD article, complex PTSD section, paragraph 1: history of the concept (Judith Herman is a proper name)',
  },
  complexP2: {
    id: 'blog.complex-ptsd-vs-ptsd.complex-ptsd.p2',
    defaultMessage: 'The WHO recognized complex PTSD as a distinct diagnosis in ICD-11, which came into effect in 2022. To meet its description, a person has the core symptoms of PTSD <strong>and</strong> lasting difficulties in three further areas, which ICD-11 groups together as disturbances in self-organization.',
    description: 'Complex PTSD vs PTSD article, complex PTSD section, paragraph 2: complex PTSD in ICD-11 as PTSD plus disturbances in self-organization',
  },
  complexP3: {
    id: 'blog.complex-ptsd-vs-ptsd.complex-ptsd.p3',
    defaultMessage: 'DSM-5, including its 2022 text revision, does not list complex PTSD as a separate diagnosis. That does not mean the experience is imaginary or less serious in the United States. A clinician there may diagnose PTSD and describe the additional difficulties alongside it. The difference lies in how the manuals are organized, not in how real your experience is.',
    description: 'Complex PTSD vs PTSD article, complex PTSD section, paragraph 3: DSM-5 does not list complex PTSD separately; what that means',
  },
  complexP4: {
    id: 'blog.complex-ptsd-vs-ptsd.complex-ptsd.p4',
    defaultMessage: 'Why does the distinction matter? For many survivors, learning about complex PTSD brings relief: a sense that the whole picture, not only the flashbacks, finally has a name. For clinicians, recognizing the added difficulties helps in planning treatment, for example by giving more time to stability and trust.',
    description: 'Complex PTSD vs PTSD article, complex PTSD section, paragraph 4: why the distinction matters to survivors and clinicians',
  },

  selfHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.heading',
    defaultMessage: 'The three added areas: disturbances in self-organization',
    description: 'Complex PTSD vs PTSD article, heading of the section describing the three additional symptom areas of complex PTSD in ICD-11',
  },
  selfP1: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.p1',
    defaultMessage: 'The phrase sounds technical, but what it describes is deeply human: the ways prolonged trauma can shape how you feel, how you see yourself, and how you relate to other people.',
    description: 'Complex PTSD vs PTSD article, self-organization section, paragraph 1: plain-language introduction to the term',
  },
  selfEmotionHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.emotion.heading',
    defaultMessage: 'Emotional regulation',
    description: 'Complex PTSD vs PTSD article, subheading: difficulties regulating emotions',
  },
  selfEmotionP1: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.emotion.p1',
    defaultMessage: 'Emotions may arrive with overwhelming force and be very hard to settle, or they may shut down, leaving numbness or a sense of being far away from yourself. Many people swing between the two. Small stresses can trigger big reactions, followed by exhaustion and shame. Under pressure, some people dissociate, feeling unreal or detached, and some turn to reckless or self-destructive ways of coping.',
    description: 'Complex PTSD vs PTSD article, emotional regulation paragraph: intense emotions or numbness',
  },
  selfConceptHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.self-concept.heading',
    defaultMessage: 'How you see yourself',
    description: 'Complex PTSD vs PTSD article, subheading: negative self-concept',
  },
  selfConceptP1: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.self-concept.p1',
    defaultMessage: 'ICD-11 describes persistent beliefs that you are diminished, defeated or worthless, together with deep feelings of shame, guilt or failure. These beliefs often echo what an abuser said or implied, repeated so many times that they came to feel like your own voice.',
    description: 'Complex PTSD vs PTSD article, self-concept paragraph: beliefs of worthlessness, shame and guilt',
  },
  selfRelationshipsHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.relationships.heading',
    defaultMessage: 'Relationships',
    description: 'Complex PTSD vs PTSD article, subheading: difficulties in relationships',
  },
  selfRelationshipsP1: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.relationships.p1',
    defaultMessage: 'It can be hard to sustain relationships or to feel close to others. Some people avoid closeness altogether; others long for connection but find it frightening or confusing when it comes. When the people who hurt you were the people you trusted, trust itself can feel like a risk.',
    description: 'Complex PTSD vs PTSD article, relationships paragraph: difficulty with closeness and trust',
  },
  selfP2: {
    id: 'blog.complex-ptsd-vs-ptsd.self-organization.p2',
    defaultMessage: 'For a diagnosis, these difficulties need to be severe and persistent, and to cause significant problems in daily life. Everyone struggles with feelings, self-worth or relationships at times; complex PTSD describes something more pervasive.',
    description: 'Complex PTSD vs PTSD article, self-organization section, closing paragraph: severity and persistence are required for a diagnosis',
  },

  compareHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.heading',
    defaultMessage: 'PTSD and complex PTSD side by side',
    description: 'Complex PTSD vs PTSD article, heading of the section comparing the two conditions in lists',
  },
  compareSharedHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.shared.heading',
    defaultMessage: 'Shared by both',
    description: 'Complex PTSD vs PTSD article, subheading: symptoms shared by PTSD and complex PTSD',
  },
  compareSharedLi1: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.shared.li1',
    defaultMessage: 'Re-experiencing: intrusive memories, flashbacks and nightmares',
    description: 'Complex PTSD vs PTSD article, shared symptom: re-experiencing',
  },
  compareSharedLi2: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.shared.li2',
    defaultMessage: 'Avoiding reminders, thoughts and feelings connected with the trauma',
    description: 'Complex PTSD vs PTSD article, shared symptom: avoidance',
  },
  compareSharedLi3: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.shared.li3',
    defaultMessage: 'A persistent sense of threat: hypervigilance, being easily startled',
    description: 'Complex PTSD vs PTSD article, shared symptom: sense of current threat',
  },
  compareComplexHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.complex.heading',
    defaultMessage: 'Added in complex PTSD',
    description: 'Complex PTSD vs PTSD article, subheading: additional symptoms in complex PTSD',
  },
  compareComplexLi1: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.complex.li1',
    defaultMessage: 'Severe, lasting difficulty regulating emotions',
    description: 'Complex PTSD vs PTSD article, additional complex PTSD symptom: emotional dysregulation',
  },
  compareComplexLi2: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.complex.li2',
    defaultMessage: 'A persistent sense of being worthless or defeated, with shame, guilt or failure',
    description: 'Complex PTSD vs PTSD article, additional complex PTSD symptom: negative self-concept',
  },
  compareComplexLi3: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.complex.li3',
    defaultMessage: 'Ongoing difficulty sustaining relationships and feeling close to others',
    description: 'Complex PTSD vs PTSD article, additional complex PTSD symptom: relationship difficulties',
  },
  compareP0: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.p1',
    defaultMessage: 'Both lists describe patterns that last. An occasional nightmare, or a hard day when something brings back the past, is part of being human after difficult experiences. What clinicians look at is how persistent, intense and disruptive the symptoms are.',
    description: 'Complex PTSD vs PTSD article, side by side section, paragraph 1: the lists describe lasting patterns, not occasional reactions',
  },
  compareP1: {
    id: 'blog.complex-ptsd-vs-ptsd.side-by-side.p2',
    defaultMessage: 'In ICD-11 the two are alternatives: a person is diagnosed with one or the other, not both. Complex PTSD is not simply a more severe form of PTSD. Someone with PTSD can be very unwell; the difference is the presence of those three added areas, not the intensity of suffering.',
    description: 'Complex PTSD vs PTSD article, side by side section, paragraph: in ICD-11 the diagnoses are alternatives; complex is not just more severe',
  },

  causesHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.causes.heading',
    defaultMessage: 'What can lead to each',
    description: 'Complex PTSD vs PTSD article, heading of the section about causes',
  },
  causesP1: {
    id: 'blog.complex-ptsd-vs-ptsd.causes.p1',
    defaultMessage: 'PTSD can follow a single traumatic event, such as a serious accident, an assault, a disaster or a sudden, violent loss, as well as repeated ones.',
    description: 'Complex PTSD vs PTSD article, causes section, paragraph 1: events that can lead to PTSD',
  },
  causesP2: {
    id: 'blog.complex-ptsd-vs-ptsd.causes.p2',
    defaultMessage: 'Complex PTSD is most often linked with trauma that is prolonged or repeated and from which escape is difficult or impossible. ICD-11 gives examples such as torture, slavery, genocide campaigns, prolonged domestic violence, and repeated childhood sexual or physical abuse. Long-term emotional abuse and coercive control in a relationship, or growing up with chronic neglect, can have a similar trapped, inescapable quality. Often the harm came from someone the person depended on, which helps explain why trust, self-worth and relationships are so affected.',
    description: 'Complex PTSD vs PTSD article, causes section, paragraph 2: the kinds of prolonged, inescapable trauma linked with complex PTSD',
  },
  causesP2b: {
    id: 'blog.complex-ptsd-vs-ptsd.causes.p3',
    defaultMessage: 'Complex PTSD is not only about childhood. Adults who have been trapped in abusive relationships, trafficked or held captive can develop it too, as can people whose trauma began in childhood and continued into adult life.',
    description: 'Complex PTSD vs PTSD article, causes section, paragraph 3: complex PTSD can follow prolonged trauma in adulthood too',
  },
  causesP3: {
    id: 'blog.complex-ptsd-vs-ptsd.causes.p4',
    defaultMessage: 'Not everyone who goes through these experiences develops PTSD or complex PTSD. Many factors play a part, including how old someone was, how long it went on, and whether they had support afterwards. Developing either condition is not a sign of weakness. It is a sign that what happened was more than any person should have to bear.',
    description: 'Complex PTSD vs PTSD article, causes section, paragraph 3: not everyone develops these conditions; not a weakness',
  },

  diagnosisHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.diagnosis.heading',
    defaultMessage: 'Why the difference can be hard to see',
    description: 'Complex PTSD vs PTSD article, heading of the section about why assessment needs a professional',
  },
  diagnosisP1: {
    id: 'blog.complex-ptsd-vs-ptsd.diagnosis.p1',
    defaultMessage: 'The symptoms of complex PTSD overlap with those of several other conditions, including depression, anxiety disorders, dissociative disorders and borderline personality disorder. Some people live with more than one condition at once. This overlap is one reason survivors of prolonged trauma have sometimes been given labels that did not fully fit.',
    description: 'Complex PTSD vs PTSD article, diagnosis section, paragraph 1: symptom overlap with other conditions',
  },
  diagnosisP2: {
    id: 'blog.complex-ptsd-vs-ptsd.diagnosis.p2',
    defaultMessage: 'Telling these apart takes a careful assessment by a qualified clinician who understands trauma. Online quizzes and checklists, including well-meaning ones, cannot do that. They can, though, help you put words to your experience and decide to ask for an assessment. A good assessment looks at your history and your present life as a whole, not just at a list of symptoms.',
    description: 'Complex PTSD vs PTSD article, diagnosis section, paragraph 2: only a qualified clinician can assess; online quizzes cannot diagnose',
  },
  diagnosisP3: {
    id: 'blog.complex-ptsd-vs-ptsd.diagnosis.p3',
    defaultMessage: 'If you do seek an assessment, it can help to write down beforehand what you notice in yourself, when it started, and what makes it better or worse. You are allowed to bring someone you trust, to ask what any term means, and to ask for a second opinion.',
    description: 'Complex PTSD vs PTSD article, diagnosis section, paragraph 3: practical tips for an assessment',
  },

  treatmentHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.heading',
    defaultMessage: 'How PTSD and complex PTSD are treated',
    description: 'Complex PTSD vs PTSD article, heading of the section about treatment',
  },
  treatmentP1: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.p1',
    defaultMessage: 'PTSD is treatable. The approaches with the strongest research support are trauma-focused psychotherapies, delivered by trained clinicians. They include:',
    description: 'Complex PTSD vs PTSD article, treatment section, paragraph 1: introduces the list of trauma-focused therapies',
  },
  treatmentLi1: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.li1',
    defaultMessage: '<strong>Cognitive processing therapy (CPT)</strong>, which helps you examine and change painful beliefs that formed because of the trauma.',
    description: 'Complex PTSD vs PTSD article, treatment: cognitive processing therapy (CPT is its standard abbreviation)',
  },
  treatmentLi2: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.li2',
    defaultMessage: '<strong>Prolonged exposure therapy</strong>, which helps you gradually and safely approach memories and situations you have been avoiding.',
    description: 'Complex PTSD vs PTSD article, treatment: prolonged exposure therapy',
  },
  treatmentLi3: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.li3',
    defaultMessage: '<strong>Eye movement desensitization and reprocessing (EMDR)</strong>, which involves recalling the trauma while following a structured pattern of eye movements or other rhythmic stimulation.',
    description: 'Complex PTSD vs PTSD article, treatment: EMDR therapy (EMDR is its standard abbreviation)',
  },
  treatmentLi4: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.li4',
    defaultMessage: '<strong>Trauma-focused cognitive behavioral therapy</strong>, which combines learning about trauma, coping skills and work on memories and beliefs.',
    description: 'Complex PTSD vs PTSD article, treatment: trauma-focused cognitive behavioral therapy',
  },
  treatmentP2: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.p2',
    defaultMessage: 'Some people are also offered medication, such as certain antidepressants, which can ease some symptoms. A doctor can talk through whether this might help you.',
    description: 'Complex PTSD vs PTSD article, treatment section, paragraph 2: medication as an option to discuss with a doctor',
  },
  treatmentP3: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.p3',
    defaultMessage: 'Research on complex PTSD specifically is newer and still developing. The same trauma-focused therapies are often used, and many clinicians adapt them: allowing more time to build trust, paying close attention to safety and stability, and helping with emotional regulation and dissociation before or alongside work on memories. This is sometimes called a phased approach. Experts still debate how much preparation is needed before memory work, so the right plan is one you and your clinician shape together.',
    description: 'Complex PTSD vs PTSD article, treatment section, paragraph 3: treatment of complex PTSD, adapted and phased approaches',
  },
  treatmentP4: {
    id: 'blog.complex-ptsd-vs-ptsd.treatment.p4',
    defaultMessage: 'Whatever the method, good trauma treatment is collaborative. A clinician should explain what a therapy involves before you begin, check how you are coping as you go, and adjust the pace if you become overwhelmed. Feeling worse for a short time during memory work can happen; feeling unsafe or unheard is a reason to speak up.',
    description: 'Complex PTSD vs PTSD article, treatment section, paragraph 4: good treatment is collaborative and paced',
  },

  coachingHeading: {
    id: 'blog.complex-ptsd-vs-ptsd.coaching.heading',
    defaultMessage: 'Where coaching fits, and where it doesn’t',
    description: 'Complex PTSD vs PTSD article, heading of the section about the role and limits of trauma recovery coaching',
  },
  coachingP1: {
    id: 'blog.complex-ptsd-vs-ptsd.coaching.p1',
    defaultMessage: '<strong>Coaching is not a treatment for PTSD or complex PTSD.</strong> Trauma recovery coaching is educational and supportive; a coach does not diagnose, does not treat mental health conditions, and does not carry out trauma-focused therapies such as those above.',
    description: 'Complex PTSD vs PTSD article, coaching section, paragraph 1: coaching is not treatment and does not diagnose',
  },
  coachingP2: {
    id: 'blog.complex-ptsd-vs-ptsd.coaching.p2',
    defaultMessage: 'Within those limits, coaching can offer real support. A trauma-informed coach can help you understand how trauma has affected you, learn and use ways of calming your nervous system, set boundaries, quiet a harsh inner critic, and rebuild routines and goals that feel like your own. For women already in therapy, coaching can work alongside it, ideally with both practitioners aware of each other, so that the focus stays on everyday life while deeper processing happens in therapy.',
    description: 'Complex PTSD vs PTSD article, coaching section, paragraph 2: what coaching can help with and how it can complement therapy',
  },
  coachingP3: {
    id: 'blog.complex-ptsd-vs-ptsd.coaching.p3',
    defaultMessage: 'Coaching is not the right place to start in some situations. Flashbacks, dissociation (feeling unreal or cut off) or low mood may be making it hard to get through the day. You may be using alcohol or drugs to cope. You may be having thoughts of suicide or self-harm. If so, please see a doctor or a licensed mental health professional first. If you are in danger, use the crisis numbers on this page or call your local emergency number.',
    description: 'Complex PTSD vs PTSD article, coaching section, paragraph 3: when coaching is not appropriate and the reader should seek clinical or crisis help (no numbers in the text)',
  },
  coachingP4: {
    id: 'blog.complex-ptsd-vs-ptsd.coaching.p4',
    defaultMessage: 'Whatever name fits your experience, or even if none does, the patterns described here are understandable responses to what happened, and they can change. With the right mix of support, many people find that their feelings become easier to manage, their sense of themselves gentler, and their relationships safer.',
    description: 'Complex PTSD vs PTSD article, closing paragraph: hope without promising a cure',
  },

  sourceWho: {
    id: 'blog.complex-ptsd-vs-ptsd.sources.who',
    defaultMessage: 'WHO, International Classification of Diseases, 11th revision (ICD-11): 6B41 Complex post-traumatic stress disorder',
    description: 'Complex PTSD vs PTSD article, name of a cited source in the editorial-standards note: the ICD-11 entry 6B41 for complex PTSD, on the website of the WHO, the World Health Organization (proper names; the entry name as the WHO spells it)',
  },
  sourceNhs: {
    id: 'blog.complex-ptsd-vs-ptsd.sources.nhs',
    defaultMessage: 'NHS: Complex PTSD',
    description: 'Complex PTSD vs PTSD article, name of a cited source in the editorial-standards note: the UK National Health Service page on complex PTSD (proper name)',
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
      id: 'ptsd',
      heading: m.ptsdHeading,
      blocks: [
        { type: 'p', text: m.ptsdP1 },
        { type: 'p', text: m.ptsdP2 },
        { type: 'p', text: m.ptsdP3 },
        { type: 'ul', items: [m.ptsdLi1, m.ptsdLi2, m.ptsdLi3, m.ptsdLi4] },
        { type: 'p', text: m.ptsdP4 },
      ],
    },
    {
      id: 'complex-ptsd',
      heading: m.complexHeading,
      blocks: [
        { type: 'p', text: m.complexP1 },
        { type: 'p', text: m.complexP2 },
        { type: 'p', text: m.complexP3 },
        { type: 'p', text: m.complexP4 },
      ],
    },
    {
      id: 'self-organization',
      heading: m.selfHeading,
      blocks: [
        { type: 'p', text: m.selfP1 },
        { type: 'h3', text: m.selfEmotionHeading },
        { type: 'p', text: m.selfEmotionP1 },
        { type: 'h3', text: m.selfConceptHeading },
        { type: 'p', text: m.selfConceptP1 },
        { type: 'h3', text: m.selfRelationshipsHeading },
        { type: 'p', text: m.selfRelationshipsP1 },
        { type: 'p', text: m.selfP2 },
      ],
    },
    {
      id: 'side-by-side',
      heading: m.compareHeading,
      blocks: [
        { type: 'p', text: m.compareP0 },
        { type: 'h3', text: m.compareSharedHeading },
        { type: 'ul', items: [m.compareSharedLi1, m.compareSharedLi2, m.compareSharedLi3] },
        { type: 'h3', text: m.compareComplexHeading },
        { type: 'ul', items: [m.compareComplexLi1, m.compareComplexLi2, m.compareComplexLi3] },
        { type: 'p', text: m.compareP1 },
      ],
    },
    {
      id: 'causes',
      heading: m.causesHeading,
      blocks: [
        { type: 'p', text: m.causesP1 },
        { type: 'p', text: m.causesP2 },
        { type: 'p', text: m.causesP2b },
        { type: 'p', text: m.causesP3 },
      ],
    },
    {
      id: 'diagnosis',
      heading: m.diagnosisHeading,
      blocks: [
        { type: 'p', text: m.diagnosisP1 },
        { type: 'p', text: m.diagnosisP2 },
        { type: 'p', text: m.diagnosisP3 },
      ],
    },
    {
      id: 'treatment',
      heading: m.treatmentHeading,
      blocks: [
        { type: 'p', text: m.treatmentP1 },
        { type: 'ul', items: [m.treatmentLi1, m.treatmentLi2, m.treatmentLi3, m.treatmentLi4] },
        { type: 'p', text: m.treatmentP2 },
        { type: 'p', text: m.treatmentP3 },
        { type: 'p', text: m.treatmentP4 },
      ],
    },
    {
      id: 'coaching',
      heading: m.coachingHeading,
      blocks: [
        { type: 'p', text: m.coachingP1 },
        { type: 'p', text: m.coachingP2 },
        { type: 'p', text: m.coachingP3 },
        { type: 'p', text: m.coachingP4 },
      ],
    },
  ],
  sources: [
    { href: 'https://icd.who.int/browse/2024-01/mms/en#585833559', label: m.sourceWho },
    { href: 'https://www.nhs.uk/mental-health/conditions/post-traumatic-stress-disorder-ptsd/complex/', label: m.sourceNhs },
  ],
}

/** "In short" at the top of the article: its key points in plain words (the crisis point is shared, content/review.ts). */
export const summary = Object.values(described(defineMessages({
  p1: { id: 'blog.complex-ptsd-vs-ptsd.summary.p1', defaultMessage: 'PTSD can follow a very frightening event. It can bring flashbacks, fear and feeling on guard.', description: 'Plain-language summary (“In short”) at the top of the article, point 1; keep it very simple (reading age 9 to 11, short sentences)' },
  p2: { id: 'blog.complex-ptsd-vs-ptsd.summary.p2', defaultMessage: 'Complex PTSD often follows harm that went on and on, such as years of abuse.', description: 'Plain-language summary (“In short”) at the top of the article, point 2; keep it very simple (reading age 9 to 11, short sentences)' },
  p3: { id: 'blog.complex-ptsd-vs-ptsd.summary.p3', defaultMessage: 'It has the signs of PTSD, plus lasting trouble with feelings, self-worth and feeling close to people.', description: 'Plain-language summary (“In short”) at the top of the article, point 3; keep it very simple (reading age 9 to 11, short sentences)' },
  p4: { id: 'blog.complex-ptsd-vs-ptsd.summary.p4', defaultMessage: 'Only a trained health worker can diagnose either one. Both can be treated.', description: 'Plain-language summary (“In short”) at the top of the article, point 4; keep it very simple (reading age 9 to 11, short sentences)' },
})))
