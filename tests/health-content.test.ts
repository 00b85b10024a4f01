import { IntlMessageFormat } from 'intl-messageformat'
import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import type { MessageDescriptor } from 'react-intl'
import { articles, posts } from '../content/blog/articles'
import { coachCredential, coachSupervision, coachTraining, filledCredential, filledSupervision, filledTraining } from '../content/credential'
import { emergencyNumbers } from '../content/crisis'
import { guideRecords } from '../content/guides/common'
import { childhoodSummary } from '../content/guides/childhood'
import { narcissisticSummary } from '../content/guides/narcissistic'
import { locales, type Locale } from '../content/locales'
import { healthMessages, latestNextReview, reviewCycleMonths } from '../content/review'
import { socialLinks, socialProfiles } from '../content/site'
import { readCatalogue } from '../scripts/i18n/catalogue'
import { maxSummaryGrade, readingGrade } from '../scripts/readability'

/** Every health page's "In short" points: its own, then the shared "where to get help now". */
const summaries: Record<string, readonly MessageDescriptor[]> = {
  ...Object.fromEntries(posts.map((post) => [post.link, [...articles[post.id]!.summary, healthMessages.summaryCrisis]])),
  [guideRecords.childhood.path]: [...childhoodSummary, healthMessages.summaryCrisis],
  [guideRecords.narcissistic.path]: [...narcissisticSummary, healthMessages.summaryCrisis],
}

const catalogues = Object.fromEntries(locales.map((locale) => [locale, readCatalogue(locale)])) as Record<Locale, ReturnType<typeof readCatalogue>>

/** A message of a locale's catalogue, compiled (ICU → AST) and formatted as plain text: the emergency number as the region shows it, tags as their words. */
function plainText(locale: Locale, descriptor: MessageDescriptor): string {
  const source = catalogues[locale][descriptor.id ?? '']?.defaultMessage
  if (source === undefined) throw new Error(`${locale} has no message ${descriptor.id}`)
  const format = new IntlMessageFormat(parse(source), locale)
  const words = (chunks: string[]) => chunks.join('')
  return String(format.format({ emergency: emergencyNumbers[locale][0]?.display, crisisLink: words }))
}

const grade = readingGrade

describe('the plain-language summary ("In short") of every health page', () => {
  it('has three to five points, the last where to get help now', () => {
    for (const [path, points] of Object.entries(summaries)) {
      expect(points.length, path).toBeGreaterThanOrEqual(3)
      expect(points.length, path).toBeLessThanOrEqual(5)
      expect(points.at(-1), path).toBe(healthMessages.summaryCrisis)
    }
  })

  it('measures its grade as the formula gives it (a hard sentence scores high, a plain one low)', () => {
    expect(grade('The cat sat on the mat. It was warm.')).toBeLessThan(2)
    expect(grade('Comprehensive psychotherapeutic interventions necessitate individualized, evidence-based conceptualization.')).toBeGreaterThan(20)
  })

  for (const locale of locales) {
    it(`reads at a Flesch–Kincaid grade of 7 or below in ${locale} (reading age about 9 to 11)`, () => {
      const grades = Object.entries(summaries).map(([path, points]) => ({ path, grade: Number(grade(points.map((point) => plainText(locale, point)).join(' ')).toFixed(1)) }))
      expect(grades.filter((page) => page.grade > maxSummaryGrade)).toEqual([])
      // Each point on its own stays short, too: no sentence of more than 20 words.
      for (const points of Object.values(summaries)) {
        for (const point of points) {
          for (const sentence of plainText(locale, point).split(/(?<=[.!?])\s+/)) expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(20)
        }
      }
    })
  }
})

describe('the review dates of every health page', () => {
  const records = [...posts.map((post) => ({ name: post.link, published: post.date, ...post })), ...Object.values(guideRecords).map((guide) => ({ name: guide.path, ...guide }))]
  const iso = /^\d{4}-\d{2}-\d{2}$/

  it('are real ISO dates: reviewed on or after publication, the next review within one cycle', () => {
    expect(reviewCycleMonths).toBeGreaterThan(0)
    for (const record of records) {
      for (const date of [record.published, record.lastReviewed, record.nextReviewDue]) {
        expect(date, record.name).toMatch(iso)
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), record.name).toBe(date)
      }
      expect(record.lastReviewed >= record.published, record.name).toBe(true)
      expect(record.nextReviewDue > record.lastReviewed, record.name).toBe(true)
      expect(record.nextReviewDue <= latestNextReview(record.lastReviewed), record.name).toBe(true)
    }
  })

  it('put the latest review no later than the next one is due', () => {
    expect(latestNextReview('2026-11-25')).toBe(`${2026 + Math.floor((11 + reviewCycleMonths - 1) / 12)}-${String(((11 + reviewCycleMonths - 1) % 12) + 1).padStart(2, '0')}-25`)
  })
})

/** A link to a site's bare home page: path "/" or empty, no query or fragment naming a document. */
const isBareHomePage = (href: string) => {
  const url = new URL(href)
  return url.pathname.replace(/\/+$/, '') === '' && url.search === '' && url.hash === ''
}

describe('sources and profile links', () => {
  it('cite the document itself, never a site’s bare home page', () => {
    const homePages = posts.flatMap((post) => articles[post.id]!.body.sources.filter((source) => isBareHomePage(source.href)).map((source) => `${post.id}: ${source.href}`))
    expect(homePages).toEqual([])
    expect(isBareHomePage('https://www.samhsa.gov/')).toBe(true)
    expect(isBareHomePage('https://icd.who.int/browse/2024-01/mms/en#585833559')).toBe(false)
  })

  it('show a social profile only when its own address is set, never a network’s home page', () => {
    expect(socialLinks({ instagram: '', facebook: 'https://www.facebook.com/' })).toEqual([])
    expect(socialLinks({ instagram: 'https://www.instagram.com/thrive.example/', facebook: '' })).toEqual([{ id: 'instagram', href: 'https://www.instagram.com/thrive.example/' }])
    for (const link of socialLinks(socialProfiles)) expect(isBareHomePage(link.href), link.href).toBe(false)
  })
})

describe('the coach’s credential', () => {
  it('counts as filled only with a body, a year and an https page to check it', () => {
    expect(filledCredential(null)).toBeUndefined()
    expect(filledCredential({ body: ' ', year: 2020, href: 'https://example.org/register/1' })).toBeUndefined()
    expect(filledCredential({ body: 'Example Institute', year: 2020, href: 'https://example.org/' })).toBeUndefined()
    const filled = { body: 'Example Institute', year: 2020, href: 'https://example.org/register/1' }
    expect(filledCredential(filled)).toBe(filled)
  })

  it('is left unfilled until the coach completes it, so no page claims a certification', () => {
    expect(filledCredential(coachCredential)).toBeUndefined()
  })
})

describe('the coach’s training and supervision', () => {
  it('count as filled only with every field (a course, its body and year; a supervisor and since when)', () => {
    const course = { course: 'Example Trauma Coaching Programme', body: 'Example Institute', year: 2021 }
    expect(filledTraining([{ ...course, body: ' ' }, { ...course, year: 0 }, { ...course, href: 'http://example.org/course' }])).toEqual([])
    expect(filledTraining([course, { ...course, course: '' }])).toEqual([course])
    expect(filledSupervision(null)).toBeUndefined()
    expect(filledSupervision({ supervisor: '', since: 2022 })).toBeUndefined()
    const supervision = { supervisor: 'Example Supervision Service', since: 2022 }
    expect(filledSupervision(supervision)).toBe(supervision)
  })

  it('are left unfilled until the practice completes them, so the About page says nothing about where she trained', () => {
    expect(filledTraining(coachTraining)).toEqual([])
    expect(filledSupervision(coachSupervision)).toBeUndefined()
  })
})
