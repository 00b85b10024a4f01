import { defineMessages } from 'react-intl'
import { described } from '../../messages'
import type { ArticleBody } from '../types'
import type { MessageDescriptor } from 'react-intl'
import { Sprout, Gavel, HeartHandshake, Scale, Stethoscope, Users } from 'lucide'
import type { IconNode } from 'lucide'
import type { PostFacts } from '../posts'

/** The post's record: published, last changed, reviewed (docs/content-review.md), its category, and where its closing call to action leads. */
export const post: PostFacts = { date: '2025-10-27', updated: '2026-11-26', lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', category: 'narcissistic-abuse', cta: '/services/narcissistic-abuse-recovery' }

// Article copy: one message a paragraph, list item or heading (see content/blog/types.ts).
export const meta = described(defineMessages({
  title: { id: 'blog.leaving-narcissistic-relationship.meta.title', defaultMessage: "How to Leave a Narcissistic Relationship Safely", description: "Title of the article “How to Leave a Narcissistic Relationship Safely”: its h1, browser tab and search results" },
  description: { id: 'blog.leaving-narcissistic-relationship.meta.description', defaultMessage: "A calm, practical guide to leaving a narcissistic or abusive relationship: safety planning, protecting your phone and money, what to expect afterwards, and support.", description: "Description of the article “How to Leave a Narcissistic Relationship Safely” for search results (about 155 characters)" },
  excerpt: { id: 'blog.leaving-narcissistic-relationship.excerpt', defaultMessage: "Leaving an abusive partner takes courage and a plan. Six safety steps, what to expect in the weeks after you leave, and the kinds of support that can walk beside you.", description: "Summary of the article “How to Leave a Narcissistic Relationship Safely” on the blog index card and under the article title" },
}))

const m = described(defineMessages({
  intro_p1: { id: 'blog.leaving-narcissistic-relationship.intro.p1', defaultMessage: "Deciding to leave a relationship with someone who has controlled, belittled or frightened you is one of the hardest things a person can do. If you are reading this, you may already know something needs to change, or you may simply be gathering information. Both are completely valid places to be.", description: "“How to Leave a Narcissistic Relationship Safely” article, introduction: paragraph 1" },
  intro_p2: { id: 'blog.leaving-narcissistic-relationship.intro.p2', defaultMessage: "This guide is for women thinking about leaving a partner who has treated them in controlling, emotionally abusive or narcissistic ways. It offers six practical safety steps, an honest picture of what the weeks and months after leaving can feel like, and the kinds of support that can help. It is educational, not legal or clinical advice, and it cannot replace a conversation with a trained domestic abuse advocate who knows your situation.", description: "“How to Leave a Narcissistic Relationship Safely” article, introduction: paragraph 2" },
  intro_p3: { id: 'blog.leaving-narcissistic-relationship.intro.p3', defaultMessage: "Please read at your own pace. The <strong>Exit this page</strong> button at the top of every page takes you straight to a neutral website. It cannot erase your browsing history, so if someone checks your phone or computer, our page on <safetyLink>browsing more safely</safetyLink> explains what else you can do.", description: "“How to Leave a Narcissistic Relationship Safely” article, introduction: paragraph 3; keep the tags <safetyLink>…</safetyLink>, <strong>…</strong> around the same words" },
  why_leaving_is_hard_heading: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.heading', defaultMessage: "Why leaving is so hard", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: heading (h2)" },
  why_leaving_is_hard_p1: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.p1', defaultMessage: "People who have never lived with abuse often ask, “Why doesn’t she just leave?” The honest answer is that leaving is rarely simple. There are real, practical and emotional reasons why women stay, return or take many attempts to go, and none of them are a sign of weakness.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: paragraph 1" },
  why_leaving_is_hard_ul1_item1: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.list1.item1', defaultMessage: "<strong>Fear.</strong> You may be afraid of how your partner will react, for yourself, your children, your pets or your family.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: item 1 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  why_leaving_is_hard_ul1_item2: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.list1.item2', defaultMessage: "<strong>The trauma bond.</strong> Cycles of cruelty and affection create a powerful attachment that can make leaving feel physically painful, even when you know the relationship is harming you.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: item 2 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  why_leaving_is_hard_ul1_item3: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.list1.item3', defaultMessage: "<strong>Money and housing.</strong> Financial control, shared debts, a shared home or a lack of income can make leaving feel impossible.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: item 3 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  why_leaving_is_hard_ul1_item4: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.list1.item4', defaultMessage: "<strong>Children.</strong> Worries about custody, about co-parenting with an abusive person, or about disrupting your children’s lives weigh heavily.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: item 4 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  why_leaving_is_hard_ul1_item5: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.list1.item5', defaultMessage: "<strong>Hope.</strong> You may still love the person they were at the beginning and hope that version will come back.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: item 5 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  why_leaving_is_hard_ul1_item6: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.list1.item6', defaultMessage: "<strong>Self-doubt.</strong> After months or years of gaslighting, it can be hard to trust your own judgment that things are bad enough to leave.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: item 6 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  why_leaving_is_hard_p2: { id: 'blog.leaving-narcissistic-relationship.why-leaving-is-hard.p2', defaultMessage: "If any of these are holding you back, that is understandable. It does not mean you are stuck forever. It means your plan needs to take these things into account, and that you deserve support in making it.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving is so hard”: paragraph 2" },
  why_plan_heading: { id: 'blog.leaving-narcissistic-relationship.why-plan.heading', defaultMessage: "Why leaving needs a plan", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving needs a plan”: heading (h2)" },
  why_plan_p1: { id: 'blog.leaving-narcissistic-relationship.why-plan.p1', defaultMessage: "It can be surprising to learn that the time around leaving is often when the risk of harm is highest. A well-known study of women killed by their partners, published in the American Journal of Public Health in 2003, found that leaving a highly controlling partner was linked with a higher risk of being killed by a partner. Domestic abuse services around the world advise planning your departure carefully for this reason.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving needs a plan”: paragraph 1" },
  why_plan_p2: { id: 'blog.leaving-narcissistic-relationship.why-plan.p2', defaultMessage: "This is not meant to frighten you or to suggest that you should stay. Many women leave safely every day. It simply means that leaving is safest when it is planned, ideally with the help of people who do this work every day.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving needs a plan”: paragraph 2" },
  why_plan_p3: { id: 'blog.leaving-narcissistic-relationship.why-plan.p3', defaultMessage: "Some warning signs that the risk may be higher include threats to kill you or themselves, past strangulation or choking, access to weapons, escalating jealousy or stalking, and threats toward your children. If any of these are part of your situation, please speak with a domestic abuse helpline as soon as you safely can, and call {emergency} in an emergency.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Why leaving needs a plan”: paragraph 3; {emergency} is the reader’s local emergency number (a link)" },
  safety_steps_heading: { id: 'blog.leaving-narcissistic-relationship.safety-steps.heading', defaultMessage: "Six steps to leave more safely", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Six steps to leave more safely”: heading (h2)" },
  safety_steps_p1: { id: 'blog.leaving-narcissistic-relationship.safety-steps.p1', defaultMessage: "Every situation is different, and a trained advocate can help you adapt these steps to yours. They are listed roughly in the order many women work through them, with a label showing how urgent each one tends to be.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Six steps to leave more safely”: paragraph 1" },
  not_ready_yet_heading: { id: 'blog.leaving-narcissistic-relationship.not-ready-yet.heading', defaultMessage: "If you are not ready to leave yet", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you are not ready to leave yet”: heading (h2)" },
  not_ready_yet_p1: { id: 'blog.leaving-narcissistic-relationship.not-ready-yet.p1', defaultMessage: "Many women are not ready, or not able, to leave straight away. That is not a failure. You can still take steps that make you safer and stronger where you are, and that will make leaving easier if and when you choose to go.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you are not ready to leave yet”: paragraph 1" },
  not_ready_yet_ul1_item1: { id: 'blog.leaving-narcissistic-relationship.not-ready-yet.list1.item1', defaultMessage: "Learn the warning signs that things are escalating, and decide in advance where you would go in the house, and who you would call, if you felt in danger.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you are not ready to leave yet”: item 1 of a bulleted list" },
  not_ready_yet_ul1_item2: { id: 'blog.leaving-narcissistic-relationship.not-ready-yet.list1.item2', defaultMessage: "Keep your phone charged, and save important numbers somewhere your partner would not think to look.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you are not ready to leave yet”: item 2 of a bulleted list" },
  not_ready_yet_ul1_item3: { id: 'blog.leaving-narcissistic-relationship.not-ready-yet.list1.item3', defaultMessage: "Stay connected to at least one person outside the relationship, even through short, regular messages.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you are not ready to leave yet”: item 3 of a bulleted list" },
  not_ready_yet_ul1_item4: { id: 'blog.leaving-narcissistic-relationship.not-ready-yet.list1.item4', defaultMessage: "Protect small pockets of your own life: a walk, a class, a conversation, a page in a journal. They help you remember who you are.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you are not ready to leave yet”: item 4 of a bulleted list" },
  not_ready_yet_p2: { id: 'blog.leaving-narcissistic-relationship.not-ready-yet.p2', defaultMessage: "A domestic abuse helpline can help you plan for safety while you stay, as well as for leaving. You are allowed to take your time.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you are not ready to leave yet”: paragraph 2" },
  after_leaving_heading: { id: 'blog.leaving-narcissistic-relationship.after-leaving.heading', defaultMessage: "What to expect after leaving", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: heading (h2)" },
  after_leaving_p1: { id: 'blog.leaving-narcissistic-relationship.after-leaving.p1', defaultMessage: "Leaving is a beginning, not an ending. Many women expect to feel pure relief, and are surprised when the weeks afterwards bring a jumble of emotions. Knowing what is common can help you be gentler with yourself.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: paragraph 1" },
  after_leaving_sub1: { id: 'blog.leaving-narcissistic-relationship.after-leaving.sub1', defaultMessage: "Grief, doubt and longing", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: subheading (h3) 1" },
  after_leaving_p2: { id: 'blog.leaving-narcissistic-relationship.after-leaving.p2', defaultMessage: "You may grieve the relationship you hoped for, the future you planned and the person you thought your partner was. You may miss them, even though they hurt you. Missing someone does not mean leaving was a mistake. It means you are human, and that the bond was real to you.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: paragraph 2" },
  after_leaving_sub2: { id: 'blog.leaving-narcissistic-relationship.after-leaving.sub2', defaultMessage: "Attempts to pull you back", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: subheading (h3) 2" },
  after_leaving_p3: { id: 'blog.leaving-narcissistic-relationship.after-leaving.p3', defaultMessage: "It is common for an abusive partner to try to re-establish contact after a breakup. This can look like heartfelt apologies, promises to change, gifts, messages through friends, sudden crises or threats. Keeping contact to a minimum, and deciding in advance how you will respond, can protect you from being drawn back into the cycle.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: paragraph 3" },
  after_leaving_sub3: { id: 'blog.leaving-narcissistic-relationship.after-leaving.sub3', defaultMessage: "A nervous system still on alert", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: subheading (h3) 3" },
  after_leaving_p4: { id: 'blog.leaving-narcissistic-relationship.after-leaving.p4', defaultMessage: "Your body may stay on high alert for a while. You might jump at your phone, struggle to sleep, feel exhausted, or find it hard to concentrate. These are understandable stress responses after living with threat. Gentle routines, rest, movement and time with safe people can help your system settle over time.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: paragraph 4" },
  after_leaving_sub4: { id: 'blog.leaving-narcissistic-relationship.after-leaving.sub4', defaultMessage: "Anger, and relief that feels strange", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: subheading (h3) 4" },
  after_leaving_p5: { id: 'blog.leaving-narcissistic-relationship.after-leaving.p5', defaultMessage: "As the fog lifts, anger can arrive: at your former partner, at the people who did not notice, or at yourself for staying as long as you did. Anger is a healthy sign that you know you deserved better. Relief can feel strange too, or even guilty. Both feelings are welcome, and both tend to soften with time and support.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: paragraph 5" },
  after_leaving_sub5: { id: 'blog.leaving-narcissistic-relationship.after-leaving.sub5', defaultMessage: "Practical and legal matters", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: subheading (h3) 5" },
  after_leaving_p6: { id: 'blog.leaving-narcissistic-relationship.after-leaving.p6', defaultMessage: "There may be housing, money, child arrangements or legal steps to manage, sometimes while your former partner makes things difficult. A domestic abuse advocate or a family law professional can explain your options and protections where you live. You do not have to work all of this out alone.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: paragraph 6" },
  after_leaving_sub6: { id: 'blog.leaving-narcissistic-relationship.after-leaving.sub6', defaultMessage: "Moments of freedom", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: subheading (h3) 6" },
  after_leaving_p7: { id: 'blog.leaving-narcissistic-relationship.after-leaving.p7', defaultMessage: "Alongside the hard parts, many women notice small moments of freedom: choosing what to eat without worrying, laughing with a friend, falling asleep without dread. Notice these moments when they come. They are signs of your life becoming your own again.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “What to expect after leaving”: paragraph 7" },
  children_heading: { id: 'blog.leaving-narcissistic-relationship.children.heading', defaultMessage: "If you have children", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you have children”: heading (h2)" },
  children_p1: { id: 'blog.leaving-narcissistic-relationship.children.p1', defaultMessage: "If you share children with an abusive partner, leaving raises extra fears, and extra questions. You may worry about how they will cope, what they have already seen, and what contact with their other parent will look like.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you have children”: paragraph 1" },
  children_p2: { id: 'blog.leaving-narcissistic-relationship.children.p2', defaultMessage: "Children do not need you to be perfect. What helps them most is a calm, safe adult who listens, tells them the truth in words they can understand, and reassures them that none of this is their fault. Keeping simple routines, such as meals, bedtimes and favorite activities, can help them feel secure while everything else changes.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you have children”: paragraph 2" },
  children_p3: { id: 'blog.leaving-narcissistic-relationship.children.p3', defaultMessage: "Tell your advocate about your children when you plan, so that school pickups, handovers and any court processes are part of your safety plan. If your children are struggling, their school, their doctor or a children’s counselor can offer support of their own.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “If you have children”: paragraph 3" },
  professional_support_heading: { id: 'blog.leaving-narcissistic-relationship.professional-support.heading', defaultMessage: "Professional support that can help", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Professional support that can help”: heading (h2)" },
  professional_support_p1: { id: 'blog.leaving-narcissistic-relationship.professional-support.p1', defaultMessage: "Different kinds of support do different jobs. You might lean on several at once, or on different ones at different stages. Here are the main types and what each can offer.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Professional support that can help”: paragraph 1" },
  professional_support_p2: { id: 'blog.leaving-narcissistic-relationship.professional-support.p2', defaultMessage: "It is fine to ask a service or professional how they work before you share your story. Someone who understands abuse will not ask why you did not leave sooner, will not push you to reconcile for the sake of the relationship, and will not suggest couples counseling with an abusive partner, which domestic abuse services generally advise against.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Professional support that can help”: paragraph 2" },
  first_weeks_heading: { id: 'blog.leaving-narcissistic-relationship.first-weeks.heading', defaultMessage: "Looking after yourself in the first weeks", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Looking after yourself in the first weeks”: heading (h2)" },
  first_weeks_p1: { id: 'blog.leaving-narcissistic-relationship.first-weeks.p1', defaultMessage: "The first weeks after leaving can feel like a blur of practical tasks and big feelings. Small, steady acts of care make a real difference, even when they seem too simple to matter.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Looking after yourself in the first weeks”: paragraph 1" },
  first_weeks_ul1_item1: { id: 'blog.leaving-narcissistic-relationship.first-weeks.list1.item1', defaultMessage: "<strong>Keep the basics steady.</strong> Regular meals, water, sleep where you can and a little daylight each day give your body something predictable to lean on.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Looking after yourself in the first weeks”: item 1 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  first_weeks_ul1_item2: { id: 'blog.leaving-narcissistic-relationship.first-weeks.list1.item2', defaultMessage: "<strong>Lower the bar.</strong> You do not have to unpack every box or answer every message. Doing one or two important things a day is enough.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Looking after yourself in the first weeks”: item 2 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  first_weeks_ul1_item3: { id: 'blog.leaving-narcissistic-relationship.first-weeks.list1.item3', defaultMessage: "<strong>Limit what you read about your former partner.</strong> Checking their social media or asking mutual friends about them tends to reopen the wound. It is fine to mute, block or step back.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Looking after yourself in the first weeks”: item 3 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  first_weeks_ul1_item4: { id: 'blog.leaving-narcissistic-relationship.first-weeks.list1.item4', defaultMessage: "<strong>Say yes to help.</strong> Let people bring a meal, sit with you or help with the children. Accepting support is not a burden on them; most people are glad to be asked.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Looking after yourself in the first weeks”: item 4 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  first_weeks_ul1_item5: { id: 'blog.leaving-narcissistic-relationship.first-weeks.list1.item5', defaultMessage: "<strong>Notice your own words.</strong> If you hear yourself using your former partner’s criticisms against yourself, pause and ask what a kind friend would say instead.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Looking after yourself in the first weeks”: item 5 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  first_weeks_p2: { id: 'blog.leaving-narcissistic-relationship.first-weeks.p2', defaultMessage: "If you find yourself unable to cope, struggling to stay safe or having thoughts of ending your life, please reach out to a crisis line straight away. The numbers at the top and bottom of this page are free and answered around the clock.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “Looking after yourself in the first weeks”: paragraph 2" },
  online_support_heading: { id: 'blog.leaving-narcissistic-relationship.online-support.heading', defaultMessage: "The benefits of online support", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: heading (h2)" },
  online_support_p1: { id: 'blog.leaving-narcissistic-relationship.online-support.p1', defaultMessage: "For many women leaving an abusive relationship, online support makes help easier to reach. It can fit around a new home, a new routine and children, and it can be accessed from wherever you feel safest.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: paragraph 1" },
  online_support_ul1_item1: { id: 'blog.leaving-narcissistic-relationship.online-support.list1.item1', defaultMessage: "<strong>Privacy.</strong> There is no waiting room where you might be seen, and no one needs to know where you are going.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: item 1 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  online_support_ul1_item2: { id: 'blog.leaving-narcissistic-relationship.online-support.list1.item2', defaultMessage: "<strong>Safety from a distance.</strong> If you have moved, or your former partner knows your usual places, you can keep your sessions without going anywhere they might look for you. A safety plan may still change your routes and routines: a domestic abuse advocate can help you decide which changes are safe.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: item 2 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  online_support_ul1_item3: { id: 'blog.leaving-narcissistic-relationship.online-support.list1.item3', defaultMessage: "<strong>Specialist knowledge.</strong> You can work with someone who understands narcissistic abuse, rather than whoever happens to be nearby.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: item 3 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  online_support_ul1_item4: { id: 'blog.leaving-narcissistic-relationship.online-support.list1.item4', defaultMessage: "<strong>Flexibility.</strong> Sessions by video take less time and energy than travel, which matters when you are exhausted.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: item 4 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  online_support_ul1_item5: { id: 'blog.leaving-narcissistic-relationship.online-support.list1.item5', defaultMessage: "<strong>Comfort.</strong> Being in your own space, with a blanket, a warm drink or a pet nearby, can make it easier to talk about painful things.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: item 5 of a bulleted list; keep the tags <strong>…</strong> around the same words" },
  online_support_p2: { id: 'blog.leaving-narcissistic-relationship.online-support.p2', defaultMessage: "Online support only helps if it is safe to use. Use a device and account your former partner cannot access, check that video platforms are secure, and choose a private space for sessions. A domestic abuse advocate can help you check your devices if you are unsure.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: paragraph 2" },
  online_support_p3: { id: 'blog.leaving-narcissistic-relationship.online-support.p3', defaultMessage: "Trauma recovery coaching by secure video is one option. Coaching is educational and supportive, not therapy and not a crisis service. It can help you rebuild routines, confidence and boundaries after leaving, and it works well alongside therapy and advocacy.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “The benefits of online support”: paragraph 3" },
  at_your_pace_heading: { id: 'blog.leaving-narcissistic-relationship.at-your-pace.heading', defaultMessage: "A new beginning, at your pace", description: "“How to Leave a Narcissistic Relationship Safely” article, section “A new beginning, at your pace”: heading (h2)" },
  at_your_pace_p1: { id: 'blog.leaving-narcissistic-relationship.at-your-pace.p1', defaultMessage: "There is no deadline for leaving, and no single right way to do it. Some women leave quickly; others take months to plan; many leave more than once before it holds. Each step you take toward safety counts, even the ones that no one else can see.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “A new beginning, at your pace”: paragraph 1" },
  at_your_pace_p2: { id: 'blog.leaving-narcissistic-relationship.at-your-pace.p2', defaultMessage: "It may help to remember how much you have already done. You noticed that something was wrong, you trusted that noticing enough to look for information, and you kept going through days that were harder than most people will ever know. The same strength that carried you through the relationship will carry you through what comes next, and this time you do not have to carry it alone.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “A new beginning, at your pace”: paragraph 2" },
  at_your_pace_p3: { id: 'blog.leaving-narcissistic-relationship.at-your-pace.p3', defaultMessage: "If you are not ready to leave, you can still make a safety plan, learn about your options and build your support network. If you have already left, be patient with the parts of you that still feel afraid or unsure. They kept you safe. Risk can stay high for months after leaving, so keep your safety plan going with a domestic abuse service. As you become safer, that fear often eases with time.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “A new beginning, at your pace”: paragraph 3" },
  at_your_pace_p4: { id: 'blog.leaving-narcissistic-relationship.at-your-pace.p4', defaultMessage: "When you are ready, our article on <healingLink>healing from narcissistic abuse</healingLink> describes what recovery can look like, one phase at a time.", description: "“How to Leave a Narcissistic Relationship Safely” article, section “A new beginning, at your pace”: paragraph 4; keep the tags <healingLink>…</healingLink> around the same words" },
  source1: { id: 'blog.leaving-narcissistic-relationship.source1', defaultMessage: "Campbell and colleagues, “Risk Factors for Femicide in Abusive Relationships: Results From a Multisite Case Control Study”, American Journal of Public Health 93(7) (2003)", description: "Name of the first source cited by the “How to Leave a Narcissistic Relationship Safely” article (a link to it)" },
  source2: { id: 'blog.leaving-narcissistic-relationship.source2', defaultMessage: "NHS: Getting help for domestic violence and abuse", description: "Name of the second source cited by the “How to Leave a Narcissistic Relationship Safely” article (a link to it)" },
}))

export const body: ArticleBody = {
  intro: [
    { type: 'p', text: m.intro_p1 },
    { type: 'p', text: m.intro_p2 },
    { type: 'p', text: m.intro_p3 },
  ],
  sections: [
    { id: 'why-leaving-is-hard', heading: m.why_leaving_is_hard_heading, blocks: [
      { type: 'p', text: m.why_leaving_is_hard_p1 },
      { type: 'ul', items: [m.why_leaving_is_hard_ul1_item1, m.why_leaving_is_hard_ul1_item2, m.why_leaving_is_hard_ul1_item3, m.why_leaving_is_hard_ul1_item4, m.why_leaving_is_hard_ul1_item5, m.why_leaving_is_hard_ul1_item6] },
      { type: 'p', text: m.why_leaving_is_hard_p2 },
    ] },
    { id: 'why-plan', heading: m.why_plan_heading, blocks: [
      { type: 'p', text: m.why_plan_p1 },
      { type: 'p', text: m.why_plan_p2 },
      { type: 'p', text: m.why_plan_p3 },
    ] },
    { id: 'safety-steps', heading: m.safety_steps_heading, blocks: [
      { type: 'p', text: m.safety_steps_p1 },
    ] },
    { id: 'not-ready-yet', heading: m.not_ready_yet_heading, blocks: [
      { type: 'p', text: m.not_ready_yet_p1 },
      { type: 'ul', items: [m.not_ready_yet_ul1_item1, m.not_ready_yet_ul1_item2, m.not_ready_yet_ul1_item3, m.not_ready_yet_ul1_item4] },
      { type: 'p', text: m.not_ready_yet_p2 },
    ] },
    { id: 'after-leaving', heading: m.after_leaving_heading, blocks: [
      { type: 'p', text: m.after_leaving_p1 },
      { type: 'h3', text: m.after_leaving_sub1 },
      { type: 'p', text: m.after_leaving_p2 },
      { type: 'h3', text: m.after_leaving_sub2 },
      { type: 'p', text: m.after_leaving_p3 },
      { type: 'h3', text: m.after_leaving_sub3 },
      { type: 'p', text: m.after_leaving_p4 },
      { type: 'h3', text: m.after_leaving_sub4 },
      { type: 'p', text: m.after_leaving_p5 },
      { type: 'h3', text: m.after_leaving_sub5 },
      { type: 'p', text: m.after_leaving_p6 },
      { type: 'h3', text: m.after_leaving_sub6 },
      { type: 'p', text: m.after_leaving_p7 },
    ] },
    { id: 'children', heading: m.children_heading, blocks: [
      { type: 'p', text: m.children_p1 },
      { type: 'p', text: m.children_p2 },
      { type: 'p', text: m.children_p3 },
    ] },
    { id: 'professional-support', heading: m.professional_support_heading, blocks: [
      { type: 'p', text: m.professional_support_p1 },
      { type: 'p', text: m.professional_support_p2 },
    ] },
    { id: 'first-weeks', heading: m.first_weeks_heading, blocks: [
      { type: 'p', text: m.first_weeks_p1 },
      { type: 'ul', items: [m.first_weeks_ul1_item1, m.first_weeks_ul1_item2, m.first_weeks_ul1_item3, m.first_weeks_ul1_item4, m.first_weeks_ul1_item5] },
      { type: 'p', text: m.first_weeks_p2 },
    ] },
    { id: 'online-support', heading: m.online_support_heading, blocks: [
      { type: 'p', text: m.online_support_p1 },
      { type: 'ul', items: [m.online_support_ul1_item1, m.online_support_ul1_item2, m.online_support_ul1_item3, m.online_support_ul1_item4, m.online_support_ul1_item5] },
      { type: 'p', text: m.online_support_p2 },
      { type: 'p', text: m.online_support_p3 },
    ] },
    { id: 'at-your-pace', heading: m.at_your_pace_heading, blocks: [
      { type: 'p', text: m.at_your_pace_p1 },
      { type: 'p', text: m.at_your_pace_p2 },
      { type: 'p', text: m.at_your_pace_p3 },
      { type: 'p', text: m.at_your_pace_p4 },
    ] },
  ],
  sources: [
    { href: "https://doi.org/10.2105/AJPH.93.7.1089", label: m.source1 },
    { href: "https://www.nhs.uk/live-well/getting-help-for-domestic-violence/", label: m.source2 },
  ],
}

/** Words of this article's boxes (its page places them); counted in its read time. */
export const boxes = described(defineMessages({
  dangerTitle: { id: 'blog.leaving-narcissistic-relationship.danger.title', defaultMessage: 'If you are in immediate danger', description: '“How to Leave a Narcissistic Relationship Safely” article: heading of the box of emergency, hotline and text line numbers at the top' },
  dangerIntro: { id: 'blog.leaving-narcissistic-relationship.danger.intro', defaultMessage: 'If you are in danger right now, call the emergency number below. If it is not safe to talk, many services can also be reached by text or online chat. Domestic abuse helplines can help you plan to leave safely, whenever you are ready.', description: '“How to Leave a Narcissistic Relationship Safely” article: introduction of the box of emergency, hotline and text line numbers' },
  stepLabel: { id: 'blog.leaving-narcissistic-relationship.steps.label', defaultMessage: 'Step {number}', description: '“How to Leave a Narcissistic Relationship Safely” article: label above each safety step; {number} is 1 to 6' },
  priorityLabel: { id: 'blog.leaving-narcissistic-relationship.steps.priority', defaultMessage: 'Priority: {priority}', description: '“How to Leave a Narcissistic Relationship Safely” article: how urgent a safety step is; {priority} is Critical, Important or Essential' },
}))

export type Priority = 'critical' | 'important' | 'essential'

export const priorityNames: Record<Priority, MessageDescriptor> = described(defineMessages({
  critical: { id: 'blog.leaving-narcissistic-relationship.priority.critical', defaultMessage: 'Critical', description: 'Priority label of a safety step: do this first; your safety depends on it' },
  important: { id: 'blog.leaving-narcissistic-relationship.priority.important', defaultMessage: 'Important', description: 'Priority label of a safety step: plan this early' },
  essential: { id: 'blog.leaving-narcissistic-relationship.priority.essential', defaultMessage: 'Essential', description: 'Priority label of a safety step: a foundation of staying safe' },
}))

export type SafetyStep = { title: MessageDescriptor; description: MessageDescriptor; priority: Priority }

/** The six safety steps, in order (spec §3: title, description, priority). */
export const safetySteps: SafetyStep[] = [
  {
    priority: 'critical',
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.steps.plan.title', defaultMessage: 'Make a safety plan with a trained advocate', description: 'Safety step 1 title' },
      description: { id: 'blog.leaving-narcissistic-relationship.steps.plan.description', defaultMessage: 'A domestic abuse helpline can help you think through when and how to leave, where you could go, what to do if things escalate and how to keep your children safe. Safety planning is free and confidential, and you do not have to be ready to leave to start. Plan the day itself too: a time when your partner is likely to be away, who can be with you, and how you will travel.', description: 'Safety step 1 text' },
    }),
  },
  {
    priority: 'critical',
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.steps.devices.title', defaultMessage: 'Secure your phone, accounts and devices', description: 'Safety step 2 title' },
      description: { id: 'blog.leaving-narcissistic-relationship.steps.devices.description', defaultMessage: 'Controlling partners sometimes monitor phones, email, social media, shared cloud accounts or location. Where it is safe, change passwords from a device they have never had access to, turn off location sharing and check which devices are signed in to your accounts. Sudden changes can alert a controlling partner, so an advocate can help you decide what to change, and when.', description: 'Safety step 2 text' },
    }),
  },
  {
    priority: 'important',
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.steps.documents.title', defaultMessage: 'Gather important documents and evidence', description: 'Safety step 3 title' },
      description: { id: 'blog.leaving-narcissistic-relationship.steps.documents.description', defaultMessage: 'Quietly collect, or copy, identity documents, birth certificates, bank cards, medical records, court papers, keys and any medication you or your children need. If you can, keep a private record of abusive incidents, with dates, messages or photos, stored where your partner cannot reach it, such as with a trusted friend or in a new email account.', description: 'Safety step 3 text' },
    }),
  },
  {
    priority: 'essential',
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.steps.network.title', defaultMessage: 'Build your support network quietly', description: 'Safety step 4 title' },
      description: { id: 'blog.leaving-narcissistic-relationship.steps.network.description', defaultMessage: 'Choose one or two trusted people who can know your plan, and agree on a code word that means “I need help now.” Make sure they know how to reach you. Think about whether your employer, your children’s school or your doctor should know enough to help keep you safe.', description: 'Safety step 4 text' },
    }),
  },
  {
    priority: 'important',
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.steps.money.title', defaultMessage: 'Prepare money and a place to go', description: 'Safety step 5 title' },
      description: { id: 'blog.leaving-narcissistic-relationship.steps.money.description', defaultMessage: 'If you can, set aside a small amount of money, and consider an account your partner does not know about, with statements sent to a safe address. Think about where you could stay: with a friend or relative, or in a refuge or shelter. Domestic abuse services can tell you about emergency housing and financial help where you live.', description: 'Safety step 5 text' },
    }),
  },
  {
    priority: 'essential',
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.steps.contact.title', defaultMessage: 'Limit contact once you have left', description: 'Safety step 6 title' },
      description: { id: 'blog.leaving-narcissistic-relationship.steps.contact.description', defaultMessage: 'After leaving, keep contact as limited as your circumstances allow, and keep any contact you must have in writing where possible. If you share children, an advocate or family law professional can explain protective orders and safer ways to arrange handovers. Expect attempts to draw you back, and decide in advance how you will respond.', description: 'Safety step 6 text' },
    }),
  },
]

export type SupportCard = { icon: IconNode; title: MessageDescriptor; body: MessageDescriptor }

/** Professional support cards: what each kind of help can offer. */
export const supportCards: SupportCard[] = [
  {
    icon: Scale,
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.support.advocates.title', defaultMessage: 'Domestic abuse advocates', description: 'Support card title: advocates at domestic abuse services' },
      body: { id: 'blog.leaving-narcissistic-relationship.support.advocates.body', defaultMessage: 'Advocates at domestic abuse services help with safety planning, housing, legal protections and practical next steps. Their help is free and confidential, and they understand coercive control.', description: 'Support card text: what domestic abuse advocates offer' },
    }),
  },
  {
    icon: HeartHandshake,
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.support.therapists.title', defaultMessage: 'Trauma-informed therapists', description: 'Support card title: licensed therapists who understand trauma' },
      body: { id: 'blog.leaving-narcissistic-relationship.support.therapists.body', defaultMessage: 'A licensed therapist can assess and treat conditions such as PTSD, depression or anxiety, and can help you work through painful memories safely. Look for someone experienced with abuse and trauma.', description: 'Support card text: what a trauma-informed therapist offers' },
    }),
  },
  {
    icon: Gavel,
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.support.legal.title', defaultMessage: 'Legal advice', description: 'Support card title: lawyers and legal aid' },
      body: { id: 'blog.leaving-narcissistic-relationship.support.legal.body', defaultMessage: 'A family law professional or a legal aid service can explain protective orders, separation or divorce, child arrangements and your rights where you live.', description: 'Support card text: what legal advice offers' },
    }),
  },
  {
    icon: Stethoscope,
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.support.doctor.title', defaultMessage: 'Your doctor', description: 'Support card title: the reader’s own doctor' },
      body: { id: 'blog.leaving-narcissistic-relationship.support.doctor.body', defaultMessage: 'Your doctor can care for the physical effects of long-term stress, record injuries and refer you to local services. You can ask to speak with them alone.', description: 'Support card text: what a doctor offers' },
    }),
  },
  {
    icon: Users,
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.support.groups.title', defaultMessage: 'Survivor support groups', description: 'Support card title: support groups for survivors of abuse' },
      body: { id: 'blog.leaving-narcissistic-relationship.support.groups.body', defaultMessage: 'Groups for survivors of domestic or narcissistic abuse, led by trained facilitators, offer understanding and a steady reminder that you are not alone.', description: 'Support card text: what survivor support groups offer' },
    }),
  },
  {
    icon: Sprout,
    ...defineMessages({
      title: { id: 'blog.leaving-narcissistic-relationship.support.coaching.title', defaultMessage: 'Trauma recovery coaching', description: 'Support card title: trauma recovery coaching (what this practice offers)' },
      body: { id: 'blog.leaving-narcissistic-relationship.support.coaching.body', defaultMessage: 'Coaching is educational and supportive, not therapy. Once you are safe, a trauma recovery coach can help you rebuild routines, boundaries and confidence, alongside therapy and advocacy.', description: 'Support card text: what trauma recovery coaching offers, and that it is not therapy' },
    }),
  },
]

export const extras: MessageDescriptor[] = [
  ...Object.values(boxes),
  ...safetySteps.flatMap((step) => [step.title, step.description, priorityNames[step.priority]]),
  ...supportCards.flatMap((card) => [card.title, card.body]),
]

/** "In short" at the top of the article: its key points in plain words (the crisis point is shared, content/review.ts). */
export const summary = Object.values(described(defineMessages({
  p1: { id: 'blog.leaving-narcissistic-relationship.summary.p1', defaultMessage: 'The time around leaving a controlling partner can be the most risky time. A plan helps keep you safe.', description: 'Plain-language summary (“In short”) at the top of the article, point 1; keep it very simple (reading age 9 to 11, short sentences)' },
  p2: { id: 'blog.leaving-narcissistic-relationship.summary.p2', defaultMessage: 'A domestic abuse helpline can help you make a safety plan. The call is free and private.', description: 'Plain-language summary (“In short”) at the top of the article, point 2; keep it very simple (reading age 9 to 11, short sentences)' },
  p3: { id: 'blog.leaving-narcissistic-relationship.summary.p3', defaultMessage: 'Keep your papers, phone and bank cards where you can reach them fast.', description: 'Plain-language summary (“In short”) at the top of the article, point 3; keep it very simple (reading age 9 to 11, short sentences)' },
  p4: { id: 'blog.leaving-narcissistic-relationship.summary.p4', defaultMessage: 'The weeks after you leave can be hard. Rest, routine and safe people help.', description: 'Plain-language summary (“In short”) at the top of the article, point 4; keep it very simple (reading age 9 to 11, short sentences)' },
})))
