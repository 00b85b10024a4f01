import { defineMessages, type MessageDescriptor } from 'react-intl'
import { described } from './messages'
import type { HealthReview } from './review'
import { sources, videoTherapyTrials } from './sources'
import type { RichParagraph } from './richText'

/**
 * The seventeen questions of /faqs. The visible accordion and the page's
 * FAQPage structured data are both built from these records, so they cannot
 * drift apart. An answer is one or more paragraphs; a paragraph's ICU tags are
 * links (`links`), `{emergency}` is the reader's emergency number and `{hours}`
 * the session hours, both formatted for the page's locale.
 */
export type FaqRecord = { id: string; question: MessageDescriptor; answer: readonly RichParagraph[] }

export const faqPageMessages = described(defineMessages({
  metaTitle: { id: 'faqs.meta.title', defaultMessage: 'Frequently Asked Questions', description: 'FAQs page title (browser tab and search results)' },
  metaDescription: { id: 'faqs.meta.description', defaultMessage: 'Answers about online trauma recovery coaching for women: how it differs from therapy, how video sessions work, how long healing takes and how to begin.', description: 'FAQs page description for search results (about 155 characters)' },
  heroTitle: { id: 'faqs.hero.title', defaultMessage: 'Frequently Asked Questions', description: 'Main heading (h1) of the FAQs page' },
  heroLead: { id: 'faqs.hero.lead', defaultMessage: 'Honest answers to the questions women ask most before they begin coaching. Take your time, and read only what feels useful today.', description: 'Introductory paragraph under the FAQs page heading' },
  listTitle: { id: 'faqs.list.title', defaultMessage: 'Questions and answers', description: 'Heading of the section holding the seventeen questions (each opens to show its answer)' },
  listIntro: { id: 'faqs.list.intro', defaultMessage: 'Select a question to read its answer. One answer is open at a time, and you can close it again.', description: 'Short instruction above the list of questions that open and close' },
  readingTitle: { id: 'faqs.reading.title', defaultMessage: 'Further reading', description: 'Heading of the section linking to two blog articles' },
  readingSigns: { id: 'faqs.reading.signs.label', defaultMessage: 'Signs of narcissistic abuse', description: 'Link to the blog article about the signs of narcissistic abuse' },
  readingSignsBody: { id: 'faqs.reading.signs.body', defaultMessage: 'Patterns many survivors recognize only later, and why they are so hard to see from the inside.', description: 'One line under the link to the blog article about signs of narcissistic abuse' },
  readingCptsd: { id: 'faqs.reading.cptsd.label', defaultMessage: 'Complex PTSD vs PTSD', description: 'Link to the blog article comparing complex PTSD and PTSD' },
  readingCptsdBody: { id: 'faqs.reading.cptsd.body', defaultMessage: 'How the two differ, and why long-lasting trauma can affect how you see yourself and others.', description: 'One line under the link to the blog article comparing complex PTSD and PTSD' },
  crisisTitle: { id: 'faqs.crisis.title', defaultMessage: 'If you need help right now', description: 'Heading of the box of crisis and emergency numbers on the FAQs page' },
  ctaTitle: { id: 'faqs.cta.title', defaultMessage: 'Still have a question?', description: 'Heading of the closing call to action on the FAQs page' },
  ctaBody: { id: 'faqs.cta.body', defaultMessage: 'Ask it in a free, no-pressure consultation. There is no commitment, and you share only what you choose.', description: 'Text of the closing call to action on the FAQs page' },
  ctaButton: { id: 'faqs.cta.button', defaultMessage: 'Schedule a Free Consultation', description: 'Button in the closing call to action of the FAQs page; goes to the contact page' },
  ctaQuiz: { id: 'faqs.cta.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Second button in the closing call to action of the FAQs page; goes to the five-question healing quiz' },
}))

/** Shorthand for one FAQ record: its question and its answer paragraphs. */
function faq(id: string, question: MessageDescriptor, answer: readonly RichParagraph[]): FaqRecord {
  return { id, question, answer }
}

const q = described(defineMessages({
  whatIs: { id: 'faqs.item.what-is-coaching.question', defaultMessage: 'What is trauma recovery coaching?', description: 'FAQ question' },
  whatIsA1: { id: 'faqs.item.what-is-coaching.answer.1', defaultMessage: 'Trauma recovery coaching is educational and supportive work for women who are healing from painful experiences. Together we look at how the past still shows up in your body, your emotions and your relationships, and we try out tools that help you feel steadier, set boundaries and make choices that fit who you are becoming.', description: 'FAQ answer to "What is trauma recovery coaching?", paragraph 1' },
  whatIsA2: { id: 'faqs.item.what-is-coaching.answer.2', defaultMessage: 'Coaching looks mainly at the present and the future. It does not diagnose or treat mental health conditions.', description: 'FAQ answer to "What is trauma recovery coaching?", paragraph 2' },

  vsTherapy: { id: 'faqs.item.coaching-vs-therapy.question', defaultMessage: 'How is coaching different from therapy?', description: 'FAQ question' },
  vsTherapyA1: { id: 'faqs.item.coaching-vs-therapy.answer.1', defaultMessage: 'Therapy is provided by licensed mental health professionals who can assess, diagnose and treat conditions such as PTSD, depression or anxiety. Coaching is not therapy: a coach offers education, structure, skills and steady support as you put your healing into practice in daily life.', description: 'FAQ answer to "How is coaching different from therapy?", paragraph 1' },
  vsTherapyA2: { id: 'faqs.item.coaching-vs-therapy.answer.2', defaultMessage: 'If you are struggling with symptoms that make daily life very hard, please talk with a doctor or a licensed therapist. Coaching can sit alongside that care, never in place of it.', description: 'FAQ answer to "How is coaching different from therapy?", paragraph 2' },

  alongside: { id: 'faqs.item.alongside-therapy.question', defaultMessage: 'Can I have coaching while I am in therapy?', description: 'FAQ question' },
  alongsideA1: { id: 'faqs.item.alongside-therapy.answer.1', defaultMessage: 'Yes, and many women find the two work well together. Therapy can help you process what happened; coaching can help you build new habits, boundaries and ways of caring for yourself between appointments. It helps to let your therapist know you are working with a coach, so your support pulls in the same direction.', description: 'FAQ answer to "Can I have coaching while I am in therapy?"' },

  online: { id: 'faqs.item.online-sessions.question', defaultMessage: 'How do online sessions work?', description: 'FAQ question' },
  onlineA1: { id: 'faqs.item.online-sessions.answer.1', defaultMessage: 'All sessions are held by secure video. You need a phone, tablet or computer with a camera, a steady internet connection and, ideally, a private space where you will not be overheard. Headphones can help you feel more at ease.', description: 'FAQ answer to "How do online sessions work?", paragraph 1' },
  onlineA2: { id: 'faqs.item.online-sessions.answer.2', defaultMessage: 'You are welcome to keep your camera angled however feels comfortable, take breaks, or have a blanket, a pet or a warm drink nearby. Your comfort is part of the work.', description: 'FAQ answer to "How do online sessions work?", paragraph 2' },

  effective: { id: 'faqs.item.online-effective.question', defaultMessage: 'Can trauma coaching really work online?', description: 'FAQ question' },
  effectiveA1: { id: 'faqs.item.online-effective.answer.1', defaultMessage: 'Here is what is known. Two trials of trauma therapy by video (cognitive processing therapy for PTSD, published in 2014 and 2015 and listed in the sources on this page) found it helped about as much as meeting in person. Coaching has not been tested in trials like these. What we can share is many clients’ experience: meeting from a place where you already feel safe can make it easier to settle and talk openly, with no journey home afterwards. Grounding, breathing and noticing sensations can all be practiced by video.', description: 'FAQ answer to "Can trauma coaching really work online?", paragraph 1' },
  effectiveA2: { id: 'faqs.item.online-effective.answer.2', defaultMessage: 'Every woman is different, though. The free consultation is a chance to find out whether working online feels right for you.', description: 'FAQ answer to "Can trauma coaching really work online?", paragraph 2' },

  who: { id: 'faqs.item.who-it-is-for.question', defaultMessage: 'Who do you work with?', description: 'FAQ question' },
  whoA1: { id: 'faqs.item.who-it-is-for.answer.1', defaultMessage: 'Thrive works with adult women (18 and over) who are healing from childhood trauma, complex PTSD, narcissistic abuse or attachment wounds. You do not need a diagnosis or a label to begin: if something from your past still weighs on your present, you are welcome here.', description: 'FAQ answer to "Who do you work with?"; Thrive is the brand name' },

  whereWhen: { id: 'faqs.item.where-and-when.question', defaultMessage: 'Where are you available, and when are sessions held?', description: 'FAQ question about the countries served and the session hours' },
  whereWhenA1: { id: 'faqs.item.where-and-when.answer.1', defaultMessage: 'Coaching is available to women in the United States, Canada, the United Kingdom, Australia and New Zealand.', description: 'FAQ answer about countries and hours, paragraph 1' },
  whereWhenA2: { id: 'faqs.item.where-and-when.answer.2', defaultMessage: 'Sessions are held on {hours}. When you book, we will check the time where you live so nothing gets lost between time zones.', description: 'FAQ answer about countries and hours, paragraph 2; {hours} is the list of session days, time range and time zone, already formatted (e.g. "Monday, Tuesday, and Thursday, 9:00 AM – 4:00 PM (Mountain Standard Time)")' },

  consultation: { id: 'faqs.item.free-consultation.question', defaultMessage: 'What happens in the free consultation?', description: 'FAQ question' },
  consultationA1: { id: 'faqs.item.free-consultation.answer.1', defaultMessage: 'It is a relaxed conversation by video. You can say a little about what brings you here, ask anything you like about coaching, and get a feel for whether working together would suit you. You do not have to share your story, and there is no obligation to continue.', description: 'FAQ answer to "What happens in the free consultation?", paragraph 1' },
  consultationA2: { id: 'faqs.item.free-consultation.answer.2', defaultMessage: 'To request one, use the <contact>contact form</contact>.', description: 'FAQ answer to "What happens in the free consultation?", paragraph 2; <contact> links to the contact page' },

  howLong: { id: 'faqs.item.how-long.question', defaultMessage: 'How long does trauma recovery take?', description: 'FAQ question' },
  howLongA1: { id: 'faqs.item.how-long.answer.1', defaultMessage: 'There is no fixed timetable, and no one can promise you one. Healing is rarely a straight line. In the coach’s experience, not from research, some women notice real progress within 6–12 months of steady work, and deeper change in long-standing patterns can take 2–3 years. Many take longer, and some less. Take these as rough guides only.', description: 'FAQ answer to "How long does trauma recovery take?", paragraph 1; keep the two time ranges (6–12 months, 2–3 years) framed as the coach’s experience and rough guides that vary widely, never as a finding or a promise' },
  howLongA2: { id: 'faqs.item.how-long.answer.2', defaultMessage: 'Your pace depends on your history, your support and what is happening in your life now. Going slowly is not failing; it is often what makes change last.', description: 'FAQ answer to "How long does trauma recovery take?", paragraph 2' },

  rhythm: { id: 'faqs.item.session-rhythm.question', defaultMessage: 'How often would we meet?', description: 'FAQ question about how often sessions happen' },
  rhythmA1: { id: 'faqs.item.session-rhythm.answer.1', defaultMessage: 'We decide that together. Some women like a regular weekly rhythm, others prefer more space between sessions to let things settle. The rhythm can change as your needs change, and you can pause when life asks you to.', description: 'FAQ answer to "How often would we meet?"' },

  methods: { id: 'faqs.item.methods.question', defaultMessage: 'What approaches do you use?', description: 'FAQ question about coaching methods' },
  methodsA1: { id: 'faqs.item.methods.answer.1', defaultMessage: 'Coaching draws on nervous system regulation, somatic (body-based) work and ideas from Internal Family Systems, which sees the mind as made of different parts that each try to protect you. These are used in a coaching way: to build understanding, calm and self-compassion, not to treat a condition.', description: 'FAQ answer to "What approaches do you use?", paragraph 1' },
  methodsA2: { id: 'faqs.item.methods.answer.2', defaultMessage: 'You can read more on the <approach>approach page</approach>.', description: 'FAQ answer to "What approaches do you use?", paragraph 2; <approach> links to the page describing the coaching approach' },

  details: { id: 'faqs.item.sharing-details.question', defaultMessage: 'Will I have to talk about what happened in detail?', description: 'FAQ question' },
  detailsA1: { id: 'faqs.item.sharing-details.answer.1', defaultMessage: 'No. You decide what you share and when. Much of the work focuses on how you feel and respond today, and on building safety and steadiness first. If something feels like too much, we slow down or change direction.', description: 'FAQ answer to "Will I have to talk about what happened in detail?"' },

  confidential: { id: 'faqs.item.confidentiality.question', defaultMessage: 'Is what I share confidential?', description: 'FAQ question' },
  confidentialA1: { id: 'faqs.item.confidentiality.answer.1', defaultMessage: 'Yes, within the limits of the law. What you share in sessions stays private and is not passed on without your consent. The exceptions are rare: for example, if someone’s life or safety is at serious risk, if a child is at risk of harm, or if a court orders disclosure.', description: 'FAQ answer to "Is what I share confidential?", paragraph 1' },
  confidentialA2: { id: 'faqs.item.confidentiality.answer.2', defaultMessage: 'The <privacy>privacy policy</privacy> explains how information you send through this website is handled.', description: 'FAQ answer to "Is what I share confidential?", paragraph 2; <privacy> links to the privacy policy' },

  crisis: { id: 'faqs.item.in-crisis.question', defaultMessage: 'What if I am in crisis or in danger?', description: 'FAQ question' },
  crisisA1: { id: 'faqs.item.in-crisis.answer.1', defaultMessage: 'Coaching is not an emergency service. If you are in immediate danger, call {emergency} now.', description: 'FAQ answer to "What if I am in crisis or in danger?", paragraph 1; {emergency} is the local emergency number (911, 999, or 000 and 111 in New Zealand)' },
  crisisA2: { id: 'faqs.item.in-crisis.answer.2', defaultMessage: 'If you are thinking about ending your life, or you are afraid of someone you live with, free and confidential lines are open day and night. You will find them in the box of crisis numbers on this page.', description: 'FAQ answer to "What if I am in crisis or in danger?", paragraph 2; the crisis numbers box appears further down the same page' },

  narcissistic: { id: 'faqs.item.narcissistic-abuse.question', defaultMessage: 'How do I know if what I went through was narcissistic abuse?', description: 'FAQ question' },
  narcissisticA1: { id: 'faqs.item.narcissistic-abuse.answer.1', defaultMessage: 'Many women only name it long afterwards. Common signs include feeling that you are always to blame, doubting your own memory, walking on eggshells, and being cut off from friends or family. A coach cannot diagnose anyone, but we can help you make sense of your experience and rebuild trust in yourself.', description: 'FAQ answer about recognizing narcissistic abuse, paragraph 1' },
  narcissisticA2: { id: 'faqs.item.narcissistic-abuse.answer.2', defaultMessage: 'Our article on the <signs>signs of narcissistic abuse</signs> goes into more detail.', description: 'FAQ answer about recognizing narcissistic abuse, paragraph 2; <signs> links to the blog article about the signs of narcissistic abuse' },

  cptsd: { id: 'faqs.item.cptsd-vs-ptsd.question', defaultMessage: 'What is the difference between PTSD and complex PTSD?', description: 'FAQ question' },
  cptsdA1: { id: 'faqs.item.cptsd-vs-ptsd.answer.1', defaultMessage: 'PTSD can follow a single frightening event or several. Complex PTSD usually follows trauma that went on for a long time or was hard to escape, such as childhood abuse or an abusive relationship. Alongside the symptoms of PTSD, it often affects how you manage emotions, how you see yourself and how safe relationships feel.', description: 'FAQ answer to "What is the difference between PTSD and complex PTSD?", paragraph 1' },
  cptsdA2: { id: 'faqs.item.cptsd-vs-ptsd.answer.2', defaultMessage: 'Only a qualified clinician can diagnose either. Read more in <article>complex PTSD vs PTSD</article>.', description: 'FAQ answer to "What is the difference between PTSD and complex PTSD?", paragraph 2; <article> links to the blog article comparing them' },

  cost: { id: 'faqs.item.fees.question', defaultMessage: 'How much does coaching cost?', description: 'FAQ question about fees and payment' },
  costA1: { id: 'faqs.item.fees.answer.1', defaultMessage: 'The first consultation is free. Fees, payment and cancellation terms for coaching are explained during that conversation and agreed in writing before you begin, so there are no surprises. Coaching is not a medical service, so it is usually not covered by health insurance.', description: 'FAQ answer to "How much does coaching cost?"' },
}))

export const faqs: readonly FaqRecord[] = [
  faq('what-is-trauma-recovery-coaching', q.whatIs, [{ text: q.whatIsA1 }, { text: q.whatIsA2 }]),
  faq('coaching-vs-therapy', q.vsTherapy, [{ text: q.vsTherapyA1 }, { text: q.vsTherapyA2 }]),
  faq('coaching-alongside-therapy', q.alongside, [{ text: q.alongsideA1 }]),
  faq('how-online-sessions-work', q.online, [{ text: q.onlineA1 }, { text: q.onlineA2 }]),
  faq('does-online-coaching-work', q.effective, [{ text: q.effectiveA1 }, { text: q.effectiveA2 }]),
  faq('who-coaching-is-for', q.who, [{ text: q.whoA1 }]),
  faq('where-and-when', q.whereWhen, [{ text: q.whereWhenA1 }, { text: q.whereWhenA2 }]),
  faq('free-consultation', q.consultation, [{ text: q.consultationA1 }, { text: q.consultationA2, links: { contact: '/contact' } }]),
  faq('how-long-does-recovery-take', q.howLong, [{ text: q.howLongA1 }, { text: q.howLongA2 }]),
  faq('how-often-we-meet', q.rhythm, [{ text: q.rhythmA1 }]),
  faq('approaches-used', q.methods, [{ text: q.methodsA1 }, { text: q.methodsA2, links: { approach: '/approach' } }]),
  faq('talking-about-details', q.details, [{ text: q.detailsA1 }]),
  faq('confidentiality', q.confidential, [{ text: q.confidentialA1 }, { text: q.confidentialA2, links: { privacy: '/privacy-policy' } }]),
  faq('in-crisis-or-danger', q.crisis, [{ text: q.crisisA1 }, { text: q.crisisA2 }]),
  faq('recognizing-narcissistic-abuse', q.narcissistic, [{ text: q.narcissisticA1 }, { text: q.narcissisticA2, links: { signs: '/blog/signs-of-narcissistic-abuse' } }]),
  faq('ptsd-and-complex-ptsd', q.cptsd, [{ text: q.cptsdA1 }, { text: q.cptsdA2, links: { article: '/blog/complex-ptsd-vs-ptsd' } }]),
  faq('fees-and-payment', q.cost, [{ text: q.costA1 }]),
]

/** The two blog articles the FAQs page links to. */
export const faqReading = [
  { href: '/blog/signs-of-narcissistic-abuse', label: faqPageMessages.readingSigns, body: faqPageMessages.readingSignsBody },
  { href: '/blog/complex-ptsd-vs-ptsd', label: faqPageMessages.readingCptsd, body: faqPageMessages.readingCptsdBody },
] as const

/** The FAQs page's review record: the video-therapy trials, and the classification behind complex PTSD. */
export const faqsReview: HealthReview = { lastReviewed: '2026-11-26', nextReviewDue: '2027-11-26', sources: [...videoTherapyTrials, sources.icdCptsd] }
