import { defineMessages, type MessageDescriptor } from 'react-intl'
import type { CheckedSource } from '../crisis'
import { described } from '../messages'

/**
 * Where a reader can go when our reply to an accessibility problem does not
 * satisfy her, by the country she lives in (ISO 3166 codes, as in
 * content/regions.ts): each region's statement shows its own countries'
 * bodies, and its catalogue alone holds their words (scripts/i18n/scope.ts).
 * Each fact shown rests on the body's own page (or, for a law, the law's),
 * quoted with the date it was checked; docs/content-review.md says how to
 * recheck them. Only what is true for a small private practice: no body is
 * said to enforce a law on this website where that is not settled, and a
 * served country with no body recorded (Canada today) is covered by the
 * statement's general line instead of a guess.
 */
export type SourcedPage = CheckedSource & { readonly label: MessageDescriptor }

export type ComplaintBody = {
  readonly id: string
  readonly name: MessageDescriptor
  /** What it does for her, in the words its own page supports. */
  readonly what: MessageDescriptor
  /** Where she goes: its page for her, never a guess at a deeper address. */
  readonly href: string
  readonly sources: readonly [SourcedPage, ...SourcedPage[]]
}

/** A country's bodies, and a note on what does not apply to a private practice there. */
export type CountryRoutes = {
  readonly bodies: readonly [ComplaintBody, ...ComplaintBody[]]
  readonly note?: { readonly text: MessageDescriptor; readonly sources: readonly [SourcedPage, ...SourcedPage[]] }
}

const checked = '2026-12-07'

const gb = described(defineMessages({
  eassName: { id: 'accessibility.complaints.gb.eass.name', defaultMessage: 'Equality Advisory and Support Service (EASS)', description: 'Name of a UK advice service on discrimination (a proper name; keep it and EASS)' },
  eassWhat: { id: 'accessibility.complaints.gb.eass.what', defaultMessage: 'Free advice and guidance if you think you have been treated unfairly because of a disability, in England, Scotland and Wales.', description: 'Accessibility statement, UK: what the Equality Advisory and Support Service does' },
  eassSource: { id: 'accessibility.complaints.gb.eass.source', defaultMessage: 'Equality and Human Rights Commission: The Equality Advisory and Support Service, three years of advice and guidance', description: 'Name of a cited source: a page of the Equality and Human Rights Commission about the EASS (proper names)' },
  ehrcName: { id: 'accessibility.complaints.gb.ehrc.name', defaultMessage: 'Equality and Human Rights Commission (EHRC)', description: 'Name of Great Britain’s equality body (a proper name; keep it and EHRC)' },
  ehrcWhat: { id: 'accessibility.complaints.gb.ehrc.what', defaultMessage: 'Great Britain’s equality body, which enforces equality law: it can use its powers to make a service provider act.', description: 'Accessibility statement, UK: what the Equality and Human Rights Commission does' },
  ehrcSource: { id: 'accessibility.complaints.gb.ehrc.source', defaultMessage: 'Equality and Human Rights Commission: Strategic Plan, 2019 to 2022 (on GOV.UK)', description: 'Name of a cited source: the Equality and Human Rights Commission’s strategic plan, published on GOV.UK (proper names)' },
  ecniName: { id: 'accessibility.complaints.gb.ecni.name', defaultMessage: 'Equality Commission for Northern Ireland', description: 'Name of Northern Ireland’s equality body (a proper name)' },
  ecniWhat: { id: 'accessibility.complaints.gb.ecni.what', defaultMessage: 'In Northern Ireland: advice and help if you feel you have been discriminated against.', description: 'Accessibility statement, UK: what the Equality Commission for Northern Ireland does' },
  ecniSource: { id: 'accessibility.complaints.gb.ecni.source', defaultMessage: 'Equality Commission for Northern Ireland: advice for advisers', description: 'Name of a cited source: a page of the Equality Commission for Northern Ireland (a proper name)' },
  regulations: { id: 'accessibility.complaints.gb.regulations', defaultMessage: 'The accessibility regulations that make public sector websites publish a statement like this one do not apply to a private practice. We publish it so that you can judge how well the site will work for you.', description: 'Accessibility statement, UK: the public sector accessibility regulations do not apply to this private practice' },
  regulationsSource: { id: 'accessibility.complaints.gb.regulations.source', defaultMessage: 'The Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018, regulation 8', description: 'Name of a cited source: a UK law (its title is a proper name: keep it as it is)' },
}))

const us = described(defineMessages({
  dojName: { id: 'accessibility.complaints.us.doj.name', defaultMessage: 'U.S. Department of Justice: file an ADA complaint', description: 'Name of the US federal department’s complaint page under the Americans with Disabilities Act (proper names; keep ADA)' },
  dojWhat: { id: 'accessibility.complaints.us.doj.what', defaultMessage: 'Takes complaints of disability discrimination under the Americans with Disabilities Act, including against a private business that serves the public. It decides whether it can act on one.', description: 'Accessibility statement, United States: what the Department of Justice does with ADA complaints' },
  dojSource: { id: 'accessibility.complaints.us.doj.source', defaultMessage: 'ADA.gov, U.S. Department of Justice: File a Complaint', description: 'Name of a cited source: the US Department of Justice’s ADA complaint page (proper names)' },
}))

const au = described(defineMessages({
  ahrcName: { id: 'accessibility.complaints.au.ahrc.name', defaultMessage: 'Australian Human Rights Commission', description: 'Name of Australia’s national human rights body (a proper name)' },
  ahrcWhat: { id: 'accessibility.complaints.au.ahrc.what', defaultMessage: 'Investigates and conciliates complaints of discrimination, including disability discrimination under the Disability Discrimination Act 1992, in the provision of goods and services among other areas. Making a complaint is free.', description: 'Accessibility statement, Australia: what the Australian Human Rights Commission does (the Act’s name is a proper name)' },
  ahrcSource: { id: 'accessibility.complaints.au.ahrc.source', defaultMessage: 'Australian Human Rights Commission: Make a complaint', description: 'Name of a cited source: the Australian Human Rights Commission’s complaint page (a proper name)' },
  ahrcAreasSource: { id: 'accessibility.complaints.au.ahrc.areasSource', defaultMessage: 'Australian Human Rights Commission: Complaints information', description: 'Name of a cited source: the Australian Human Rights Commission’s page on what it takes complaints about (a proper name)' },
  hrcName: { id: 'accessibility.complaints.nz.hrc.name', defaultMessage: 'Human Rights Commission (New Zealand)', description: 'Name of New Zealand’s human rights body (a proper name)' },
  hrcWhat: { id: 'accessibility.complaints.nz.hrc.what', defaultMessage: 'Takes complaints of discrimination, including because of disability, under the Human Rights Act 1993.', description: 'Accessibility statement, New Zealand: what the Human Rights Commission does (the Act’s name is a proper name)' },
  hrcSource: { id: 'accessibility.complaints.nz.hrc.source', defaultMessage: 'Human Rights Commission: What you can complain about', description: 'Name of a cited source: a page of New Zealand’s Human Rights Commission (a proper name)' },
}))

/** The bodies each served country's readers can go to, by ISO 3166 code. */
export const complaintRoutes: Readonly<Record<string, CountryRoutes>> = {
  GB: {
    bodies: [
      {
        id: 'eass',
        name: gb.eassName,
        what: gb.eassWhat,
        href: 'https://www.equalityadvisoryservice.com/',
        sources: [{ label: gb.eassSource, url: 'https://www.equalityhumanrights.com/en/our-work/blogs/equality-advisory-and-support-service-three-years-advice-and-guidance', quote: 'The Equality Advisory and Support Service, also known as the EASS, provides free advice and guidance to members of the public across Great Britain who may have faced incidents of discrimination.', checked }],
      },
      {
        id: 'ehrc',
        name: gb.ehrcName,
        what: gb.ehrcWhat,
        href: 'https://www.equalityhumanrights.com/',
        sources: [{ label: gb.ehrcSource, url: 'https://www.gov.uk/government/publications/equality-and-human-rights-commission-strategic-plan-2019-2022/equality-and-human-rights-commission-strategic-plan-2019-to-2022', quote: 'We can use our unique enforcement powers to require an employer or service provider to act.', checked }],
      },
      {
        id: 'ecni',
        name: gb.ecniName,
        what: gb.ecniWhat,
        href: 'https://www.equalityni.org/',
        sources: [{ label: gb.ecniSource, url: 'https://www.equalityni.org/Individuals/Advisors/', quote: 'Unsure of your equality rights or the law? We can provide advice and assistance for people who feel they have been discriminated against.', checked }],
      },
    ],
    note: {
      text: gb.regulations,
      sources: [{ label: gb.regulationsSource, url: 'https://www.legislation.gov.uk/uksi/2018/952/regulation/8', quote: 'A public sector body must provide an accessibility statement in accordance with the model accessibility statement, and keep that statement under regular review.', checked }],
    },
  },
  US: {
    bodies: [
      {
        id: 'doj',
        name: us.dojName,
        what: us.dojWhat,
        href: 'https://www.ada.gov/file-a-complaint/',
        sources: [{ label: us.dojSource, url: 'https://www.ada.gov/file-a-complaint/', quote: 'If you believe that you or someone else was discriminated against based on a disability, you can file an Americans with Disabilities Act (ADA) complaint against: … a private business that serves the public', checked }],
      },
    ],
  },
  AU: {
    bodies: [
      {
        id: 'ahrc',
        name: au.ahrcName,
        what: au.ahrcWhat,
        href: 'https://humanrights.gov.au/complaints/make-complaint',
        sources: [
          { label: au.ahrcSource, url: 'https://humanrights.gov.au/complaints/make-complaint', quote: 'The Australian Human Rights Commission investigates and conciliates complaints about discrimination and breaches of human rights. … The complaint process is simple, free and flexible.', checked },
          { label: au.ahrcAreasSource, url: 'https://www.humanrights.gov.au/complaints-information', quote: 'It is against the law to be discriminated against in many areas of public life, including employment, education, the provision of goods, services and facilities, accommodation, sport and the administration of Commonwealth laws and services.', checked },
        ],
      },
    ],
  },
  NZ: {
    bodies: [
      {
        id: 'hrc',
        name: au.hrcName,
        what: au.hrcWhat,
        href: 'https://www.hrc.co.nz/enquiries-and-complaints/what-you-can-complain-about/',
        sources: [{ label: au.hrcSource, url: 'https://www.hrc.co.nz/enquiries-and-complaints/what-you-can-complain-about/', quote: 'The Human Rights Act 1993 makes it unlawful to discriminate based on: … Disability – including physical, psychiatric, intellectual or psychological disability or illness.', checked }],
      },
    ],
  },
}

/** The routes recorded for these countries, in their order, with each country's code. */
export const routesFor = (countries: readonly string[]): [string, CountryRoutes][] =>
  countries.flatMap((country) => (complaintRoutes[country] ? [[country, complaintRoutes[country]] as [string, CountryRoutes]] : []))
