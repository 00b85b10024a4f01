import type { LocalHoursAnswer, LocalHoursQuestion } from './localHoursAnswer'

/**
 * Part of the first script: where a page shows the session hours in another
 * zone (components/shell/LocalSessionHours.tsx: the footer on every page, and beside
 * the hours on contact, services, FAQs and the legal pages), they are shown in
 * the reader's own zone when hers is not the one prerendered, or the
 * prerendered days and times no longer hold (a clock change since the build).
 *
 * Finding her zone and her hours takes Intl, and Intl's first use in a page
 * loads its locale data: 30–70 ms of one task on the 2-core machine, ×4 on
 * Lighthouse's phone, the largest task a page had after its first paint. A
 * worker pays it instead (localHours.worker.ts); the data it loads is the
 * process's, so the main thread's own Intl (React Aria reads the locale as
 * its code is evaluated) costs under a millisecond after it. Where a worker
 * cannot start, the same code runs on the main thread.
 *
 * Only after the first paint: the worker's request is then in no chain the
 * first content waits for, and the boxes' heights are read from a page
 * already laid out. Resolves once the answer is in (or there is no box), so
 * that island code, which uses Intl as it is evaluated, can wait for it.
 */
export function showLocalHours(painted: Promise<void>): Promise<void> {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-local-hours]')]
  if (boxes.length === 0) return Promise.resolve()
  const question: LocalHoursQuestion = {
    locale: document.documentElement.lang,
    now: Date.now(),
    boxes: boxes.map((box) => ({
      zone: box.dataset.localHours ?? '',
      until: Number(box.dataset.until),
      weekday: box.dataset.short === undefined ? 'long' : 'short',
    })),
  }
  return painted
    .then(() => answerOffMainThread(question).catch(() => import('./localHoursAnswer').then((module) => module.answerLocalHours(question))))
    .then(async (answer) => {
      if (answer.some(Boolean)) (await import('./localHoursInBrowser')).default(answer)
    })
    .catch(() => undefined)
}

/**
 * How long the worker may take before the main thread answers instead: one
 * that neither answers nor fails would hold back the islands' code, and her
 * first press would then wait for it. A phone starts a worker and loads
 * Intl's data well within it.
 */
const workerPatienceMs = 3000

/** The answer from a worker; rejects if none can start, it fails, or it does not answer in time. */
function answerOffMainThread(question: LocalHoursQuestion): Promise<LocalHoursAnswer> {
  return new Promise((answered, failed) => {
    const worker = new Worker(new URL('./localHours.worker.ts', import.meta.url))
    const giveUp = (reason: unknown) => {
      window.clearTimeout(timer)
      worker.terminate()
      failed(reason)
    }
    const timer = window.setTimeout(() => giveUp(new Error('The local hours worker did not answer')), workerPatienceMs)
    worker.addEventListener('message', (event: MessageEvent<LocalHoursAnswer>) => {
      window.clearTimeout(timer)
      worker.terminate()
      answered(event.data)
    })
    worker.addEventListener('error', giveUp)
    worker.postMessage(question)
  })
}
