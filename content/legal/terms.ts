import { defineMessages } from 'react-intl'
import { described } from '../messages'
import { legalEffectiveDate, list, para, type LegalDocument } from './common'

/** The terms of service (spec: thirteen sections). No jurisdiction is invented: governing law follows the coaching agreement. */
const m = described(defineMessages({
  metaTitle: { id: 'legal.terms.meta.title', defaultMessage: 'Terms of Service', description: 'Terms of service page title (browser tab and search results)' },
  metaDescription: { id: 'legal.terms.meta.description', defaultMessage: 'The terms for using the Thrive website and its trauma recovery coaching: educational and supportive, not therapy, with clear boundaries.', description: 'Terms of service description for search results; Thrive is the brand name' },
  title: { id: 'legal.terms.title', defaultMessage: 'Terms of Service', description: 'Main heading (h1) of the terms of service' },
  lead: { id: 'legal.terms.lead', defaultMessage: 'These terms explain what you can expect from this website and from coaching with Thrive, and what we ask of you in return. We have kept them as plain as we can.', description: 'Introduction under the terms of service heading; Thrive is the brand name' },

  acceptTitle: { id: 'legal.terms.accept.title', defaultMessage: 'Acceptance of these terms', description: 'Terms of service section heading' },
  acceptP1: { id: 'legal.terms.accept.p1', defaultMessage: 'By using this website or booking a consultation, you agree to these terms. If you do not agree, please do not use the site or our services.', description: 'Terms, acceptance, paragraph 1' },
  acceptP2: { id: 'legal.terms.accept.p2', defaultMessage: 'Coaching is for adults aged 18 and over. Before coaching begins, you and the coach sign a coaching agreement with the details of your work together; where it differs from these terms, the agreement applies.', description: 'Terms, acceptance, paragraph 2' },

  natureTitle: { id: 'legal.terms.nature.title', defaultMessage: 'Nature of the services', description: 'Terms of service section heading' },
  natureP1: { id: 'legal.terms.nature.p1', defaultMessage: 'Trauma recovery coaching is educational and supportive. It is not therapy, counseling, or medical or psychological treatment. The coach does not diagnose or treat any condition, prescribe medication or offer legal advice.', description: 'Terms, nature of services, paragraph 1' },
  natureP2: { id: 'legal.terms.nature.p2', defaultMessage: 'Coaching is not an emergency or crisis service. If you are in immediate danger, call {emergency}. Healing looks different for everyone, so no particular result can be promised.', description: 'Terms, nature of services, paragraph 2; {emergency} is the local emergency number' },

  boundariesTitle: { id: 'legal.terms.boundaries.title', defaultMessage: 'Professional boundaries', description: 'Terms of service section heading' },
  boundariesP1: { id: 'legal.terms.boundaries.p1', defaultMessage: 'The coaching relationship is a professional one, and clear boundaries help keep it safe. Contact between sessions is for scheduling and practical matters, through the channels agreed in your coaching agreement. The coach does not enter into personal, business or social media relationships with clients.', description: 'Terms, professional boundaries, paragraph 1' },
  boundariesP2: { id: 'legal.terms.boundaries.p2', defaultMessage: 'If your needs go beyond what coaching can safely offer, the coach will say so honestly and may suggest you also seek support from a licensed professional.', description: 'Terms, professional boundaries, paragraph 2' },

  responsibilitiesTitle: { id: 'legal.terms.responsibilities.title', defaultMessage: 'Your responsibilities', description: 'Terms of service section heading' },
  responsibilitiesP1: { id: 'legal.terms.responsibilities.p1', defaultMessage: 'As a client, you agree to:', description: 'Terms, client responsibilities, introduction to a list' },
  responsibilitiesHonest: { id: 'legal.terms.responsibilities.honest', defaultMessage: 'take part as openly as feels safe, and say when something does not feel right;', description: 'Terms, client responsibilities, list item' },
  responsibilitiesSpace: { id: 'legal.terms.responsibilities.space', defaultMessage: 'join sessions on time, from a private space where you can speak freely;', description: 'Terms, client responsibilities, list item' },
  responsibilitiesCare: { id: 'legal.terms.responsibilities.care', defaultMessage: 'let the coach know about any therapy or medical care that matters for your coaching;', description: 'Terms, client responsibilities, list item' },
  responsibilitiesHelp: { id: 'legal.terms.responsibilities.help', defaultMessage: 'seek professional or emergency help when you need it;', description: 'Terms, client responsibilities, list item' },
  responsibilitiesChoices: { id: 'legal.terms.responsibilities.choices', defaultMessage: 'remember that the decisions you make in your life remain your own.', description: 'Terms, client responsibilities, list item' },

  confidentialityTitle: { id: 'legal.terms.confidentiality.title', defaultMessage: 'Confidentiality', description: 'Terms of service section heading' },
  confidentialityP1: { id: 'legal.terms.confidentiality.p1', defaultMessage: 'What you share in coaching is kept confidential and is not passed on without your consent, within the limits of the law. Confidentiality may have to be broken when there is a serious and imminent risk to your life or someone else’s, when a child or vulnerable adult is at risk of abuse or neglect, or when a court order or other law requires disclosure.', description: 'Terms, confidentiality and its legal limits' },
  confidentialityP2: { id: 'legal.terms.confidentiality.p2', defaultMessage: 'Sessions are never recorded unless you and the coach both agree in advance. The <privacy>privacy policy</privacy> explains how information sent through this website is handled.', description: 'Terms, confidentiality, paragraph 2; <privacy> links to the privacy policy' },

  paymentTitle: { id: 'legal.terms.payment.title', defaultMessage: 'Payment and cancellation', description: 'Terms of service section heading' },
  paymentP1: { id: 'legal.terms.payment.p1', defaultMessage: 'The first consultation is free. Fees, how and when to pay, and how to reschedule or cancel a session are agreed with you separately, in writing, before coaching begins, and are set out in your coaching agreement.', description: 'Terms, payment and cancellation (agreed separately)' },

  liabilityTitle: { id: 'legal.terms.liability.title', defaultMessage: 'Limitation of liability', description: 'Terms of service section heading' },
  liabilityP1: { id: 'legal.terms.liability.p1', defaultMessage: 'To the fullest extent the law allows, the practice’s total liability for any claim arising from the coaching services or this website is limited to the amount you paid for the services concerned. The practice is not liable for indirect or consequential losses.', description: 'Terms, limitation of liability: capped at the amount paid' },
  liabilityP2: { id: 'legal.terms.liability.p2', defaultMessage: 'Nothing in these terms limits any liability that cannot be limited by law, or takes away rights you have as a consumer where you live.', description: 'Terms, limitation of liability, consumer rights' },

  websiteTitle: { id: 'legal.terms.website.title', defaultMessage: 'Use of this website', description: 'Terms of service section heading' },
  websiteP1: { id: 'legal.terms.website.p1', defaultMessage: 'The articles, guides and quiz on this website are general information for education. They are not medical or mental health advice and are no substitute for care from a qualified professional who knows your situation.', description: 'Terms, website use, paragraph 1' },
  websiteP2: { id: 'legal.terms.website.p2', defaultMessage: 'Links to other websites are offered for your convenience; we do not control those sites and are not responsible for them. Please do not misuse this site, for example by trying to disrupt it or by sending unlawful content through its forms.', description: 'Terms, website use, paragraph 2' },

  ipTitle: { id: 'legal.terms.ip.title', defaultMessage: 'Intellectual property', description: 'Terms of service section heading' },
  ipP1: { id: 'legal.terms.ip.p1', defaultMessage: 'The text, design and materials on this website and in coaching belong to Thrive unless stated otherwise. You are welcome to read them, print them for your own use and share links to them. Please ask before copying, publishing or selling them.', description: 'Terms, intellectual property; Thrive is the brand name' },

  terminationTitle: { id: 'legal.terms.termination.title', defaultMessage: 'Ending coaching', description: 'Terms of service section heading (termination)' },
  terminationP1: { id: 'legal.terms.termination.p1', defaultMessage: 'You may stop coaching at any time, as set out in your coaching agreement. The coach may pause or end coaching if it is no longer the right kind of support for you, or if the agreement or these terms are seriously or repeatedly broken. Where possible, this is discussed with you first, with suggestions for other support.', description: 'Terms, termination' },

  changesTitle: { id: 'legal.terms.changes.title', defaultMessage: 'Changes to these terms', description: 'Terms of service section heading' },
  changesP1: { id: 'legal.terms.changes.p1', defaultMessage: 'We may update these terms from time to time. The effective date at the top of this page shows when they last changed, and using the website after a change means you accept the new version. A change never alters a coaching agreement you have already signed without your consent.', description: 'Terms, changes to terms' },

  lawTitle: { id: 'legal.terms.law.title', defaultMessage: 'Governing law', description: 'Terms of service section heading' },
  lawP1: { id: 'legal.terms.law.p1', defaultMessage: 'These terms are governed by the law of the place where the practice has its principal place of business, as stated in your coaching agreement. This does not take away any protection that the law where you live gives you, including the right to bring a claim in your local courts where that law allows it.', description: 'Terms, governing law (no jurisdiction named on purpose: it is stated in the coaching agreement)' },

  contactTitle: { id: 'legal.terms.contact.title', defaultMessage: 'Contact us', description: 'Terms of service section heading' },
  contactP1: { id: 'legal.terms.contact.p1', defaultMessage: 'If you have a question about these terms, please use the <contact>contact form</contact>. We reply during session hours: {hours}.', description: 'Terms, contact; <contact> links to the contact page; {hours} is the session days, time range and time zone, already formatted' },
}))

export const termsMessages = m

export const termsOfService: LegalDocument = {
  effective: legalEffectiveDate,
  title: m.title,
  lead: m.lead,
  sections: [
    { id: 'acceptance', title: m.acceptTitle, blocks: [para(m.acceptP1), para(m.acceptP2)] },
    { id: 'nature-of-services', title: m.natureTitle, blocks: [para(m.natureP1), para(m.natureP2)] },
    { id: 'professional-boundaries', title: m.boundariesTitle, blocks: [para(m.boundariesP1), para(m.boundariesP2)] },
    {
      id: 'client-responsibilities',
      title: m.responsibilitiesTitle,
      blocks: [para(m.responsibilitiesP1), list(m.responsibilitiesHonest, m.responsibilitiesSpace, m.responsibilitiesCare, m.responsibilitiesHelp, m.responsibilitiesChoices)],
    },
    { id: 'confidentiality', title: m.confidentialityTitle, blocks: [para(m.confidentialityP1), para(m.confidentialityP2, { privacy: '/privacy-policy' })] },
    { id: 'payment-and-cancellation', title: m.paymentTitle, blocks: [para(m.paymentP1)] },
    { id: 'limitation-of-liability', title: m.liabilityTitle, blocks: [para(m.liabilityP1), para(m.liabilityP2)] },
    { id: 'website-use', title: m.websiteTitle, blocks: [para(m.websiteP1), para(m.websiteP2)] },
    { id: 'intellectual-property', title: m.ipTitle, blocks: [para(m.ipP1)] },
    { id: 'termination', title: m.terminationTitle, blocks: [para(m.terminationP1)] },
    { id: 'changes', title: m.changesTitle, blocks: [para(m.changesP1)] },
    { id: 'governing-law', title: m.lawTitle, blocks: [para(m.lawP1)] },
    { id: 'contact', title: m.contactTitle, blocks: [para(m.contactP1, { contact: '/contact' })] },
  ],
}
