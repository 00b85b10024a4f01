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

/**
 * The coach's training and supervision, as the practice completes them: each
 * course with the body that ran it and the year, and who supervises her
 * coaching. The site tells readers to be wary of a coach who "cannot explain
 * where they trained", so the About page states where she trained only from
 * these records, each fact shown once it is filled in, and nothing vaguer in
 * their place while they are empty.
 */
export type CoachTraining = {
  /** The course or programme, as its provider names it. */
  course: string
  /** The body that ran it, as it spells its own name. */
  body: string
  /** The year she completed it. */
  year: number
  /** A public page about the course (https), if there is one. */
  href?: string
}

export type CoachSupervision = {
  /** Who supervises her coaching: a named supervisor with her profession, or a supervision service. */
  supervisor: string
  /** The year the supervision began. */
  since: number
}

/** Fill in, one entry per course; empty until the coach has done so. */
export const coachTraining: readonly CoachTraining[] = []

/** Fill in to show who supervises the coach's work; `null` until she has done so. */
export const coachSupervision: CoachSupervision | null = null

const isYear = (year: number): boolean => Number.isInteger(year) && year >= 1900

/** The training entries whose course, body and year are all filled in (and whose page, if any, is https). */
export function filledTraining(training: readonly CoachTraining[] = coachTraining): CoachTraining[] {
  return training.filter(({ course, body, year, href }) => course.trim() !== '' && body.trim() !== '' && isYear(year) && (href === undefined || /^https:\/\/[^/]+/.test(href)))
}

/** The supervision record when both fields are filled in, else undefined. */
export function filledSupervision(supervision: CoachSupervision | null = coachSupervision): CoachSupervision | undefined {
  return supervision && supervision.supervisor.trim() !== '' && isYear(supervision.since) ? supervision : undefined
}
