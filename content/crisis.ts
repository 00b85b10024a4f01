import { defineMessages, type MessageDescriptor } from 'react-intl'
import { locales, type Locale } from './locales'
import { browsingSafetyPath } from './exit'
import { described } from './messages'

/**
 * Crisis, emergency and domestic-abuse lines for each service region, with the
 * source of each number (its `source.url`) so it can be re-checked. A page
 * never types a number: it renders <CrisisNumbers /> or <EmergencyNumber />.
 */
export type ContactKind = 'emergency' | 'crisis' | 'abuse'

export type ContactAction =
  | { type: 'call'; display: string; tel: string }
  | { type: 'text'; display: string; sms: string; keyword?: string }
  | { type: 'chat'; href: string }
  /** A service with no single number (e.g. a directory of local shelters). */
  | { type: 'link'; href: string; label: MessageDescriptor }

/**
 * Where a fact shown to readers was confirmed: the service's own page (or, for
 * an emergency number, a government body's), the words it uses, and when.
 */
export type CheckedSource = {
  url: string
  /** The page's own words for the fact, quoted exactly. */
  quote: string
  /** When it was last confirmed at `url` (ISO date; docs/content-review.md). */
  checked: string
}

/**
 * What a line offers a woman with little English, or who cannot use a voice
 * call (issue 59): how to get an interpreter, its other languages, a way
 * without a voice call (text, chat, relay, sign language). One short line
 * under the line's own links, in the service's own words, shown only where the
 * service itself (or, for an emergency number, a government body) publishes
 * it: `sources` holds each fact the line states. `text` is one message with a
 * tag per link (`<sms>text AYUDA to 988</sms>`); `links` gives each tag's
 * address (tel:, sms: or the service's page).
 */
export type AccessLine = {
  text: MessageDescriptor
  links: Record<string, string>
  sources: [CheckedSource, ...CheckedSource[]]
}

export type CrisisContact = {
  id: string
  kind: ContactKind
  name: MessageDescriptor
  detail: MessageDescriptor
  actions: ContactAction[]
  /** Where the number was confirmed. `testData` marks a test's made-up line: the build refuses it outside a test's copy (scripts/regions-check.ts). */
  source: { url: string; note: string; testData?: true }
  /** Its language and access options, where it publishes any (none is shown that could not be confirmed). */
  access?: AccessLine
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

const accessText = described(defineMessages({
  us911: {
    id: 'crisis.access.us911',
    defaultMessage: 'If you don’t speak English, say the language you speak, in English, and stay on the line while an interpreter joins the call.',
    description: 'Under 911: how to get an interpreter, as US 911 centres publish it',
  },
  us988: {
    id: 'crisis.access.us988',
    defaultMessage: 'In Spanish: call 988 and press 2, or <sms>text AYUDA to 988</sms>. In American Sign Language: <asl>ASL Now</asl> on the 988 Lifeline’s website.',
    description: 'Under the 988 Lifeline: its Spanish option and its sign-language video option. <sms> opens a text message; AYUDA is the Spanish word to send, keep it. <asl> links to the Lifeline\'s website; "ASL Now" is the name of its button, keep it',
  },
  gb999: {
    id: 'crisis.access.gb999',
    defaultMessage: 'Need an interpreter? Say the name of your language in English (for example, “Arabic”) and stay on the phone, even if the line goes quiet or beeps. Deaf or can’t speak? Use <bsl>999 BSL</bsl> (a video call in British Sign Language), <relay>Relay UK on 18000</relay>, or text 999 once your phone is registered: <register>text “register” to 999</register>.',
    description: 'Under 999: how to get an interpreter (NHS Wales\'s words) and the ways in without a voice call. <bsl> links to the 999 BSL service (a proper name); <relay> calls 18000; <register> opens a text to 999 with the word "register" (keep that word in English: it is what the service reads)',
  },
  au000: {
    id: 'crisis.access.au000',
    defaultMessage: 'Need an interpreter? Ask the operator, for example: “I need an interpreter in Arabic”, and stay on the phone. Deaf or can’t speak? With a TTY, <tty>call 106</tty>; with any <nrs>National Relay Service</nrs> call, ask for Triple Zero (000).',
    description: 'Under 000: how to get an interpreter (Queensland Ambulance Service\'s words) and the ways in without a voice call. <tty> calls 106; <nrs> links to the National Relay Service\'s emergency-call page (a proper name). Keep the quoted request in English: it is what she says to the operator',
  },
  auLifeline: {
    id: 'crisis.access.auLifeline',
    defaultMessage: 'Another language: <tis>call TIS National on 131 450</tis>, say your language and ask for Lifeline on 13 11 14. Deaf, or hard to understand on the phone: through the National Relay Service, <tty>TTY 133 677</tty> or <speak>Speak and Listen 1300 555 727</speak>, then ask for 13 11 14.',
    description: 'Under Lifeline Australia: how to reach it in another language (through the TIS National interpreting service) and through the National Relay Service. Each tag calls the number inside it. TIS National, TTY and Speak and Listen are proper names',
  },
  nz111: {
    id: 'crisis.access.nz111',
    defaultMessage: 'Deaf or hearing impaired? Register for <txt>111 TXT</txt> with the Police; then you can text 111 in an emergency.',
    description: 'Under New Zealand\'s 111: the emergency text service for registered Deaf and hearing-impaired people. <txt> links to the Police\'s 111 TXT page; "111 TXT" is its name',
  },
  nzRefuge: {
    id: 'crisis.access.nzRefuge',
    defaultMessage: 'Can’t call? <chat>Live chat with an advocate</chat> on the Women’s Refuge website.',
    description: 'Under the Women\'s Refuge crisis line (New Zealand): its live chat. <chat> links to its Get help page',
  },
}))

/** Checked on 2026-12-06, each on the stored copy of its page the search tool holds (docs/content-review.md). */
const checked = '2026-12-06'

const access = {
  us911: {
    text: accessText.us911,
    links: {},
    sources: [
      { url: 'https://www.bothellwa.gov/2036/Interpreter-Services-for-Limited-English', quote: 'State what language or dialect you speak. Remain on the line while the 911 Dispatcher works to have an interpreter join the phone call.', checked },
      { url: 'https://www.portlandoregon.gov/911/article/672650', quote: 'If you or someone you know does not speak English, dial 9-1-1 and advise the Calltaker what language you speak. It helps us if you are able to tell us the language you speak in English.', checked },
    ],
  },
  us988: {
    text: accessText.us988,
    links: { sms: 'sms:988?body=AYUDA', asl: 'https://988lifeline.org/' },
    sources: [
      { url: 'https://988lifeline.org/get-help/what-to-expect', quote: 'First, you’ll hear a message that gives you service selection options including Veterans (Press 1), Spanish-language (Press 2), or your local 988 Lifeline contact center.', checked },
      { url: 'https://988lifeline.org/get-help/what-to-expect', quote: 'When you send a text to 988, you will be given options to connect with a live counselor from the main 988 Lifeline or our Spanish-language (text AYUDA)', checked },
      { url: 'https://www.samhsa.gov/newsroom/press-announcements/20230908/988-suicide-crisis-lifeline-adds-american-sign-language-services-deaf-hard-of-hearing-callers', quote: 'To connect directly to a trained 988 Lifeline counselor in ASL, callers who are Deaf, DeafBlind, DeafDisabled, Hard of Hearing, and Late-Deafened can click the "ASL Now" button on [988lifeline.org] and follow the prompts.', checked },
    ],
  },
  gb999: {
    text: accessText.gb999,
    links: { bsl: 'https://www.999bsl.co.uk/', relay: 'tel:18000', register: 'sms:999?body=register' },
    sources: [
      { url: 'https://111.wales.nhs.uk/localservices/informationinotherlanguages/LSInfoOtherLanguagePage8/', quote: 'If you need an interpreter, tell the ambulance service the name of your language - in English. For example, “Arabic” or “Ukrainian”. … The line will go quiet when the ambulance service is arranging an interpreter. There might be some beeping noises. Do not end the call, stay on the phone.', checked },
      { url: 'https://www.ofcom.org.uk/phones-and-broadband/accessibility/emergency-video-relay/', quote: 'Deaf British Sign Language (BSL) users can now call the emergency services in their first language. … You can access emergency video relay via the 999BSL website or download the dedicated app.', checked },
      { url: 'https://www.relayuk.bt.com/news/providing-a-vital-lifeline.html', quote: 'In an emergency, Relay UK enables a user to alert the police, ambulance, fire, or coastguard services by either connecting via a Relay agent based in one of BT’s centres, or by texting a message to 999 using BT’s emergency SMS service.', checked },
      { url: 'https://bucksfire.gov.uk/safety-hub/emergency-sms/', quote: 'Text the word ‘register’ to 999. … If you do not receive a reponse within 2-3 minutes, call 18000 if you are able to', checked },
    ],
  },
  au000: {
    text: accessText.au000,
    links: { tty: 'tel:106', nrs: 'https://www.infrastructure.gov.au/media-communications-arts/phone/services-people-disability/accesshub/national-relay-service/emergency-calls-000' },
    sources: [
      { url: 'https://ambulance.qld.gov.au/calling-an-ambulance', quote: 'You can ask the operator for a free interpreter by saying, for example, \'I need interpreter in Sango or French\'. It may take time to get you an interpreter, so try telling them your address in English if you can and stay on the phone.', checked },
      { url: 'https://www.infrastructure.gov.au/media-communications-arts/phone/services-people-disability/accesshub/national-relay-service/emergency-calls-000', quote: 'Calls to Triple Zero (000) can be requested by users of the NRS through any call option … The designated TTY emergency call number (106) is available to TTY users.', checked },
    ],
  },
  auLifeline: {
    text: accessText.auLifeline,
    links: { tis: 'tel:131450', tty: 'tel:133677', speak: 'tel:1300555727' },
    sources: [
      { url: 'https://www.llg.org.au/contact/accessibility', quote: 'Call TIS National on 131 450* - Tell the operator which language you need and that you would like to talk to Lifeline on 13 11 14 … TTY (teletypewriter) users phone 133 677 then ask for 13 11 14 - Speak and Listen users phone 1300 555 727 then ask for 13 11 14', checked },
    ],
  },
  nz111: {
    text: accessText.nz111,
    links: { txt: 'https://www.police.govt.nz/node/28710' },
    sources: [
      { url: 'https://www.police.govt.nz/news/release/25738', quote: 'The 111 text service is for Deaf and hearing impaired people who register with us.', checked },
      { url: 'https://police.govt.nz/node/28710', quote: 'Yes, if the person is deaf they can text 111.', checked },
    ],
  },
  nzRefuge: {
    text: accessText.nzRefuge,
    links: { chat: 'https://womensrefuge.org.nz/get-help/' },
    sources: [{ url: 'https://womensrefuge.org.nz/get-help/', quote: 'Click the below image to live chat with an advocate now', checked }],
  },
} satisfies Record<string, AccessLine>

const contacts = {
  us911: { id: 'us-911', kind: 'emergency', name: names.us911, detail: names.us911Detail, actions: [{ type: 'call', display: '911', tel: '911' }], source: { url: 'https://www.911.gov/', note: '911.gov' }, access: access.us911 },
  us988: {
    id: 'us-988', kind: 'crisis', name: names.us988, detail: names.us988Detail,
    actions: [{ type: 'call', display: '988', tel: '988' }, { type: 'text', display: '988', sms: '988' }, { type: 'chat', href: 'https://988lifeline.org/chat/' }],
    source: { url: 'https://988lifeline.org/', note: '988lifeline.org: call or text 988, chat online, 24/7' },
    access: access.us988,
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
    access: access.gb999,
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
  au000: { id: 'au-000', kind: 'emergency', name: names.au000, detail: names.au000Detail, actions: [{ type: 'call', display: '000', tel: '000' }], source: { url: 'https://www.esafety.gov.au/', note: 'esafety.gov.au' }, access: access.au000 },
  auLifeline: { id: 'au-lifeline', kind: 'crisis', name: names.auLifeline, detail: names.auLifelineDetail, actions: [{ type: 'call', display: '13 11 14', tel: '131114' }], source: { url: 'https://www.lifeline.org.au/', note: 'esafety.gov.au' }, access: access.auLifeline },
  au1800: { id: 'au-1800respect', kind: 'abuse', name: names.au1800, detail: names.au1800Detail, actions: [{ type: 'call', display: '1800 737 732', tel: '1800737732' }, { type: 'chat', href: 'https://www.1800respect.org.au/' }], source: { url: 'https://www.1800respect.org.au/', note: '1800respect.org.au' } },
  nz111: { id: 'nz-111', kind: 'emergency', name: names.nz111, detail: names.nz111Detail, actions: [{ type: 'call', display: '111', tel: '111' }], source: { url: 'https://www.govt.nz/', note: 'govt.nz' }, access: access.nz111 },
  nz1737: { id: 'nz-1737', kind: 'crisis', name: names.nz1737, detail: names.nz1737Detail, actions: [{ type: 'call', display: '1737', tel: '1737' }, { type: 'text', display: '1737', sms: '1737' }], source: { url: 'https://1737.org.nz/', note: 'govt.nz' } },
  nzRefuge: { id: 'nz-refuge', kind: 'abuse', name: names.nzRefuge, detail: names.nzRefugeDetail, actions: [{ type: 'call', display: '0800 733 843', tel: '0800733843' }], source: { url: 'https://womensrefuge.org.nz/', note: 'govt.nz' }, access: access.nzRefuge },
} satisfies Record<string, CrisisContact>

/**
 * For a reader in none of these countries, every crisis box ends with where
 * to find her own country's lines (the directory's record, with its source
 * and the date it was checked, is in ./helplineDirectory.ts).
 */
export { helplineDirectory, helplinesInCountry } from './helplineDirectory'

/**
 * For a reader whose browser's first language is not English: a published
 * sentence in her language on asking for an interpreter on the emergency
 * number (its record, with its source and the date it was checked, is in
 * ./interpreterSentences.ts; the first script shows it, JavaScript being the
 * only way to know her languages).
 */
export { interpreterSentences, type InterpreterSentence } from './interpreterSentences'

/** An expert technology-safety guide for survivors of abuse, in the reader's region. */
export type SafetyGuide = { id: string; href: string; name: MessageDescriptor; about: MessageDescriptor }

const guides = described(defineMessages({
  safetyNetName: { id: 'safety.guides.us.safetyNet.name', defaultMessage: 'Safety Net, National Network to End Domestic Violence', description: 'Name of a US project on technology safety for survivors (a proper name)' },
  safetyNetAbout: { id: 'safety.guides.us.safetyNet.about', defaultMessage: 'Guides to phones, location sharing, online accounts and more (United States).', description: 'What the Safety Net technology-safety site offers' },
  refugeName: { id: 'safety.guides.gb.refuge.name', defaultMessage: 'Refuge Tech Safety', description: 'Name of the UK charity Refuge\'s technology-safety site (a proper name)' },
  refugeAbout: { id: 'safety.guides.gb.refuge.about', defaultMessage: 'Step-by-step guides to securing devices and accounts, from the charity that runs the National Domestic Abuse Helpline.', description: 'What the Refuge Tech Safety site offers' },
  esafetyName: { id: 'safety.guides.au.esafety.name', defaultMessage: 'eSafety Commissioner', description: 'Name of Australia\'s government online-safety agency (a proper name)' },
  esafetyAbout: { id: 'safety.guides.au.esafety.about', defaultMessage: 'Australia\'s online safety agency, with advice on technology-facilitated abuse.', description: 'What the eSafety Commissioner offers' },
  netsafeName: { id: 'safety.guides.nz.netsafe.name', defaultMessage: 'Netsafe', description: 'Name of New Zealand\'s online-safety organization (a proper name)' },
  netsafeAbout: { id: 'safety.guides.nz.netsafe.about', defaultMessage: 'New Zealand\'s online safety organization, with free and confidential help.', description: 'What Netsafe offers' },
}))

/** An emergency number as running text names it: "call 000 (111 in New Zealand)". */
export type EmergencyNumber = { display: string; tel: string; country?: MessageDescriptor }

const inCountry = described(defineMessages({
  nz: { id: 'crisis.emergency.inNz', defaultMessage: 'in New Zealand', description: 'Follows the New Zealand emergency number in running text: "call 000 (111 in New Zealand)"' },
}))

/**
 * What one service region's reader is shown: her region's lines, in order; the
 * emergency number(s) to name in running text, the first being the one most
 * of its readers dial; and expert technology-safety guides for survivors in
 * its countries. Every region has all three (scripts/regions-check.ts stops
 * the build otherwise): a page never falls back to another region's numbers.
 */
export type RegionLines = {
  contacts: [CrisisContact, ...CrisisContact[]]
  emergency: [EmergencyNumber, ...EmergencyNumber[]]
  safetyGuides: [SafetyGuide, ...SafetyGuide[]]
}

/** Each service region's lines (content/regions.ts), by its locale. */
export const regionLines: Record<Locale, RegionLines> = {
  'en-US': {
    // en-US serves Canada too: Canada's 9-8-8 and ShelterSafe follow the US lines.
    contacts: [contacts.us911, contacts.us988, contacts.usHotline, contacts.ca988, contacts.caShelterSafe],
    emergency: [{ display: '911', tel: '911' }],
    safetyGuides: [{ id: 'us-safety-net', href: 'https://www.techsafety.org/', name: guides.safetyNetName, about: guides.safetyNetAbout }],
  },
  'en-GB': {
    contacts: [contacts.gb999, contacts.gbSamaritans, contacts.gbHelpline],
    emergency: [{ display: '999', tel: '999' }],
    safetyGuides: [{ id: 'gb-refuge-tech', href: 'https://refugetechsafety.org/', name: guides.refugeName, about: guides.refugeAbout }],
  },
  'en-AU': {
    contacts: [contacts.au000, contacts.auLifeline, contacts.au1800, contacts.nz111, contacts.nz1737, contacts.nzRefuge],
    emergency: [
      { display: '000', tel: '000' },
      { display: '111', tel: '111', country: inCountry.nz },
    ],
    safetyGuides: [
      { id: 'au-esafety', href: 'https://www.esafety.gov.au/', name: guides.esafetyName, about: guides.esafetyAbout },
      { id: 'nz-netsafe', href: 'https://netsafe.org.nz/', name: guides.netsafeName, about: guides.netsafeAbout },
    ],
  },
}

/** One part of every region's lines, by locale: empty for a region whose lines are missing, which the build does not let pass. */
function perRegion<T>(part: (lines: RegionLines) => readonly T[]): Record<Locale, readonly T[]> {
  return Object.fromEntries(locales.map((locale) => [locale, regionLines[locale] ? part(regionLines[locale]) : []])) as Record<Locale, readonly T[]>
}

/** What each locale's reader sees, in order: her own region's lines. */
export const crisisContacts = perRegion((lines) => lines.contacts)

/** The emergency number(s) to name in running text, per locale. */
export const emergencyNumbers = perRegion((lines) => lines.emergency)

/** Expert technology-safety guides for survivors in each locale's region. */
export const safetyGuides = perRegion((lines) => lines.safetyGuides)

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
