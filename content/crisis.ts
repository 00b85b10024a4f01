import { defineMessages, type MessageDescriptor } from 'react-intl'
import type { Locale } from './locales'
import { browsingSafetyPath } from './exit'
import { described } from './messages'

/**
 * Crisis, emergency and domestic-abuse lines for each service region, with the
 * source of each number (its `source.url`) so it can be re-checked. A page
 * never types a number: it renders <CrisisNumbers /> or <EmergencyNumber />.
 */
export type ContactKind = 'emergency' | 'crisis' | 'abuse'
export type Country = 'US' | 'CA' | 'GB' | 'AU' | 'NZ'

export type ContactAction =
  | { type: 'call'; display: string; tel: string }
  | { type: 'text'; display: string; sms: string; keyword?: string }
  | { type: 'chat'; href: string }
  /** A service with no single number (e.g. a directory of local shelters). */
  | { type: 'link'; href: string; label: MessageDescriptor }

export type CrisisContact = {
  id: string
  kind: ContactKind
  name: MessageDescriptor
  detail: MessageDescriptor
  actions: ContactAction[]
  source: { url: string; note: string }
}

const names = described(defineMessages({
  us911: { id: 'crisis.us.emergency.name', defaultMessage: 'Emergency services', description: 'Name of the US emergency number (911)' },
  us911Detail: { id: 'crisis.us.emergency.detail', defaultMessage: 'If you are in immediate danger.', description: 'When to call 911' },
  us988: { id: 'crisis.us.988.name', defaultMessage: '988 Suicide & Crisis Lifeline', description: 'Name of the US suicide and crisis line (a proper name)' },
  us988Detail: { id: 'crisis.us.988.detail', defaultMessage: 'Call, text or chat online, 24/7, free and confidential.', description: 'What the 988 Lifeline offers' },
  usHotline: { id: 'crisis.us.hotline.name', defaultMessage: 'National Domestic Violence Hotline', description: 'Name of the US domestic violence hotline (a proper name)' },
  usHotlineDetail: { id: 'crisis.us.hotline.detail', defaultMessage: 'Confidential support and safety planning, 24/7.', description: 'What the US domestic violence hotline offers' },
  ca988: { id: 'crisis.ca.988.name', defaultMessage: '9-8-8 Suicide Crisis Helpline (Canada)', description: 'Name of the Canadian suicide crisis line (a proper name)' },
  ca988Detail: { id: 'crisis.ca.988.detail', defaultMessage: 'Call or text, 24/7. In Canada, call 911 in an emergency; in some territories use the local emergency number.', description: 'What the Canadian 9-8-8 line offers, with a note about 911 in the territories' },
  caShelterSafe: { id: 'crisis.ca.sheltersafe.name', defaultMessage: 'ShelterSafe (Canada)', description: 'Name of the Canadian online map of shelters for women (a proper name)' },
  caShelterSafeDetail: { id: 'crisis.ca.sheltersafe.detail', defaultMessage: 'Canada has no single national abuse line. This map lists shelters and transition houses across the country, with how to reach each one.', description: 'What ShelterSafe offers, and why Canada has no single national domestic abuse number' },
  caShelterSafeLink: { id: 'crisis.ca.sheltersafe.link', defaultMessage: 'Find a shelter near you', description: 'Link to the ShelterSafe map of shelters in Canada' },
  gb999: { id: 'crisis.gb.emergency.name', defaultMessage: 'Emergency services', description: 'Name of the UK emergency number (999)' },
  gb999Detail: { id: 'crisis.gb.emergency.detail', defaultMessage: 'If you are in immediate danger. 112 also works. If you cannot speak on a 999 mobile call, press 55 when asked (the Silent Solution).', description: 'When to call 999 in the UK, and the Silent Solution for callers who cannot speak' },
  gbSamaritans: { id: 'crisis.gb.samaritans.name', defaultMessage: 'Samaritans', description: 'Name of the UK listening service (a proper name)' },
  gbSamaritansDetail: { id: 'crisis.gb.samaritans.detail', defaultMessage: 'Free, 24/7, for anyone who is struggling to cope.', description: 'What Samaritans offers' },
  gbHelpline: { id: 'crisis.gb.helpline.name', defaultMessage: 'National Domestic Abuse Helpline', description: 'Name of the UK domestic abuse helpline run by Refuge (a proper name)' },
  gbHelplineDetail: { id: 'crisis.gb.helpline.detail', defaultMessage: 'Free, confidential, 24/7. Run by Refuge.', description: 'What the UK National Domestic Abuse Helpline offers' },
  au000: { id: 'crisis.au.emergency.name', defaultMessage: 'Emergency services (Australia)', description: 'Name of the Australian emergency number (000)' },
  au000Detail: { id: 'crisis.au.emergency.detail', defaultMessage: 'If you are in immediate danger in Australia.', description: 'When to call 000' },
  auLifeline: { id: 'crisis.au.lifeline.name', defaultMessage: 'Lifeline (Australia)', description: 'Name of the Australian crisis support line (a proper name)' },
  auLifelineDetail: { id: 'crisis.au.lifeline.detail', defaultMessage: 'Crisis support and suicide prevention, 24/7.', description: 'What Lifeline offers' },
  au1800: { id: 'crisis.au.respect.name', defaultMessage: '1800RESPECT (Australia)', description: 'Name of the Australian national domestic, family and sexual violence counselling service (a proper name)' },
  au1800Detail: { id: 'crisis.au.respect.detail', defaultMessage: 'Domestic, family and sexual violence counselling, 24/7.', description: 'What 1800RESPECT offers' },
  nz111: { id: 'crisis.nz.emergency.name', defaultMessage: 'Emergency services (New Zealand)', description: 'Name of the New Zealand emergency number (111)' },
  nz111Detail: { id: 'crisis.nz.emergency.detail', defaultMessage: 'If you are in immediate danger in New Zealand.', description: 'When to call 111' },
  nz1737: { id: 'crisis.nz.1737.name', defaultMessage: '1737, Need to talk? (New Zealand)', description: 'Name of the New Zealand mental health support line (a proper name)' },
  nz1737Detail: { id: 'crisis.nz.1737.detail', defaultMessage: 'Free call or text, 24/7, to talk with a trained counsellor.', description: 'What 1737 offers' },
  nzRefuge: { id: 'crisis.nz.refuge.name', defaultMessage: "Women's Refuge crisis line (New Zealand)", description: "Name of New Zealand's Women's Refuge crisis line (a proper name)" },
  nzRefugeDetail: { id: 'crisis.nz.refuge.detail', defaultMessage: 'Support for women experiencing family violence, 24/7.', description: "What Women's Refuge offers" },
}))

const contacts = {
  us911: { id: 'us-911', kind: 'emergency', name: names.us911, detail: names.us911Detail, actions: [{ type: 'call', display: '911', tel: '911' }], source: { url: 'https://www.911.gov/', note: '911.gov' } },
  us988: {
    id: 'us-988', kind: 'crisis', name: names.us988, detail: names.us988Detail,
    actions: [{ type: 'call', display: '988', tel: '988' }, { type: 'text', display: '988', sms: '988' }, { type: 'chat', href: 'https://988lifeline.org/chat/' }],
    source: { url: 'https://988lifeline.org/', note: '988lifeline.org: call or text 988, chat online, 24/7' },
  },
  usHotline: {
    id: 'us-ndvh', kind: 'abuse', name: names.usHotline, detail: names.usHotlineDetail,
    actions: [{ type: 'call', display: '1-800-799-7233', tel: '+18007997233' }, { type: 'text', display: '88788', sms: '88788', keyword: 'START' }, { type: 'chat', href: 'https://www.thehotline.org/' }],
    source: { url: 'https://www.thehotline.org/', note: 'thehotline.org: 1-800-799-7233, or text START to 88788' },
  },
  ca988: {
    id: 'ca-988', kind: 'crisis', name: names.ca988, detail: names.ca988Detail,
    actions: [{ type: 'call', display: '9-8-8', tel: '988' }, { type: 'text', display: '9-8-8', sms: '988' }],
    source: { url: 'https://988.ca/', note: 'Government of Canada announcement, live since 30 Nov 2023; endvaw.ca on 911 in the territories' },
  },
  caShelterSafe: {
    id: 'ca-sheltersafe', kind: 'abuse', name: names.caShelterSafe, detail: names.caShelterSafeDetail,
    actions: [{ type: 'link', href: 'https://www.sheltersafe.ca/', label: names.caShelterSafeLink }],
    source: { url: 'https://www.sheltersafe.ca/', note: 'No single national line in Canada; ShelterSafe (Women\'s Shelters Canada) lists shelters' },
  },
  gb999: {
    id: 'gb-999', kind: 'emergency', name: names.gb999, detail: names.gb999Detail,
    actions: [{ type: 'call', display: '999', tel: '999' }],
    source: { url: 'https://www.policeconduct.gov.uk/', note: '999, 112, and 55 on a mobile when you cannot speak (the Silent Solution, explained in the IOPC\'s "Make Yourself Heard" campaign)' },
  },
  gbSamaritans: {
    id: 'gb-samaritans', kind: 'crisis', name: names.gbSamaritans, detail: names.gbSamaritansDetail,
    actions: [{ type: 'call', display: '116 123', tel: '116123' }],
    source: { url: 'https://www.samaritans.org/', note: 'samaritans.org' },
  },
  gbHelpline: {
    id: 'gb-ndah', kind: 'abuse', name: names.gbHelpline, detail: names.gbHelplineDetail,
    actions: [{ type: 'call', display: '0808 2000 247', tel: '08082000247' }, { type: 'chat', href: 'https://www.nationaldahelpline.org.uk/' }],
    source: { url: 'https://refuge.org.uk/', note: 'refuge.org.uk' },
  },
  au000: { id: 'au-000', kind: 'emergency', name: names.au000, detail: names.au000Detail, actions: [{ type: 'call', display: '000', tel: '000' }], source: { url: 'https://www.esafety.gov.au/', note: 'esafety.gov.au' } },
  auLifeline: { id: 'au-lifeline', kind: 'crisis', name: names.auLifeline, detail: names.auLifelineDetail, actions: [{ type: 'call', display: '13 11 14', tel: '131114' }], source: { url: 'https://www.lifeline.org.au/', note: 'esafety.gov.au' } },
  au1800: { id: 'au-1800respect', kind: 'abuse', name: names.au1800, detail: names.au1800Detail, actions: [{ type: 'call', display: '1800 737 732', tel: '1800737732' }, { type: 'chat', href: 'https://www.1800respect.org.au/' }], source: { url: 'https://www.1800respect.org.au/', note: '1800respect.org.au' } },
  nz111: { id: 'nz-111', kind: 'emergency', name: names.nz111, detail: names.nz111Detail, actions: [{ type: 'call', display: '111', tel: '111' }], source: { url: 'https://www.govt.nz/', note: 'govt.nz' } },
  nz1737: { id: 'nz-1737', kind: 'crisis', name: names.nz1737, detail: names.nz1737Detail, actions: [{ type: 'call', display: '1737', tel: '1737' }, { type: 'text', display: '1737', sms: '1737' }], source: { url: 'https://1737.org.nz/', note: 'govt.nz' } },
  nzRefuge: { id: 'nz-refuge', kind: 'abuse', name: names.nzRefuge, detail: names.nzRefugeDetail, actions: [{ type: 'call', display: '0800 733 843', tel: '0800733843' }], source: { url: 'https://womensrefuge.org.nz/', note: 'govt.nz' } },
} satisfies Record<string, CrisisContact>

/**
 * For a reader in none of these countries, every crisis box ends with where
 * to find her own country's lines (the directory's record, with its source
 * and the date it was checked, is in ./helplineDirectory.ts).
 */
export { helplineDirectory, helplinesInCountry } from './helplineDirectory'

/** What each locale's reader sees, in order: her own region's lines (en-US adds Canada's 9-8-8 and ShelterSafe). */
export const crisisContacts: Record<Locale, CrisisContact[]> = {
  'en-US': [contacts.us911, contacts.us988, contacts.usHotline, contacts.ca988, contacts.caShelterSafe],
  'en-GB': [contacts.gb999, contacts.gbSamaritans, contacts.gbHelpline],
  'en-AU': [contacts.au000, contacts.auLifeline, contacts.au1800, contacts.nz111, contacts.nz1737, contacts.nzRefuge],
}

/** The emergency number(s) to name in running text, per locale. */
export const emergencyNumbers: Record<Locale, { display: string; tel: string; country?: MessageDescriptor }[]> = {
  'en-US': [{ display: '911', tel: '911' }],
  'en-GB': [{ display: '999', tel: '999' }],
  'en-AU': [
    { display: '000', tel: '000' },
    { display: '111', tel: '111', country: defineMessages({ nz: { id: 'crisis.emergency.inNz', defaultMessage: 'in New Zealand', description: 'Follows the New Zealand emergency number in running text: "call 000 (111 in New Zealand)"' } }).nz },
  ],
}

export function contactsFor(locale: Locale, kinds: readonly ContactKind[]): CrisisContact[] {
  return crisisContacts[locale].filter((contact) => kinds.includes(contact.kind))
}

/** Every kind of line, in the order a box lists them: a crisis box shows them all unless its record says why not. */
export const allContactKinds: readonly ContactKind[] = ['emergency', 'crisis', 'abuse']

/**
 * A crisis box that deliberately lists fewer than the region's full set: the
 * kinds it keeps and, for the editor, why (e.g. "a second box on the same page
 * already lists the others"). A box without one lists every kind; a reader in
 * danger may need any of the three lines, so the reason must be a real one.
 * The box writes both into its HTML (`data-crisis-kinds`, `data-crisis-reason`)
 * so e2e/crisis-numbers.spec.ts can hold every box to its record.
 */
export type CrisisSubset = { kinds: readonly [ContactKind, ...ContactKind[]]; reason: string }

/**
 * Where "Crisis help" in every page's bar leads: the box on the browsing-safety
 * page that lists the region's full set (its `id`; links go to its heading,
 * `#<boxId>-title`). One labelled step from any page, with or without JavaScript.
 */
export const crisisHelp = { path: browsingSafetyPath, boxId: 'safety-support' } as const
