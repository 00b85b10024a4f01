/**
 * The coach's certification, as the coach completes it: the body that
 * certified her (its own name, as it spells it), the year, and a page where a
 * reader can check it. The site tells readers to ask any coach "certified by
 * whom?", so it makes no certification claim of its own (home badge and
 * tile, About facts, author box) until all three are filled in.
 */
export type CoachCredential = {
  /** The certifying body's name, e.g. "Example Trauma Institute". */
  body: string
  /** The year the certification was awarded. */
  year: number
  /** A public page where the certification can be checked (https). */
  href: string
}

/** Fill in to show the credential; `null` until the coach has done so. */
export const coachCredential: CoachCredential | null = null

/** The credential when every field is filled in, else undefined. */
export function filledCredential(credential: CoachCredential | null = coachCredential): CoachCredential | undefined {
  if (!credential) return undefined
  const { body, year, href } = credential
  return body.trim() !== '' && Number.isInteger(year) && /^https:\/\/[^/]+\/.+/.test(href) ? credential : undefined
}
