import { defineMessages } from 'react-intl'
import type { ArticleSource } from './blog/types'
import { described } from './messages'

/**
 * Sources that the guides, service pages, FAQs and resources rest on, each a
 * link to the document itself (a paper's DOI, an agency's own page on the
 * topic), never a site's home page, with its name as a message (scope
 * `sources`). Blog articles keep their two sources in their own modules.
 * docs/content-review.md says what each source supports.
 */
const label = described(defineMessages({
  morland2014: { id: 'sources.morland2014', defaultMessage: 'Morland and colleagues: cognitive processing therapy for PTSD by video and in person, a trial with rural veterans. Journal of Clinical Psychiatry 75(5), 2014', description: 'Name of a cited source: a 2014 clinical trial comparing trauma therapy by video with therapy in person (authors and journal are proper names; keep the numbers)' },
  morland2015: { id: 'sources.morland2015', defaultMessage: 'Morland and colleagues: cognitive processing therapy for PTSD by video and in person, a trial with women. Depression and Anxiety 32(11), 2015', description: 'Name of a cited source: a 2015 clinical trial comparing trauma therapy by video with therapy in person, in women (authors and journal are proper names; keep the numbers)' },
  cdcAces: { id: 'sources.cdcAces', defaultMessage: 'CDC: About adverse childhood experiences', description: 'Name of a cited source: the US Centers for Disease Control and Prevention’s page about adverse childhood experiences (keep the acronym CDC)' },
  nimhPtsd: { id: 'sources.nimhPtsd', defaultMessage: 'National Institute of Mental Health (NIMH): Post-Traumatic Stress Disorder', description: 'Name of a cited source: the US National Institute of Mental Health’s page on PTSD (a proper name)' },
  whoPtsd: { id: 'sources.whoPtsd', defaultMessage: 'WHO fact sheet: Post-traumatic stress disorder', description: 'Name of a cited source: the World Health Organization’s fact sheet on PTSD (keep the acronym WHO)' },
  nicePtsd: { id: 'sources.nicePtsd', defaultMessage: 'NICE guideline NG116: Post-traumatic stress disorder', description: 'Name of a cited source: the UK National Institute for Health and Care Excellence guideline on PTSD (keep NICE and NG116)' },
  icdCptsd: { id: 'sources.icdCptsd', defaultMessage: 'WHO ICD-11: 6B41 Complex post-traumatic stress disorder', description: 'Name of a cited source: the entry for complex PTSD in the World Health Organization’s international classification of diseases (keep WHO, ICD-11 and the code 6B41)' },
  nhsCptsd: { id: 'sources.nhsCptsd', defaultMessage: 'NHS: Complex PTSD', description: 'Name of a cited source: the UK National Health Service’s page on complex post-traumatic stress disorder (keep NHS)' },
  whoViolence: { id: 'sources.whoViolence', defaultMessage: 'WHO fact sheet: Violence against women', description: 'Name of a cited source: the World Health Organization’s fact sheet on violence against women (keep the acronym WHO)' },
  campbell2003: { id: 'sources.campbell2003', defaultMessage: 'Campbell and colleagues, “Risk Factors for Femicide in Abusive Relationships: Results From a Multisite Case Control Study”, American Journal of Public Health 93(7), 2003', description: 'Name of a cited source: a 2003 study of risk in abusive relationships, including around leaving (title and journal are proper names; keep them as they are)' },
  bartholomew1991: { id: 'sources.bartholomew1991', defaultMessage: 'Bartholomew and Horowitz, “Attachment styles among young adults: a test of a four-category model”, Journal of Personality and Social Psychology 61(2), 1991', description: 'Name of a cited source: the 1991 paper describing four adult attachment styles (title and journal are proper names; keep them as they are)' },
}))

export const sources = {
  morland2014: { href: 'https://doi.org/10.4088/JCP.13m08842', label: label.morland2014 },
  morland2015: { href: 'https://doi.org/10.1002/da.22397', label: label.morland2015 },
  cdcAces: { href: 'https://www.cdc.gov/aces/about/index.html', label: label.cdcAces },
  nimhPtsd: { href: 'https://www.nimh.nih.gov/health/topics/post-traumatic-stress-disorder-ptsd', label: label.nimhPtsd },
  whoPtsd: { href: 'https://www.who.int/news-room/fact-sheets/detail/post-traumatic-stress-disorder', label: label.whoPtsd },
  nicePtsd: { href: 'https://www.nice.org.uk/guidance/ng116', label: label.nicePtsd },
  icdCptsd: { href: 'https://icd.who.int/browse/2024-01/mms/en#585833559', label: label.icdCptsd },
  nhsCptsd: { href: 'https://www.nhs.uk/mental-health/conditions/post-traumatic-stress-disorder-ptsd/complex/', label: label.nhsCptsd },
  whoViolence: { href: 'https://www.who.int/news-room/fact-sheets/detail/violence-against-women', label: label.whoViolence },
  campbell2003: { href: 'https://doi.org/10.2105/AJPH.93.7.1089', label: label.campbell2003 },
  bartholomew1991: { href: 'https://doi.org/10.1037/0022-3514.61.2.226', label: label.bartholomew1991 },
} as const satisfies Record<string, ArticleSource>

/** The two video-therapy trials behind "therapy by video helped about as much as in person". */
export const videoTherapyTrials = [sources.morland2014, sources.morland2015] as const
