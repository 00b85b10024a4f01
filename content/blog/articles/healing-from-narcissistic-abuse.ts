import { defineMessages } from 'react-intl'
import { described } from '../../messages'
import type { ArticleBody } from '../types'
import type { MessageDescriptor } from 'react-intl'
import type { PostFacts } from '../posts'

/** The post's record: published, last changed, reviewed (docs/content-review.md), its category, and where its closing call to action leads. */
export const post: PostFacts = { date: '2025-10-24', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', category: 'narcissistic-abuse', cta: '/healing-quiz' }

// Article copy: one message a paragraph, list item or heading (see content/blog/types.ts).
export const meta = described(defineMessages({
  title: { id: 'blog.healing-from-narcissistic-abuse.meta.title', defaultMessage: "Healing from Narcissistic Abuse: A Gentle Guide to Recovery", description: "Title of the article “Healing from Narcissistic Abuse”: its h1, browser tab and search results" },
  description: { id: 'blog.healing-from-narcissistic-abuse.meta.description', defaultMessage: "The four phases of recovery from narcissistic abuse, ways to loosen the trauma bond, practices to rebuild self-worth, and how therapy and coaching can help.", description: "Description of the article “Healing from Narcissistic Abuse” for search results (about 155 characters)" },
  excerpt: { id: 'blog.healing-from-narcissistic-abuse.excerpt', defaultMessage: "Recovery from narcissistic abuse tends to move through four phases, from safety to thriving. What each phase can look like, how to loosen the trauma bond, and how to rebuild your sense of self.", description: "Summary of the article “Healing from Narcissistic Abuse” on the blog index card and under the article title" },
}))

const m = described(defineMessages({
  intro_p1: { id: 'blog.healing-from-narcissistic-abuse.intro.p1', defaultMessage: "If you have left a relationship with a narcissistic or emotionally abusive partner, or you are finding your way out of one, you may be wondering why you do not feel better yet. Perhaps you expected relief, and instead you feel exhausted, foggy, anxious or strangely drawn back to the person who hurt you.", description: "“Healing from Narcissistic Abuse” article, introduction: paragraph 1" },
  intro_p2: { id: 'blog.healing-from-narcissistic-abuse.intro.p2', defaultMessage: "None of that means you are doing recovery wrong. Healing from prolonged emotional abuse is a process, not an event, and it tends to unfold in phases. This guide describes the four phases many survivors move through, offers practical ways to loosen the trauma bond and rebuild self-worth, and explains how therapy and coaching can each support you.", description: "“Healing from Narcissistic Abuse” article, introduction: paragraph 2" },
  intro_p3: { id: 'blog.healing-from-narcissistic-abuse.intro.p3', defaultMessage: "It is educational, not a diagnosis or a treatment plan. Everyone’s path is different, and your pace is the right pace. If any part of this feels like too much today, it is completely fine to stop and return another time.", description: "“Healing from Narcissistic Abuse” article, introduction: paragraph 3" },
  a_note_on_words_heading: { id: 'blog.healing-from-narcissistic-abuse.a-note-on-words.heading', defaultMessage: "A note on the word “narcissist”", description: "“Healing from Narcissistic Abuse” article, section “A note on the word “narcissist””: heading (h2)" },
  a_note_on_words_p1: { id: 'blog.healing-from-narcissistic-abuse.a-note-on-words.p1', defaultMessage: "The word “narcissist” is used a lot online, and it can be both helpful and misleading. Narcissistic personality disorder is a specific diagnosis that only a qualified clinician can make, after a careful assessment. Most people who behave abusively have never been assessed, and you do not need a label for their behavior to know that it hurt you.", description: "“Healing from Narcissistic Abuse” article, section “A note on the word “narcissist””: paragraph 1" },
  a_note_on_words_p2: { id: 'blog.healing-from-narcissistic-abuse.a-note-on-words.p2', defaultMessage: "In this article, “narcissistic abuse” means a pattern of manipulation, control, criticism and emotional cruelty, whatever its cause. Focusing on the pattern, rather than on diagnosing the other person, keeps the attention where it belongs in recovery: on your safety, your needs and your healing.", description: "“Healing from Narcissistic Abuse” article, section “A note on the word “narcissist””: paragraph 2" },
  a_note_on_words_p3: { id: 'blog.healing-from-narcissistic-abuse.a-note-on-words.p3', defaultMessage: "You may also notice that you spend a great deal of energy trying to understand why they did what they did. Some understanding can help, but there may never be an answer that feels complete. Many survivors find that healing speeds up when they gently turn their curiosity back toward themselves: what they need now, and what they want their life to become.", description: "“Healing from Narcissistic Abuse” article, section “A note on the word “narcissist””: paragraph 3" },
  why_it_runs_deep_heading: { id: 'blog.healing-from-narcissistic-abuse.why-it-runs-deep.heading', defaultMessage: "Why this kind of hurt runs so deep", description: "“Healing from Narcissistic Abuse” article, section “Why this kind of hurt runs so deep”: heading (h2)" },
  why_it_runs_deep_p1: { id: 'blog.healing-from-narcissistic-abuse.why-it-runs-deep.p1', defaultMessage: "Narcissistic abuse usually happens inside a relationship that also offered love, belonging and hope. The same person who made you feel special also made you feel worthless, often in unpredictable turns. That mix is what makes it so disorienting, and so hard to recover from.", description: "“Healing from Narcissistic Abuse” article, section “Why this kind of hurt runs so deep”: paragraph 1" },
  why_it_runs_deep_p2: { id: 'blog.healing-from-narcissistic-abuse.why-it-runs-deep.p2', defaultMessage: "Repeated exposure to threat, criticism and unpredictability can keep the body’s stress response switched on for long periods. The National Institute of Mental Health describes how trauma can affect sleep, concentration, mood and the sense of being constantly on guard. Clinicians such as the psychiatrist Judith Herman have described how prolonged, repeated trauma, especially in close relationships, can also affect a person’s sense of self and their ability to trust others.", description: "“Healing from Narcissistic Abuse” article, section “Why this kind of hurt runs so deep”: paragraph 2" },
  why_it_runs_deep_p3: { id: 'blog.healing-from-narcissistic-abuse.why-it-runs-deep.p3', defaultMessage: "Understanding this can be a relief. The anxiety, self-doubt and exhaustion you may feel are not character flaws. They are understandable responses to what you lived through, and responses can change with time, safety and support.", description: "“Healing from Narcissistic Abuse” article, section “Why this kind of hurt runs so deep”: paragraph 3" },
  why_it_runs_deep_p4: { id: 'blog.healing-from-narcissistic-abuse.why-it-runs-deep.p4', defaultMessage: "It may also help to know that recovery is not about becoming the person you were before. Many survivors find they become someone new: wiser about relationships, clearer about their needs, and more compassionate toward themselves and others.", description: "“Healing from Narcissistic Abuse” article, section “Why this kind of hurt runs so deep”: paragraph 4" },
  recovery_phases_heading: { id: 'blog.healing-from-narcissistic-abuse.recovery-phases.heading', defaultMessage: "The four phases of recovery", description: "“Healing from Narcissistic Abuse” article, section “The four phases of recovery”: heading (h2)" },
  recovery_phases_p1: { id: 'blog.healing-from-narcissistic-abuse.recovery-phases.p1', defaultMessage: "Trauma specialists have long described recovery as moving through stages, beginning with safety. The four phases below are a simple map of that journey for survivors of narcissistic abuse. They are not strict steps: most people move back and forth between them. The timeframes come from the coach’s experience of working with women, not from research. They vary widely from woman to woman. They are not deadlines or promises, and no one can give you a fixed timeline for healing.", description: "“Healing from Narcissistic Abuse” article, section “The four phases of recovery”: paragraph 1" },
  recovery_phases_p2: { id: 'blog.healing-from-narcissistic-abuse.recovery-phases.p2', defaultMessage: "You may recognize yourself in more than one phase at once. That is normal. Use the map to notice how far you have come, not to judge where you think you should be.", description: "“Healing from Narcissistic Abuse” article, section “The four phases of recovery”: paragraph 2" },
  noticing_progress_heading: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.heading', defaultMessage: "How to notice progress", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: heading (h2)" },
  noticing_progress_p1: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.p1', defaultMessage: "Progress after narcissistic abuse is often quiet. It rarely arrives as a dramatic breakthrough. More often you realize, looking back, that something that used to knock you flat for days now passes in an afternoon.", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: paragraph 1" },
  noticing_progress_p2: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.p2', defaultMessage: "Some signs of progress survivors describe:", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: paragraph 2" },
  noticing_progress_ul1_item1: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.list1.item1', defaultMessage: "You think about your former partner less often, and with less intensity.", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: item 1 of a bulleted list" },
  noticing_progress_ul1_item2: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.list1.item2', defaultMessage: "You catch self-criticism sooner, and it loses some of its power.", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: item 2 of a bulleted list" },
  noticing_progress_ul1_item3: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.list1.item3', defaultMessage: "You can name what happened without minimizing it or blaming yourself.", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: item 3 of a bulleted list" },
  noticing_progress_ul1_item4: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.list1.item4', defaultMessage: "You rest without feeling guilty, and you say no without a long explanation.", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: item 4 of a bulleted list" },
  noticing_progress_ul1_item5: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.list1.item5', defaultMessage: "You notice red flags in new situations, and you trust yourself to act on them.", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: item 5 of a bulleted list" },
  noticing_progress_ul1_item6: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.list1.item6', defaultMessage: "You have moments of genuine joy, curiosity or peace.", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: item 6 of a bulleted list" },
  noticing_progress_p3: { id: 'blog.healing-from-narcissistic-abuse.noticing-progress.p3', defaultMessage: "It can help to write down where you are now, and to look back at it in three or six months. Progress is much easier to see in hindsight than from inside a hard week.", description: "“Healing from Narcissistic Abuse” article, section “How to notice progress”: paragraph 3" },
  trauma_bond_heading: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.heading', defaultMessage: "Loosening the trauma bond", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: heading (h2)" },
  trauma_bond_p1: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.p1', defaultMessage: "A trauma bond is a strong emotional attachment that can form when periods of harm alternate with periods of warmth or relief. The unpredictability keeps you focused on winning back the good moments, and each small kindness feels enormous against the background of cruelty. It is a very human response. Many survivors say it is part of what made it so hard to let go, and why some went back to an abusive partner before they left for good.", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: paragraph 1" },
  trauma_bond_p2: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.p2', defaultMessage: "You cannot think your way out of a trauma bond overnight, but you can weaken it, day by day. These strategies help many survivors:", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: paragraph 2" },
  trauma_bond_sub1: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.sub1', defaultMessage: "Keep contact to a minimum", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: subheading (h3) 1" },
  trauma_bond_p3: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.p3', defaultMessage: "Every contact, even a short message, can restart the cycle of hope and disappointment. When it is safe, going no contact can help: blocking numbers and accounts, and asking friends not to pass on news. If you share children or legal matters, keep contact brief, factual and in writing where possible, sometimes called grey rock.", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: paragraph 3" },
  trauma_bond_p3_safety: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.p3-safety', defaultMessage: "Think about your safety before you cut contact. If your former partner has frightened, threatened or hurt you, a sudden block can make some people escalate. Blocking can also leave you without a record of what they send, and that record may be evidence if you ask a court for a protective order. So before you block anyone, save messages, voicemails and screenshots somewhere they cannot reach. Then talk your plan through with a domestic abuse advocate. The <crisisLink>domestic abuse line</crisisLink> on this page is free and confidential, and <leavingLink>How to Leave a Narcissistic Relationship Safely</leavingLink> says more about safety planning.", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: paragraph after paragraph 3, on planning for safety before blocking a former partner. <crisisLink> links to the box of crisis and abuse lines further down the page; <leavingLink> links to the article on leaving safely (its title). Use the region's own name for a court order that protects a victim of abuse" },
  trauma_bond_sub2: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.sub2', defaultMessage: "Write down the whole story", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: subheading (h3) 2" },
  trauma_bond_p4: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.p4', defaultMessage: "The trauma bond thrives on selective memory, replaying the best moments and forgetting the worst. Keep a private list of what actually happened: the promises broken, the words said, how you felt. When you find yourself longing for them, read it slowly.", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: paragraph 4" },
  trauma_bond_sub3: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.sub3', defaultMessage: "Expect the cravings, and ride them out", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: subheading (h3) 3" },
  trauma_bond_p5: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.p5', defaultMessage: "Longing for an abusive partner can feel almost physical, like a craving. Instead of fighting it or acting on it, try naming it: “This is the bond talking.” Then do something that soothes your body, such as a walk, a shower, a call with a friend or slow breathing, until the wave passes. It always does.", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: paragraph 5" },
  trauma_bond_sub4: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.sub4', defaultMessage: "Fill the space with safe connection", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: subheading (h3) 4" },
  trauma_bond_p6: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.p6', defaultMessage: "The bond is often strongest when you feel lonely. Reaching out to friends, family, support groups or a professional gives your nervous system other sources of comfort and belonging, which slowly loosens the hold of the old relationship.", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: paragraph 6" },
  trauma_bond_sub5: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.sub5', defaultMessage: "Grieve what you hoped for", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: subheading (h3) 5" },
  trauma_bond_p7: { id: 'blog.healing-from-narcissistic-abuse.trauma-bond.p7', defaultMessage: "Much of the pain of letting go is grief for the person you believed they were, and the future you imagined together. Allowing that grief, rather than pushing it away, is part of what sets you free.", description: "“Healing from Narcissistic Abuse” article, section “Loosening the trauma bond”: paragraph 7" },
  boundaries_heading: { id: 'blog.healing-from-narcissistic-abuse.boundaries.heading', defaultMessage: "Boundaries that hold", description: "“Healing from Narcissistic Abuse” article, section “Boundaries that hold”: heading (h2)" },
  boundaries_p1: { id: 'blog.healing-from-narcissistic-abuse.boundaries.p1', defaultMessage: "In an abusive relationship, boundaries are often punished, ignored or turned into proof that you are selfish. It is no wonder that many survivors find boundaries difficult afterwards, or swing between having none and having very rigid ones while they find their balance.", description: "“Healing from Narcissistic Abuse” article, section “Boundaries that hold”: paragraph 1" },
  boundaries_p2: { id: 'blog.healing-from-narcissistic-abuse.boundaries.p2', defaultMessage: "A boundary is simply a statement about what you will do to look after yourself. It does not require the other person’s agreement. “I will end the call if I am shouted at” is a boundary; “You must stop shouting” is a request. Boundaries that focus on your own actions are easier to keep, because they are in your control.", description: "“Healing from Narcissistic Abuse” article, section “Boundaries that hold”: paragraph 2" },
  boundaries_p3: { id: 'blog.healing-from-narcissistic-abuse.boundaries.p3', defaultMessage: "Start small and in safe places: with a friend, a colleague or a shop assistant. Notice the discomfort that comes up when you say no, and notice, too, that you survive it. Each time you hold a boundary and nothing terrible happens, your nervous system learns something new.", description: "“Healing from Narcissistic Abuse” article, section “Boundaries that hold”: paragraph 3" },
  boundaries_p4: { id: 'blog.healing-from-narcissistic-abuse.boundaries.p4', defaultMessage: "Expect some people to push back, especially those who benefited from you having no limits. Their reaction is information about them, not a sign that your boundary is wrong.", description: "“Healing from Narcissistic Abuse” article, section “Boundaries that hold”: paragraph 4" },
  self_worth_heading: { id: 'blog.healing-from-narcissistic-abuse.self-worth.heading', defaultMessage: "Rebuilding self-worth", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: heading (h2)" },
  self_worth_p1: { id: 'blog.healing-from-narcissistic-abuse.self-worth.p1', defaultMessage: "After months or years of criticism, your inner voice may sound a lot like your former partner’s. Rebuilding self-worth is less about forcing positive thoughts and more about gently proving to yourself, through small experiences, that you can trust your own mind and that you deserve care.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: paragraph 1" },
  self_worth_ul1_item1: { id: 'blog.healing-from-narcissistic-abuse.self-worth.list1.item1', defaultMessage: "<strong>Catch the borrowed voice.</strong> When you hear a harsh thought, ask whose words those are. Then try answering it the way you would answer a friend.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: item 1 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  self_worth_ul1_item2: { id: 'blog.healing-from-narcissistic-abuse.self-worth.list1.item2', defaultMessage: "<strong>Keep small promises to yourself.</strong> Drinking a glass of water, going to bed at a chosen time or taking a short walk rebuilds self-trust one kept promise at a time.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: item 2 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  self_worth_ul1_item3: { id: 'blog.healing-from-narcissistic-abuse.self-worth.list1.item3', defaultMessage: "<strong>Make choices that are only yours.</strong> Choose a meal, a color, a song or a weekend plan without checking anyone else’s mood. Notice how it feels.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: item 3 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  self_worth_ul1_item4: { id: 'blog.healing-from-narcissistic-abuse.self-worth.list1.item4', defaultMessage: "<strong>Practice small boundaries.</strong> Saying “Let me think about it” or “No, thank you” in low-stakes moments builds the confidence to hold larger boundaries later.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: item 4 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  self_worth_ul1_item5: { id: 'blog.healing-from-narcissistic-abuse.self-worth.list1.item5', defaultMessage: "<strong>Keep a record of evidence.</strong> Write down things you handled well, kind things people say, and moments you felt like yourself. On hard days, read it.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: item 5 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  self_worth_ul1_item6: { id: 'blog.healing-from-narcissistic-abuse.self-worth.list1.item6', defaultMessage: "<strong>Reconnect with what you loved.</strong> Return to a hobby, friendship or interest that faded during the relationship, even for ten minutes at a time.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: item 6 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  self_worth_p2: { id: 'blog.healing-from-narcissistic-abuse.self-worth.p2', defaultMessage: "Alongside these practices, try offering yourself the same compassion you would offer a friend who had been through what you have. Self-compassion is not self-pity or letting yourself off the hook. It is a way of standing beside yourself, and for many survivors it becomes the antidote to years of being told that they were never good enough.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: paragraph 2" },
  self_worth_p3: { id: 'blog.healing-from-narcissistic-abuse.self-worth.p3', defaultMessage: "Self-worth does not return all at once. It tends to come back in quiet moments, when you realize you made a decision without second-guessing it, or that a criticism did not land the way it used to.", description: "“Healing from Narcissistic Abuse” article, section “Rebuilding self-worth”: paragraph 3" },
  nervous_system_heading: { id: 'blog.healing-from-narcissistic-abuse.nervous-system.heading', defaultMessage: "Caring for your nervous system", description: "“Healing from Narcissistic Abuse” article, section “Caring for your nervous system”: heading (h2)" },
  nervous_system_p1: { id: 'blog.healing-from-narcissistic-abuse.nervous-system.p1', defaultMessage: "Many survivors feel the harm of narcissistic abuse in their body as well as their mind: a racing heart, tight muscles, broken sleep. So recovery is often not only a matter of understanding. Body-based practices aim to give your nervous system repeated experiences of safety, so that it can learn the danger has passed.", description: "“Healing from Narcissistic Abuse” article, section “Caring for your nervous system”: paragraph 1" },
  nervous_system_p2: { id: 'blog.healing-from-narcissistic-abuse.nervous-system.p2', defaultMessage: "Simple practices can help, especially when they become habits rather than emergency measures: slow breathing with a longer out-breath, feeling your feet on the floor, naming five things you can see, gentle stretching, time outdoors, warm drinks, and comforting textures. None of these is a cure, and they are not a substitute for professional care when you need it, but they can widen the window in which you feel calm enough to think and connect.", description: "“Healing from Narcissistic Abuse” article, section “Caring for your nervous system”: paragraph 2" },
  nervous_system_p3: { id: 'blog.healing-from-narcissistic-abuse.nervous-system.p3', defaultMessage: "Notice, too, what your body tells you about people and places. Tightness, dread or a sudden wish to please can be signals worth listening to. Over time, many survivors learn to trust these signals again, instead of overriding them.", description: "“Healing from Narcissistic Abuse” article, section “Caring for your nervous system”: paragraph 3" },
  trusting_again_heading: { id: 'blog.healing-from-narcissistic-abuse.trusting-again.heading', defaultMessage: "Trusting relationships again", description: "“Healing from Narcissistic Abuse” article, section “Trusting relationships again”: heading (h2)" },
  trusting_again_p1: { id: 'blog.healing-from-narcissistic-abuse.trusting-again.p1', defaultMessage: "After narcissistic abuse, it is common to feel wary of new relationships, or of people in general. Some women find themselves drawn to similar dynamics, because intensity feels familiar. Others keep everyone at arm’s length. Both are ways of protecting yourself, and both can soften with time.", description: "“Healing from Narcissistic Abuse” article, section “Trusting relationships again”: paragraph 1" },
  trusting_again_p2: { id: 'blog.healing-from-narcissistic-abuse.trusting-again.p2', defaultMessage: "Healthy relationships tend to feel calmer than abusive ones, and at first that calm can feel dull or even suspicious. Look for consistency over intensity: people whose words match their actions, who respect your no, who can apologize and repair, and who are glad for you when good things happen.", description: "“Healing from Narcissistic Abuse” article, section “Trusting relationships again”: paragraph 2" },
  trusting_again_p3: { id: 'blog.healing-from-narcissistic-abuse.trusting-again.p3', defaultMessage: "There is no rush to date again, and no right time. Many survivors find it helpful to rebuild friendships and a sense of self first, so that any new relationship is a choice rather than a rescue. When you do open your heart again, you can go slowly and keep your own life, friends and interests, whatever happens.", description: "“Healing from Narcissistic Abuse” article, section “Trusting relationships again”: paragraph 3" },
  trusting_again_p4: { id: 'blog.healing-from-narcissistic-abuse.trusting-again.p4', defaultMessage: "If you notice that you are falling into old patterns, that is not a failure. It is a chance to notice what drew you in, and to practice choosing differently, perhaps with the help of a therapist or coach.", description: "“Healing from Narcissistic Abuse” article, section “Trusting relationships again”: paragraph 4" },
  limited_contact_heading: { id: 'blog.healing-from-narcissistic-abuse.limited-contact.heading', defaultMessage: "When you cannot go no contact", description: "“Healing from Narcissistic Abuse” article, section “When you cannot go no contact”: heading (h2)" },
  limited_contact_p1: { id: 'blog.healing-from-narcissistic-abuse.limited-contact.p1', defaultMessage: "No contact is not always possible. You may share children, a workplace, a family or legal matters with the person who hurt you. Healing is still possible; it simply needs a few extra protections.", description: "“Healing from Narcissistic Abuse” article, section “When you cannot go no contact”: paragraph 1" },
  limited_contact_ul1_item1: { id: 'blog.healing-from-narcissistic-abuse.limited-contact.list1.item1', defaultMessage: "Keep communication brief, polite and factual, and stick to the practical subject at hand.", description: "“Healing from Narcissistic Abuse” article, section “When you cannot go no contact”: item 1 of a bulleted list" },
  limited_contact_ul1_item2: { id: 'blog.healing-from-narcissistic-abuse.limited-contact.list1.item2', defaultMessage: "Use writing where you can, such as email or a co-parenting app, so there is a record and time to think before you reply.", description: "“Healing from Narcissistic Abuse” article, section “When you cannot go no contact”: item 2 of a bulleted list" },
  limited_contact_ul1_item3: { id: 'blog.healing-from-narcissistic-abuse.limited-contact.list1.item3', defaultMessage: "Decide in advance which topics you will not discuss, and end conversations that turn to blame or criticism.", description: "“Healing from Narcissistic Abuse” article, section “When you cannot go no contact”: item 3 of a bulleted list" },
  limited_contact_ul1_item4: { id: 'blog.healing-from-narcissistic-abuse.limited-contact.list1.item4', defaultMessage: "Plan something soothing for after unavoidable contact, such as a walk, a call with a friend or quiet time.", description: "“Healing from Narcissistic Abuse” article, section “When you cannot go no contact”: item 4 of a bulleted list" },
  limited_contact_ul1_item5: { id: 'blog.healing-from-narcissistic-abuse.limited-contact.list1.item5', defaultMessage: "Ask a family law professional or domestic abuse advocate about protective orders or formal arrangements if contact feels unsafe.", description: "“Healing from Narcissistic Abuse” article, section “When you cannot go no contact”: item 5 of a bulleted list" },
  limited_contact_p2: { id: 'blog.healing-from-narcissistic-abuse.limited-contact.p2', defaultMessage: "Limited contact can leave you feeling that you are never quite free. Be gentle with yourself about that. Each calm, contained exchange is a small act of taking back your power.", description: "“Healing from Narcissistic Abuse” article, section “When you cannot go no contact”: paragraph 2" },
  others_dont_understand_heading: { id: 'blog.healing-from-narcissistic-abuse.others-dont-understand.heading', defaultMessage: "When others do not understand", description: "“Healing from Narcissistic Abuse” article, section “When others do not understand”: heading (h2)" },
  others_dont_understand_p1: { id: 'blog.healing-from-narcissistic-abuse.others-dont-understand.p1', defaultMessage: "One of the loneliest parts of recovery can be the people who do not see what you saw. Friends or relatives may say they always liked your former partner, urge you to forgive and forget, or pass on messages. Some may even take their side.", description: "“Healing from Narcissistic Abuse” article, section “When others do not understand”: paragraph 1" },
  others_dont_understand_p2: { id: 'blog.healing-from-narcissistic-abuse.others-dont-understand.p2', defaultMessage: "You do not need everyone to understand for your experience to be real. It is fine to share less with people who minimize what happened, and to spend more time with those who listen and believe you. Survivor communities, support groups and informed professionals can offer the understanding that others cannot yet give.", description: "“Healing from Narcissistic Abuse” article, section “When others do not understand”: paragraph 2" },
  others_dont_understand_p3: { id: 'blog.healing-from-narcissistic-abuse.others-dont-understand.p3', defaultMessage: "Over time, as you grow steadier, you may find that you care less about convincing anyone. Your own knowledge of what happened becomes enough.", description: "“Healing from Narcissistic Abuse” article, section “When others do not understand”: paragraph 3" },
  therapy_and_coaching_heading: { id: 'blog.healing-from-narcissistic-abuse.therapy-and-coaching.heading', defaultMessage: "Therapy and coaching: how they differ", description: "“Healing from Narcissistic Abuse” article, section “Therapy and coaching: how they differ”: heading (h2)" },
  therapy_and_coaching_p1: { id: 'blog.healing-from-narcissistic-abuse.therapy-and-coaching.p1', defaultMessage: "Both therapy and coaching can support healing after narcissistic abuse, but they are different services with different purposes. Understanding the difference can help you choose what you need now, and many women benefit from both at different times.", description: "“Healing from Narcissistic Abuse” article, section “Therapy and coaching: how they differ”: paragraph 1" },
  therapy_and_coaching_p2: { id: 'blog.healing-from-narcissistic-abuse.therapy-and-coaching.p2', defaultMessage: "Many survivors use the two together. A therapist might help you process traumatic memories and treat symptoms, while a coach helps you turn new insights into daily habits, boundaries and plans. If you work with both, it can help to let each one know about the other, so that your support feels joined up rather than pulling in different directions.", description: "“Healing from Narcissistic Abuse” article, section “Therapy and coaching: how they differ”: paragraph 2" },
  therapy_and_coaching_p3: { id: 'blog.healing-from-narcissistic-abuse.therapy-and-coaching.p3', defaultMessage: "If you are struggling with symptoms such as flashbacks, panic, depression or thoughts of self-harm, please start with a licensed mental health professional or your doctor. Coaching can then work alongside that care, never in place of it.", description: "“Healing from Narcissistic Abuse” article, section “Therapy and coaching: how they differ”: paragraph 3" },
  when_healing_feels_slow_heading: { id: 'blog.healing-from-narcissistic-abuse.when-healing-feels-slow.heading', defaultMessage: "When healing feels slow", description: "“Healing from Narcissistic Abuse” article, section “When healing feels slow”: heading (h2)" },
  when_healing_feels_slow_p1: { id: 'blog.healing-from-narcissistic-abuse.when-healing-feels-slow.p1', defaultMessage: "There will be days when it feels as if you have gone backwards: a song, a place, a message or an anniversary brings everything flooding back. Setbacks like these are a normal part of recovery, not proof that you have failed or that you will never heal.", description: "“Healing from Narcissistic Abuse” article, section “When healing feels slow”: paragraph 1" },
  when_healing_feels_slow_p2: { id: 'blog.healing-from-narcissistic-abuse.when-healing-feels-slow.p2', defaultMessage: "On those days, go back to the basics of the first phase: safety, rest, gentle routines and connection with people who care about you. Be as patient with yourself as you would be with a friend. Often, the next good day arrives sooner than you expect, and each setback tends to pass a little more quickly than the one before.", description: "“Healing from Narcissistic Abuse” article, section “When healing feels slow”: paragraph 2" },
  when_healing_feels_slow_p3: { id: 'blog.healing-from-narcissistic-abuse.when-healing-feels-slow.p3', defaultMessage: "If you notice that you are not improving over time, or that you are finding it hard to function day to day, that is a good moment to reach out for professional help. Needing more support is not a weakness. It is wisdom.", description: "“Healing from Narcissistic Abuse” article, section “When healing feels slow”: paragraph 3" },
  moving_forward_heading: { id: 'blog.healing-from-narcissistic-abuse.moving-forward.heading', defaultMessage: "Moving forward", description: "“Healing from Narcissistic Abuse” article, section “Moving forward”: heading (h2)" },
  moving_forward_p1: { id: 'blog.healing-from-narcissistic-abuse.moving-forward.p1', defaultMessage: "Healing from narcissistic abuse is not about forgetting what happened or pretending it did not matter. It is about gradually taking back your life: your time, your choices, your relationships and your sense of who you are.", description: "“Healing from Narcissistic Abuse” article, section “Moving forward”: paragraph 1" },
  moving_forward_p2: { id: 'blog.healing-from-narcissistic-abuse.moving-forward.p2', defaultMessage: "The person who hurt you may have told you that you were too much, not enough, or impossible to love. Recovery is the slow, brave work of discovering that none of that was ever true. You are allowed to take up space, to have needs and to build a life that feels safe and good.", description: "“Healing from Narcissistic Abuse” article, section “Moving forward”: paragraph 2" },
  moving_forward_p3: { id: 'blog.healing-from-narcissistic-abuse.moving-forward.p3', defaultMessage: "Healing will not erase the past, but it can change your relationship with it. Many women find that, in time, the memories lose their sharp edges and become part of a larger story, one in which they are not only someone who was hurt, but also someone who recovered, learned and grew. That story is yours to write, at your own pace, with as much support as you need.", description: "“Healing from Narcissistic Abuse” article, section “Moving forward”: paragraph 3" },
  moving_forward_p4: { id: 'blog.healing-from-narcissistic-abuse.moving-forward.p4', defaultMessage: "If you would like support on that path, the <quizLink>healing quiz</quizLink> is a gentle way to reflect on where you are right now, and a <contactLink>free consultation</contactLink> is a chance to ask questions about coaching with no pressure at all.", description: "“Healing from Narcissistic Abuse” article, section “Moving forward”: paragraph 4; keep the tags <contactLink>…</contactLink>, <quizLink>…</quizLink> around the same words" },
  source1: { id: 'blog.healing-from-narcissistic-abuse.source1', defaultMessage: "National Institute of Mental Health (NIMH): Post-Traumatic Stress Disorder", description: "Name of the first source cited by the “Healing from Narcissistic Abuse” article (a link to it)" },
  source2: { id: 'blog.healing-from-narcissistic-abuse.source2', defaultMessage: "Herman, “Complex PTSD: A syndrome in survivors of prolonged and repeated trauma”, Journal of Traumatic Stress (1992)", description: "Name of the second source cited by the “Healing from Narcissistic Abuse” article (a link to it)" },
}))

export const body: ArticleBody = {
  intro: [
    { type: 'p', text: m.intro_p1 },
    { type: 'p', text: m.intro_p2 },
    { type: 'p', text: m.intro_p3 },
  ],
  sections: [
    { id: 'a-note-on-words', heading: m.a_note_on_words_heading, blocks: [
      { type: 'p', text: m.a_note_on_words_p1 },
      { type: 'p', text: m.a_note_on_words_p2 },
      { type: 'p', text: m.a_note_on_words_p3 },
    ] },
    { id: 'why-it-runs-deep', heading: m.why_it_runs_deep_heading, blocks: [
      { type: 'p', text: m.why_it_runs_deep_p1 },
      { type: 'p', text: m.why_it_runs_deep_p2 },
      { type: 'p', text: m.why_it_runs_deep_p3 },
      { type: 'p', text: m.why_it_runs_deep_p4 },
    ] },
    { id: 'recovery-phases', heading: m.recovery_phases_heading, blocks: [
      { type: 'p', text: m.recovery_phases_p1 },
      { type: 'p', text: m.recovery_phases_p2 },
    ] },
    { id: 'noticing-progress', heading: m.noticing_progress_heading, blocks: [
      { type: 'p', text: m.noticing_progress_p1 },
      { type: 'p', text: m.noticing_progress_p2 },
      { type: 'ul', items: [m.noticing_progress_ul1_item1, m.noticing_progress_ul1_item2, m.noticing_progress_ul1_item3, m.noticing_progress_ul1_item4, m.noticing_progress_ul1_item5, m.noticing_progress_ul1_item6] },
      { type: 'p', text: m.noticing_progress_p3 },
    ] },
    { id: 'trauma-bond', heading: m.trauma_bond_heading, blocks: [
      { type: 'p', text: m.trauma_bond_p1 },
      { type: 'p', text: m.trauma_bond_p2 },
      { type: 'h3', text: m.trauma_bond_sub1 },
      { type: 'p', text: m.trauma_bond_p3 },
      { type: 'p', text: m.trauma_bond_p3_safety },
      { type: 'h3', text: m.trauma_bond_sub2 },
      { type: 'p', text: m.trauma_bond_p4 },
      { type: 'h3', text: m.trauma_bond_sub3 },
      { type: 'p', text: m.trauma_bond_p5 },
      { type: 'h3', text: m.trauma_bond_sub4 },
      { type: 'p', text: m.trauma_bond_p6 },
      { type: 'h3', text: m.trauma_bond_sub5 },
      { type: 'p', text: m.trauma_bond_p7 },
    ] },
    { id: 'boundaries', heading: m.boundaries_heading, blocks: [
      { type: 'p', text: m.boundaries_p1 },
      { type: 'p', text: m.boundaries_p2 },
      { type: 'p', text: m.boundaries_p3 },
      { type: 'p', text: m.boundaries_p4 },
    ] },
    { id: 'self-worth', heading: m.self_worth_heading, blocks: [
      { type: 'p', text: m.self_worth_p1 },
      { type: 'ul', items: [m.self_worth_ul1_item1, m.self_worth_ul1_item2, m.self_worth_ul1_item3, m.self_worth_ul1_item4, m.self_worth_ul1_item5, m.self_worth_ul1_item6] },
      { type: 'p', text: m.self_worth_p2 },
      { type: 'p', text: m.self_worth_p3 },
    ] },
    { id: 'nervous-system', heading: m.nervous_system_heading, blocks: [
      { type: 'p', text: m.nervous_system_p1 },
      { type: 'p', text: m.nervous_system_p2 },
      { type: 'p', text: m.nervous_system_p3 },
    ] },
    { id: 'trusting-again', heading: m.trusting_again_heading, blocks: [
      { type: 'p', text: m.trusting_again_p1 },
      { type: 'p', text: m.trusting_again_p2 },
      { type: 'p', text: m.trusting_again_p3 },
      { type: 'p', text: m.trusting_again_p4 },
    ] },
    { id: 'limited-contact', heading: m.limited_contact_heading, blocks: [
      { type: 'p', text: m.limited_contact_p1 },
      { type: 'ul', items: [m.limited_contact_ul1_item1, m.limited_contact_ul1_item2, m.limited_contact_ul1_item3, m.limited_contact_ul1_item4, m.limited_contact_ul1_item5] },
      { type: 'p', text: m.limited_contact_p2 },
    ] },
    { id: 'others-dont-understand', heading: m.others_dont_understand_heading, blocks: [
      { type: 'p', text: m.others_dont_understand_p1 },
      { type: 'p', text: m.others_dont_understand_p2 },
      { type: 'p', text: m.others_dont_understand_p3 },
    ] },
    { id: 'therapy-and-coaching', heading: m.therapy_and_coaching_heading, blocks: [
      { type: 'p', text: m.therapy_and_coaching_p1 },
      { type: 'p', text: m.therapy_and_coaching_p2 },
      { type: 'p', text: m.therapy_and_coaching_p3 },
    ] },
    { id: 'when-healing-feels-slow', heading: m.when_healing_feels_slow_heading, blocks: [
      { type: 'p', text: m.when_healing_feels_slow_p1 },
      { type: 'p', text: m.when_healing_feels_slow_p2 },
      { type: 'p', text: m.when_healing_feels_slow_p3 },
    ] },
    { id: 'moving-forward', heading: m.moving_forward_heading, blocks: [
      { type: 'p', text: m.moving_forward_p1 },
      { type: 'p', text: m.moving_forward_p2 },
      { type: 'p', text: m.moving_forward_p3 },
      { type: 'p', text: m.moving_forward_p4 },
    ] },
  ],
  sources: [
    { href: "https://www.nimh.nih.gov/health/topics/post-traumatic-stress-disorder-ptsd", label: m.source1 },
    { href: "https://doi.org/10.1002/jts.2490050305", label: m.source2 },
  ],
}

/** Labels of this article's boxes (its page places them); counted in its read time. */
export const boxes = described(defineMessages({
  phaseLabel: { id: 'blog.healing-from-narcissistic-abuse.phases.label', defaultMessage: 'Phase {number}', description: '“Healing from Narcissistic Abuse” article: label above each recovery phase card; {number} is 1 to 4' },
  timelineLabel: { id: 'blog.healing-from-narcissistic-abuse.phases.timeline', defaultMessage: 'In the coach’s experience, often longer or shorter: {timeline}', description: '“Healing from Narcissistic Abuse” article: how long a recovery phase may last, framed as the coach’s experience (not research), a rough guide that varies widely and never a promise; {timeline} is e.g. “0–3 months”' },
  focusLabel: { id: 'blog.healing-from-narcissistic-abuse.phases.focus', defaultMessage: 'Focus', description: '“Healing from Narcissistic Abuse” article: label of what a recovery phase is about' },
  supportLabel: { id: 'blog.healing-from-narcissistic-abuse.phases.support', defaultMessage: 'What helps', description: '“Healing from Narcissistic Abuse” article: label of the support that helps in a recovery phase' },
  bestFor: { id: 'blog.healing-from-narcissistic-abuse.compare.bestFor', defaultMessage: '<strong>Best for:</strong> {text}', description: '“Healing from Narcissistic Abuse” article: last line of the therapy and coaching cards; {text} says who each suits best; keep <strong>…</strong> around the label' },
}))

export type RecoveryPhase = { name: MessageDescriptor; timeline: MessageDescriptor; focus: MessageDescriptor; support: MessageDescriptor }

/** The four recovery phases (spec §3: phase name, timeline, focus, support). */
export const recoveryPhases: RecoveryPhase[] = [
  defineMessages({
    name: { id: 'blog.healing-from-narcissistic-abuse.phases.safety.name', defaultMessage: 'Safety & Stabilization', description: 'Recovery phase 1 name' },
    timeline: { id: 'blog.healing-from-narcissistic-abuse.phases.safety.timeline', defaultMessage: '0–3 months', description: 'Recovery phase 1 timeline: zero to three months' },
    focus: { id: 'blog.healing-from-narcissistic-abuse.phases.safety.focus', defaultMessage: 'Creating physical and emotional safety, reducing or ending contact, and steadying daily life: sleep, food, routines and the basics of getting through each day.', description: 'Recovery phase 1: what it is about' },
    support: { id: 'blog.healing-from-narcissistic-abuse.phases.safety.support', defaultMessage: 'Safety planning with an advocate, trusted people close by, simple grounding practices, and medical or mental health care for symptoms that feel overwhelming.', description: 'Recovery phase 1: what helps' },
  }),
  defineMessages({
    name: { id: 'blog.healing-from-narcissistic-abuse.phases.processing.name', defaultMessage: 'Processing & Understanding', description: 'Recovery phase 2 name' },
    timeline: { id: 'blog.healing-from-narcissistic-abuse.phases.processing.timeline', defaultMessage: '3–12 months', description: 'Recovery phase 2 timeline: three to twelve months' },
    focus: { id: 'blog.healing-from-narcissistic-abuse.phases.processing.focus', defaultMessage: 'Making sense of what happened, naming the patterns of abuse, grieving the relationship you hoped for, and loosening the trauma bond.', description: 'Recovery phase 2: what it is about' },
    support: { id: 'blog.healing-from-narcissistic-abuse.phases.processing.support', defaultMessage: 'Trauma-informed therapy, learning about abuse dynamics, journaling, support groups, and coaching to build new routines and boundaries.', description: 'Recovery phase 2: what helps' },
  }),
  defineMessages({
    name: { id: 'blog.healing-from-narcissistic-abuse.phases.rebuilding.name', defaultMessage: 'Rebuilding & Integration', description: 'Recovery phase 3 name' },
    timeline: { id: 'blog.healing-from-narcissistic-abuse.phases.rebuilding.timeline', defaultMessage: '1–2 years', description: 'Recovery phase 3 timeline: one to two years' },
    focus: { id: 'blog.healing-from-narcissistic-abuse.phases.rebuilding.focus', defaultMessage: 'Rebuilding self-worth and identity, reconnecting with friends and interests, practicing boundaries, and learning to trust your own judgment again.', description: 'Recovery phase 3: what it is about' },
    support: { id: 'blog.healing-from-narcissistic-abuse.phases.rebuilding.support', defaultMessage: 'Coaching focused on goals and boundaries, continued therapy where needed, safe friendships, and nervous system practices that have become habits.', description: 'Recovery phase 3: what helps' },
  }),
  defineMessages({
    name: { id: 'blog.healing-from-narcissistic-abuse.phases.thriving.name', defaultMessage: 'Thriving & Growth', description: 'Recovery phase 4 name' },
    timeline: { id: 'blog.healing-from-narcissistic-abuse.phases.thriving.timeline', defaultMessage: '2+ years', description: 'Recovery phase 4 timeline: two years or more' },
    focus: { id: 'blog.healing-from-narcissistic-abuse.phases.thriving.focus', defaultMessage: 'Living by your own values, choosing relationships that feel safe and mutual, and finding meaning in what you have come through.', description: 'Recovery phase 4: what it is about' },
    support: { id: 'blog.healing-from-narcissistic-abuse.phases.thriving.support', defaultMessage: 'Ongoing self-care, a steady support network, occasional check-ins with a therapist or coach, and, for some women, helping others.', description: 'Recovery phase 4: what helps' },
  }),
]

export type ComparisonCard = { id: 'therapy' | 'coaching'; title: MessageDescriptor; summary: MessageDescriptor; points: MessageDescriptor[]; bestFor: MessageDescriptor }

/** Therapy versus coaching, side by side. */
export const comparisonCards: ComparisonCard[] = [
  {
    id: 'therapy',
    ...defineMessages({
      title: { id: 'blog.healing-from-narcissistic-abuse.compare.therapy.title', defaultMessage: 'Therapy', description: 'Comparison card title: therapy with a licensed mental health professional' },
      summary: { id: 'blog.healing-from-narcissistic-abuse.compare.therapy.summary', defaultMessage: 'Provided by a licensed mental health professional, such as a psychologist, counselor or clinical social worker.', description: 'Comparison card: who provides therapy' },
      bestFor: { id: 'blog.healing-from-narcissistic-abuse.compare.therapy.bestFor', defaultMessage: 'Symptoms that disrupt daily life, such as flashbacks, panic, depression or thoughts of self-harm, and working through traumatic memories.', description: 'Comparison card: who therapy suits best' },
    }),
    points: Object.values(defineMessages({
      p1: { id: 'blog.healing-from-narcissistic-abuse.compare.therapy.point1', defaultMessage: 'Can assess, diagnose and treat mental health conditions such as PTSD, depression and anxiety.', description: 'Comparison card, therapy: point 1' },
      p2: { id: 'blog.healing-from-narcissistic-abuse.compare.therapy.point2', defaultMessage: 'Uses trauma-focused treatments, such as trauma-focused cognitive behavioral therapy or EMDR, to work through traumatic memories.', description: 'Comparison card, therapy: point 2' },
      p3: { id: 'blog.healing-from-narcissistic-abuse.compare.therapy.point3', defaultMessage: 'Explores how the past shapes the present, at a depth and pace guided by clinical training.', description: 'Comparison card, therapy: point 3' },
      p4: { id: 'blog.healing-from-narcissistic-abuse.compare.therapy.point4', defaultMessage: 'Is regulated by a licensing body and may be covered by health insurance or public health services.', description: 'Comparison card, therapy: point 4' },
    })),
  },
  {
    id: 'coaching',
    ...defineMessages({
      title: { id: 'blog.healing-from-narcissistic-abuse.compare.coaching.title', defaultMessage: 'Trauma recovery coaching', description: 'Comparison card title: trauma recovery coaching (what this practice offers)' },
      summary: { id: 'blog.healing-from-narcissistic-abuse.compare.coaching.summary', defaultMessage: 'Provided by a coach trained in trauma recovery. Coaching is educational and supportive; it is not therapy.', description: 'Comparison card: who provides coaching, and that it is not therapy' },
      bestFor: { id: 'blog.healing-from-narcissistic-abuse.compare.coaching.bestFor', defaultMessage: 'Women who feel stable day to day and want structure, skills and encouragement to rebuild their lives, on their own or alongside therapy.', description: 'Comparison card: who coaching suits best' },
    }),
    points: Object.values(defineMessages({
      p1: { id: 'blog.healing-from-narcissistic-abuse.compare.coaching.point1', defaultMessage: 'Does not diagnose or treat any condition, and is not a crisis service.', description: 'Comparison card, coaching: point 1' },
      p2: { id: 'blog.healing-from-narcissistic-abuse.compare.coaching.point2', defaultMessage: 'Focuses on the present and the future: boundaries, routines, self-trust and the next steps you choose.', description: 'Comparison card, coaching: point 2' },
      p3: { id: 'blog.healing-from-narcissistic-abuse.compare.coaching.point3', defaultMessage: 'Teaches tools such as nervous system regulation and gentle parts work, and helps you practice them in daily life.', description: 'Comparison card, coaching: point 3' },
      p4: { id: 'blog.healing-from-narcissistic-abuse.compare.coaching.point4', defaultMessage: 'Offers steady encouragement and accountability, and works well alongside therapy.', description: 'Comparison card, coaching: point 4' },
    })),
  },
]

export const extras: MessageDescriptor[] = [
  ...Object.values(boxes),
  ...recoveryPhases.flatMap((phase) => [phase.name, phase.timeline, phase.focus, phase.support]),
  ...comparisonCards.flatMap((card) => [card.title, card.summary, ...card.points, card.bestFor]),
]

/** "In short" at the top of the article: its key points in plain words (the crisis point is shared, content/review.ts). */
export const summary = Object.values(described(defineMessages({
  p1: { id: 'blog.healing-from-narcissistic-abuse.summary.p1', defaultMessage: 'Healing after this kind of abuse takes time. It is rarely a straight line.', description: 'Plain-language summary (“In short”) at the top of the article, point 1; keep it very simple (reading age 9 to 11, short sentences)' },
  p2: { id: 'blog.healing-from-narcissistic-abuse.summary.p2', defaultMessage: 'Many women move through four phases, from feeling safe to growing again. How long each one takes varies a lot.', description: 'Plain-language summary (“In short”) at the top of the article, point 2; keep it very simple (reading age 9 to 11, short sentences)' },
  p3: { id: 'blog.healing-from-narcissistic-abuse.summary.p3', defaultMessage: 'Missing the person who hurt you is a known effect of abuse. It is not a weakness.', description: 'Plain-language summary (“In short”) at the top of the article, point 3; keep it very simple (reading age 9 to 11, short sentences)' },
  p4: { id: 'blog.healing-from-narcissistic-abuse.summary.p4', defaultMessage: 'Small steps help: kind words to yourself, safe people and clear limits.', description: 'Plain-language summary (“In short”) at the top of the article, point 4; keep it very simple (reading age 9 to 11, short sentences)' },
})))
