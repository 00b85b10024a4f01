import { describe, expect, it } from 'vitest'
import { childhoodFaq, childhoodHelpTypes, childhoodSigns, childhoodTreatments } from '../content/guides/childhood'
import { approaches, guideRecords, type FaqEntry } from '../content/guides/common'
import { emotionalSigns, narcissisticFaq, narcissisticHelpTypes, narcissisticTactics, relationshipSigns } from '../content/guides/narcissistic'

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id)
const unique = (values: readonly string[]) => new Set(values).size === values.length

describe('childhood trauma guide records', () => {
  it('has the four help types of the spec, each with an icon and an allowed approach', () => {
    expect(ids(childhoodHelpTypes)).toEqual(['therapy', 'coaching', 'support-groups', 'self-care'])
    for (const help of childhoodHelpTypes) {
      expect(help.icon).toBeTruthy()
      expect(approaches).toContain(help.approach)
      for (const text of [help.name, help.description, help.bestFor]) expect(text.id).toMatch(/^guides\.childhood\./)
    }
  })

  it('badges support groups and self-care as going alongside therapy or coaching, being neither, in both guides', () => {
    for (const helpTypes of [childhoodHelpTypes, narcissisticHelpTypes]) {
      expect(helpTypes.filter((help) => help.approach === 'alongside').map((help) => help.id)).toEqual(['support-groups', 'self-care'])
    }
  })

  it('compares the five treatments of the spec, each with an allowed approach', () => {
    expect(ids(childhoodTreatments)).toEqual(['emdr', 'tf-cbt', 'somatic-experiencing', 'ifs', 'coaching'])
    for (const treatment of childhoodTreatments) expect(approaches).toContain(treatment.approach)
    // The table holds therapies and coaching: no row is badged as neither.
    expect(new Set(childhoodTreatments.map((treatment) => treatment.approach))).toEqual(new Set(['therapy', 'coaching', 'both']))
    // Somatic Experiencing is a therapy with its own training, not what the coaching offers (/approach says so).
    expect(childhoodTreatments.find((treatment) => treatment.id === 'somatic-experiencing')?.approach).toBe('therapy')
  })

  it('lists eight signs to seek help', () => {
    expect(childhoodSigns).toHaveLength(8)
    expect(unique(ids(childhoodSigns))).toBe(true)
  })

  it('has five FAQ entries', () => {
    expect(childhoodFaq).toHaveLength(5)
  })
})

describe('narcissistic abuse guide records', () => {
  it('has the six tactics of the spec', () => {
    expect(ids(narcissisticTactics)).toEqual(['gaslighting', 'love-bombing', 'devaluation', 'silent-treatment', 'isolation', 'triangulation'])
  })

  it('has four help types with allowed approaches', () => {
    expect(narcissisticHelpTypes).toHaveLength(4)
    for (const help of narcissisticHelpTypes) expect(approaches).toContain(help.approach)
  })

  it('has two non-empty sign lists', () => {
    expect(emotionalSigns.length).toBeGreaterThan(0)
    expect(relationshipSigns.length).toBeGreaterThan(0)
  })

  it('has seven FAQ entries', () => {
    expect(narcissisticFaq).toHaveLength(7)
  })
})

describe('both guides', () => {
  it('FAQ ids are unique, usable as HTML ids, and questions and answers are in the guide scope', () => {
    const check = (entries: readonly FaqEntry[], scope: string) => {
      expect(unique(ids(entries))).toBe(true)
      for (const entry of entries) {
        expect(entry.id).toMatch(/^faq-[a-z0-9-]+$/)
        expect(entry.question.id).toMatch(new RegExp(`^guides\\.${scope}\\.faq\\.`))
        expect(entry.answer.id).toMatch(new RegExp(`^guides\\.${scope}\\.faq\\.`))
      }
    }
    check(childhoodFaq, 'childhood')
    check(narcissisticFaq, 'narcissistic')
  })

  it('were first published on 29 October 2025 (the spec’s date) and changed since, never before', () => {
    for (const guide of Object.values(guideRecords)) {
      expect(guide.published).toBe('2025-10-29')
      expect(guide.updated >= guide.published).toBe(true)
    }
  })
})
