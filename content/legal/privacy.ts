import { defineMessages } from 'react-intl'
import { described } from '../messages'
import { legalEffectiveDate, list, para, type LegalDocument } from './common'

/** The privacy policy (spec: nine sections), honest for a site that sets no cookies and runs no analytics. */
const m = described(defineMessages({
  metaTitle: { id: 'legal.privacy.meta.title', defaultMessage: 'Privacy Policy', description: 'Privacy policy page title (browser tab and search results)' },
  metaDescription: { id: 'legal.privacy.meta.description', defaultMessage: 'How Thrive handles your information: no cookies, no analytics or trackers, and only what you choose to send through the contact form.', description: 'Privacy policy description for search results; Thrive is the brand name' },
  title: { id: 'legal.privacy.title', defaultMessage: 'Privacy Policy', description: 'Main heading (h1) of the privacy policy' },
  lead: { id: 'legal.privacy.lead', defaultMessage: 'Your privacy matters, especially when you are healing from trauma. This policy explains, in plain words, what this website collects, why, and what you can ask us to do with it.', description: 'Introduction under the privacy policy heading' },

  collectTitle: { id: 'legal.privacy.collect.title', defaultMessage: 'Information we collect', description: 'Privacy policy section heading' },
  collectP1: { id: 'legal.privacy.collect.p1', defaultMessage: 'This website is built to collect as little as possible. You can read every page without telling us who you are. We only receive information about you in these ways:', description: 'Privacy policy, information collected, introduction to a list' },
  collectForm: { id: 'legal.privacy.collect.form', defaultMessage: 'The contact form, if you choose to send it: your first and last name, phone number, email address and message. Every field is optional.', description: 'Privacy policy, information collected, list item about the contact form' },
  collectFormFields: { id: 'legal.privacy.collect.formFields', defaultMessage: 'With the form, three technical fields are sent: the page that referred you, the address to bring you back to after sending, and a field the form service reserves for an advertising click identifier. This site runs no advertising or tracking of its own.', description: 'Privacy policy, information collected, list item about hidden technical fields of the contact form' },
  collectDirect: { id: 'legal.privacy.collect.direct', defaultMessage: 'Anything you send us directly, such as an email, and what you choose to share in consultations and coaching sessions (see “Confidentiality of health information” below).', description: 'Privacy policy, information collected, list item about direct messages and sessions; the quoted words are the heading of a later section' },
  collectLogs: { id: 'legal.privacy.collect.logs', defaultMessage: 'Like any website, the hosting service that delivers these pages may keep standard technical logs, such as IP address, browser type, the page requested and the time, to keep the site running and secure. We do not use them to identify or follow visitors.', description: 'Privacy policy, information collected, list item about web server logs' },
  collectQuiz: { id: 'legal.privacy.collect.quiz', defaultMessage: 'The healing quiz runs entirely in your browser. Your answers, and any email address you type into it, are not sent anywhere and are not stored.', description: 'Privacy policy, information collected: the quiz sends nothing' },

  useTitle: { id: 'legal.privacy.use.title', defaultMessage: 'How we use your information', description: 'Privacy policy section heading' },
  useP1: { id: 'legal.privacy.use.p1', defaultMessage: 'We use what you send us only to:', description: 'Privacy policy, use of information, introduction to a list' },
  useReply: { id: 'legal.privacy.use.reply', defaultMessage: 'reply to you and arrange a free consultation;', description: 'Privacy policy, use of information, list item' },
  useCoaching: { id: 'legal.privacy.use.coaching', defaultMessage: 'provide the coaching you have agreed to, including scheduling sessions;', description: 'Privacy policy, use of information, list item' },
  useLaw: { id: 'legal.privacy.use.law', defaultMessage: 'meet legal, tax and record-keeping obligations.', description: 'Privacy policy, use of information, list item' },
  useP2: { id: 'legal.privacy.use.p2', defaultMessage: 'We never sell, rent or trade your information. We do not add you to a mailing list, build a profile of you or make automated decisions about you.', description: 'Privacy policy, use of information, closing paragraph' },

  shareTitle: { id: 'legal.privacy.share.title', defaultMessage: 'How information is shared', description: 'Privacy policy section heading' },
  shareForm: { id: 'legal.privacy.share.form', defaultMessage: 'The contact form is sent from your browser directly to Zoho Forms, the form-hosting service we use, which stores the submission and passes it on to us. Zoho handles it under its own <zoho>privacy policy</zoho>.', description: 'Privacy policy, sharing: the contact form goes to Zoho Forms (a company name); <zoho> links to Zoho\'s privacy policy' },
  shareVideo: { id: 'legal.privacy.share.video', defaultMessage: 'Sessions take place on a secure video platform, which we confirm with you before your first session. It handles connection data under its own privacy terms.', description: 'Privacy policy, sharing: the video platform used for sessions' },
  shareLaw: { id: 'legal.privacy.share.law', defaultMessage: 'Otherwise, we share information only with your consent, or when the law requires it or someone’s safety is at serious risk, as described below.', description: 'Privacy policy, sharing: legal exceptions' },
  shareTransfer: { id: 'legal.privacy.share.transfer', defaultMessage: 'Because these services may store data in other countries, your information may be processed outside the country where you live.', description: 'Privacy policy, sharing: international processing' },

  securityTitle: { id: 'legal.privacy.security.title', defaultMessage: 'How we protect your information', description: 'Privacy policy section heading' },
  securityP1: { id: 'legal.privacy.security.p1', defaultMessage: 'Every page is served over an encrypted connection (HTTPS) with strict security settings, and the site loads nothing from other companies. Only the coach has access to what you send, and we keep it only as long as it is needed for the purposes above.', description: 'Privacy policy, security, paragraph 1' },
  securityP2: { id: 'legal.privacy.security.p2', defaultMessage: 'No way of sending or storing information online is completely secure. Please keep the contact form brief: you do not need to share your history to book a consultation.', description: 'Privacy policy, security, paragraph 2' },
  securityP3: { id: 'legal.privacy.security.p3', defaultMessage: 'If someone else can see your phone, computer or email, consider contacting us from a device and account they cannot reach. If you are in immediate danger, call {emergency}.', description: 'Privacy policy, security, safety advice; {emergency} is the local emergency number' },

  cookiesTitle: { id: 'legal.privacy.cookies.title', defaultMessage: 'Cookies and tracking', description: 'Privacy policy section heading' },
  cookiesP1: { id: 'legal.privacy.cookies.p1', defaultMessage: 'This website sets no cookies. It runs no analytics, advertising or tracking code, and it loads no fonts, scripts or images from other companies, so visiting it tells no third party that you were here. Choosing a region changes only the address of the page; nothing is stored on your device.', description: 'Privacy policy, cookies, paragraph 1' },
  cookiesP2: { id: 'legal.privacy.cookies.p2', defaultMessage: 'When you send the contact form, your browser connects to Zoho to deliver it. Anything Zoho sets or records at that moment is covered by its own privacy policy.', description: 'Privacy policy, cookies, paragraph 2 about the form service (Zoho, a company name)' },

  rightsTitle: { id: 'legal.privacy.rights.title', defaultMessage: 'Your rights', description: 'Privacy policy section heading' },
  rightsP1: { id: 'legal.privacy.rights.p1', defaultMessage: 'You can ask us at any time to:', description: 'Privacy policy, rights, introduction to a list' },
  rightsAccess: { id: 'legal.privacy.rights.access', defaultMessage: 'tell you what information we hold about you and give you a copy;', description: 'Privacy policy, rights, list item' },
  rightsCorrect: { id: 'legal.privacy.rights.correct', defaultMessage: 'correct anything that is wrong;', description: 'Privacy policy, rights, list item' },
  rightsDelete: { id: 'legal.privacy.rights.delete', defaultMessage: 'delete your information, unless the law requires us to keep it;', description: 'Privacy policy, rights, list item' },
  rightsStop: { id: 'legal.privacy.rights.stop', defaultMessage: 'stop contacting you, or withdraw a consent you gave.', description: 'Privacy policy, rights, list item' },
  rightsP2: { id: 'legal.privacy.rights.p2', defaultMessage: 'Depending on where you live, laws such as the UK GDPR, Canada’s PIPEDA, Australia’s Privacy Act 1988 or New Zealand’s Privacy Act 2020 may give you further rights, including the right to complain to your privacy regulator. To make a request, <contact>get in touch</contact>. There is no charge.', description: 'Privacy policy, rights, closing paragraph; names real privacy laws; <contact> links to the contact page' },

  healthTitle: { id: 'legal.privacy.health.title', defaultMessage: 'Confidentiality of health information', description: 'Privacy policy section heading' },
  healthP1: { id: 'legal.privacy.health.p1', defaultMessage: 'What you share about your health, history and experiences is treated as confidential and sensitive. Any notes are kept private and secure, and nothing is shared without your consent, except in the rare situations the law requires:', description: 'Privacy policy, health information, introduction to a list of legal limits' },
  healthRisk: { id: 'legal.privacy.health.risk', defaultMessage: 'when there is a serious and imminent risk to your life or safety, or someone else’s;', description: 'Privacy policy, health information, limit of confidentiality' },
  healthChild: { id: 'legal.privacy.health.child', defaultMessage: 'when a child or vulnerable adult is at risk of abuse or neglect;', description: 'Privacy policy, health information, limit of confidentiality' },
  healthCourt: { id: 'legal.privacy.health.court', defaultMessage: 'when a court order or other law requires disclosure.', description: 'Privacy policy, health information, limit of confidentiality' },
  healthP2: { id: 'legal.privacy.health.p2', defaultMessage: 'Thrive is a coaching practice, not a health-care provider, so laws written for clinicians, such as HIPAA in the United States, may not apply to it. We follow their spirit all the same: we ask only for what is needed, keep it private, and share it only with your consent or when the law requires.', description: 'Privacy policy, health information: coaching is not health care; Thrive is the brand name; HIPAA is the US health privacy law' },

  changesTitle: { id: 'legal.privacy.changes.title', defaultMessage: 'Changes to this policy', description: 'Privacy policy section heading' },
  changesP1: { id: 'legal.privacy.changes.p1', defaultMessage: 'We may update this policy when the website, our services or the law change. The effective date at the top of this page shows when it last changed. If a change affects information you have already given us, we will tell you directly before it takes effect.', description: 'Privacy policy, changes' },

  contactTitle: { id: 'legal.privacy.contact.title', defaultMessage: 'Contact us', description: 'Privacy policy section heading' },
  contactP1: { id: 'legal.privacy.contact.p1', defaultMessage: 'For any question about this policy or your information, please use the <contact>contact form</contact>. We reply during session hours: {hours}.', description: 'Privacy policy, contact; <contact> links to the contact page; {hours} is the session days, time range and time zone, already formatted' },
}))

export const privacyMessages = m

export const privacyPolicy: LegalDocument = {
  effective: legalEffectiveDate,
  title: m.title,
  lead: m.lead,
  sections: [
    { id: 'information-we-collect', title: m.collectTitle, blocks: [para(m.collectP1), list(m.collectForm, m.collectFormFields, m.collectDirect, m.collectLogs), para(m.collectQuiz)] },
    { id: 'how-we-use-information', title: m.useTitle, blocks: [para(m.useP1), list(m.useReply, m.useCoaching, m.useLaw), para(m.useP2)] },
    {
      id: 'sharing',
      title: m.shareTitle,
      blocks: [para(m.shareForm, { zoho: 'https://www.zoho.com/privacy.html' }), para(m.shareVideo), para(m.shareLaw), para(m.shareTransfer)],
    },
    { id: 'security', title: m.securityTitle, blocks: [para(m.securityP1), para(m.securityP2), para(m.securityP3)] },
    { id: 'cookies', title: m.cookiesTitle, blocks: [para(m.cookiesP1), para(m.cookiesP2)] },
    { id: 'your-rights', title: m.rightsTitle, blocks: [para(m.rightsP1), list(m.rightsAccess, m.rightsCorrect, m.rightsDelete, m.rightsStop), para(m.rightsP2, { contact: '/contact' })] },
    { id: 'health-information', title: m.healthTitle, blocks: [para(m.healthP1), list(m.healthRisk, m.healthChild, m.healthCourt), para(m.healthP2)] },
    { id: 'changes', title: m.changesTitle, blocks: [para(m.changesP1)] },
    { id: 'contact', title: m.contactTitle, blocks: [para(m.contactP1, { contact: '/contact' })] },
  ],
}
