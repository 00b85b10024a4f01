import { localSessionHours, type LocalSessionHours } from '../../content/localHours'

/** What the page asks about its boxes of local hours (components/shell/LocalSessionHours.tsx), one entry per box. */
export type LocalHoursQuestion = {
  locale: string
  /** The page's clock: the browser's, which a test may have set. */
  now: number
  boxes: { zone: string; until: number; weekday: 'long' | 'short' }[]
}

/** Per box, the hours to show in its place, or null to leave it as prerendered. */
export type LocalHoursAnswer = (LocalSessionHours | null)[]

/**
 * The reader's own session hours for each box, computed with Intl alone (no
 * DOM): it runs in a worker (localHours.worker.ts), so that Intl's first use,
 * which loads its locale data and costs a phone tens of milliseconds, is paid
 * off the main thread. Every box of a page shares its zone and date, so the
 * first decides whether anything changes. A zone that keeps Arizona's clock
 * (the spec's own zone, Denver in winter) adds nothing: the prerendered zone
 * stays, refreshed once its week no longer holds.
 */
export function answerLocalHours(question: LocalHoursQuestion, readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone): LocalHoursAnswer {
  const { locale, now, boxes } = question
  const [first] = boxes
  if (!first || (first.zone === readerZone && now <= first.until)) return boxes.map(() => null)
  const from = new Date(now)
  return boxes.map(({ zone, until, weekday }) => {
    const own = localSessionHours(from, readerZone, locale, weekday)
    if (!own && now <= until) return null
    return own ?? (zone ? localSessionHours(from, zone, locale, weekday) : null)
  })
}
