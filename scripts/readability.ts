import { fleschKincaid } from 'flesch-kincaid'
import { syllable } from 'syllable'

/**
 * Flesch–Kincaid grade of plain English text: sentences end in . ! or ?,
 * words are runs of letters or digits. Used by the tests that keep every
 * "In short" summary at grade 7 or below, from the catalogues
 * (tests/health-content.test.ts) and as built (e2e/health-pages.spec.ts).
 */
export function readingGrade(text: string): number {
  const sentences = text.split(/[.!?]+(?:\s+|$)/).filter((part) => /\w/.test(part)).length
  const words = text.match(/[\p{L}\p{N}’'-]+/gu)?.filter((word) => /[\p{L}\p{N}]/u.test(word)) ?? []
  const syllables = words.reduce((total, word) => total + Math.max(1, syllable(word)), 0)
  return fleschKincaid({ sentence: sentences, word: words.length, syllable: syllables })
}

/** The highest grade a plain-language summary may read at (reading age about 9 to 11). */
export const maxSummaryGrade = 7
