import { defineMessages } from 'react-intl'
import { described } from '../messages'
import type { ReviewDates } from '../review'

/**
 * The accessibility statement's own record (/accessibility, issue 68), after
 * W3C WAI's model statement and GOV.UK's sample: the standard aimed at and
 * how far the site meets it, what was checked (content/accessibility/claims.ts,
 * each claim with its test), what was not, how to tell us, and where to go
 * next (content/accessibility/complaints.ts).
 */

/** Prepared, and reviewed every 12 months with the health pages (docs/content-review.md; fixed dates, set by hand). */
export const statementReview: ReviewDates & { readonly prepared: string } = {
  prepared: '2026-12-07',
  lastReviewed: '2026-12-07',
  nextReviewDue: '2027-12-07',
}

/** How soon we answer a message about accessibility: the practice's promise, shown on the page. */
export const replyWithinWorkingDays = 5

export const statementMessages = described(defineMessages({
  metaTitle: { id: 'accessibility.meta.title', defaultMessage: 'Accessibility Statement', description: 'Accessibility statement page title (browser tab and search results)' },
  metaDescription: { id: 'accessibility.meta.description', defaultMessage: 'How well this website works for disabled people: the standard it aims for, how it was checked, what was not checked, and how to tell us about a problem.', description: 'Accessibility statement description for search results (about 155 characters)' },
  title: { id: 'accessibility.title', defaultMessage: 'Accessibility Statement', description: 'Main heading (h1) of the accessibility statement' },
  lead: { id: 'accessibility.lead', defaultMessage: 'How well this website works for disabled people: what was checked and how, what was not, what we know does not work, and what to do if something gets in your way.', description: 'Introduction under the accessibility statement’s heading' },
  prepared: { id: 'accessibility.prepared', defaultMessage: 'Statement first prepared: {date}', description: 'Near the top of the accessibility statement: when it was first written; {date} is a long date formatted for the locale' },

  standardTitle: { id: 'accessibility.standard.title', defaultMessage: 'The standard we aim for', description: 'Accessibility statement section heading' },
  standardAim: { id: 'accessibility.standard.aim', defaultMessage: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the international standard for accessible websites.', description: 'Accessibility statement: the standard aimed at (keep WCAG 2.2 and AA)' },
  standardStatus: { id: 'accessibility.standard.status', defaultMessage: 'We believe the site <strong>partly meets</strong> it. The checks below find no problem, but no set of checks finds every kind, and {problems, plural, one {one part is known to fall short} other {# parts are known to fall short}} (see “Known problems”). So we do not claim that it fully meets the standard.', description: 'Accessibility statement: how far the site meets the standard, said honestly; {problems} is how many known problems fail a WCAG criterion; “Known problems” is a heading further down' },
  standardAaa: { id: 'accessibility.standard.aaa', defaultMessage: 'It also meets these criteria of the stricter level AAA:', description: 'Accessibility statement: introduces a list of WCAG level AAA criteria the site meets' },

  readerTitle: { id: 'accessibility.reader.title', defaultMessage: 'What you can do on this site', description: 'Accessibility statement section heading' },
  readerIntro: { id: 'accessibility.reader.intro', defaultMessage: 'The site’s automated tests check each of these on every page of all three regional versions, unless the line says otherwise.', description: 'Accessibility statement: introduces the list of what a reader can do' },

  checkedTitle: { id: 'accessibility.checked.title', defaultMessage: 'How we checked it', description: 'Accessibility statement section heading' },
  checkedIntro: { id: 'accessibility.checked.intro', defaultMessage: 'Everything below is run by the site’s own tests. The versions named are the ones the tests used when this page was built.', description: 'Accessibility statement: introduces how the site was checked' },
  automatedTitle: { id: 'accessibility.checked.automated', defaultMessage: 'Automated checks', description: 'Accessibility statement subheading' },
  toolsTitle: { id: 'accessibility.checked.tools', defaultMessage: 'Tools and versions', description: 'Accessibility statement subheading: the checking tools and their versions' },
  toolsDebian: { id: 'accessibility.checked.toolsDebian', defaultMessage: 'Chromium, Firefox ESR and the Orca screen reader, as Debian packages them.', description: 'Accessibility statement, last item of the tools list: browsers and screen reader from the Debian operating system (names: keep them)' },
  browsersTitle: { id: 'accessibility.checked.browsers', defaultMessage: 'Browsers', description: 'Accessibility statement subheading' },
  screenReaderTitle: { id: 'accessibility.checked.screenReader', defaultMessage: 'A screen reader', description: 'Accessibility statement subheading' },
  screenReaderIntro: { id: 'accessibility.checked.screenReaderIntro', defaultMessage: 'We listened with Orca, the screen reader of Linux desktops, in Firefox and, for most tasks, in Chromium, mostly on the US and UK pages. Every word Orca said was checked against what it should say, on these tasks:', description: 'Accessibility statement: introduces the tasks heard with a screen reader (Orca, Linux, Firefox, Chromium are names)' },

  notCheckedTitle: { id: 'accessibility.notChecked.title', defaultMessage: 'What does not work, and what we have not checked', description: 'Accessibility statement section heading' },
  problemsTitle: { id: 'accessibility.notChecked.problems', defaultMessage: 'Known problems', description: 'Accessibility statement subheading: things known not to work' },
  gapsTitle: { id: 'accessibility.notChecked.gaps', defaultMessage: 'Not checked', description: 'Accessibility statement subheading: what has not been checked' },
  instead: { id: 'accessibility.notChecked.instead', defaultMessage: 'What to do: {instead}', description: 'Accessibility statement: after a known problem or something not checked, what the reader can do instead; {instead} is that advice' },

  contactTitle: { id: 'accessibility.contact.title', defaultMessage: 'Tell us about a problem, or ask for another format', description: 'Accessibility statement section heading' },
  contactHow: { id: 'accessibility.contact.how', defaultMessage: 'If something on this site does not work for you, or you need its words in another form, such as plain text in an email, tell us through the <contact>contact form</contact>. Say which page it was and what happened; if you like, name the device, browser and assistive technology you use. No field of the form is required: leave a way to reach you if you would like a reply.', description: 'Accessibility statement: how to report a problem or ask for another format; <contact> links to the contact page' },
  contactReply: { id: 'accessibility.contact.reply', defaultMessage: 'We reply within {days, plural, one {# working day} other {# working days}}.', description: 'Accessibility statement: how soon the practice replies; {days} is a number of working days' },
  contactOther: { id: 'accessibility.contact.other', defaultMessage: 'The form is the only way to reach us online. If it does not work for you, or you need support now, the free lines below do not depend on this website.', description: 'Accessibility statement: the other way to get help, the crisis lines listed below' },
  helpTitle: { id: 'accessibility.contact.helpTitle', defaultMessage: 'Help that does not depend on this website', description: 'Heading of the crisis numbers box on the accessibility statement' },
  helpIntro: { id: 'accessibility.contact.helpIntro', defaultMessage: 'These free, confidential lines answer by phone, whatever happens to this website.', description: 'Introduction of the crisis numbers box on the accessibility statement' },

  complaintsTitle: { id: 'accessibility.complaints.title', defaultMessage: 'If our reply does not put it right', description: 'Accessibility statement section heading: where to go if not satisfied' },
  complaintsIntro: { id: 'accessibility.complaints.intro', defaultMessage: 'Please tell us first, so that we can fix it. If you are not satisfied with our reply, these bodies can advise you or take a complaint.', description: 'Accessibility statement: introduces the bodies a reader can go to' },
  elsewhere: { id: 'accessibility.complaints.elsewhere', defaultMessage: 'Anywhere else, your country’s human rights or equality body can tell you whether and how to complain.', description: 'Accessibility statement: for readers in countries with no body listed' },
  elsewhereServed: { id: 'accessibility.complaints.elsewhereServed', defaultMessage: 'In {countries}, and anywhere else, your country’s human rights or equality body can tell you whether and how to complain.', description: 'Accessibility statement: for readers in countries with no body listed; {countries} is a list of country names already formatted (e.g. “Canada”)' },
  otherRegions: { id: 'accessibility.complaints.otherRegions', defaultMessage: 'The statement for each other region the practice serves lists where to go there:', description: 'Accessibility statement: introduces links to the same statement for the other service regions' },
  otherRegion: { id: 'accessibility.complaints.otherRegion', defaultMessage: 'Where to go in {region}', description: 'Accessibility statement: a link to another region’s statement; {region} is that region’s countries, e.g. “the United Kingdom”' },
  sources: { id: 'accessibility.complaints.sources', defaultMessage: 'Sources', description: 'Heading of the list of pages the bodies’ descriptions rest on' },
}))
