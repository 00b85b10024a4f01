import { revealOnScroll } from '../components/revealOnScroll'

/**
 * Runs `then` once the browser has shown the page's first content (the paint
 * timing entry, reported after the frame is on screen; two frames where that
 * entry is unknown).
 */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(then))
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  })
  observer.observe({ type: 'paint', buffered: true })
}

// Pages are HTML only (`clientHooks: false`): this small file is all they load
// up front. React and the islands' code are requested once the first content
// is on screen, so they never hold back the words already in the HTML.
revealOnScroll()
afterFirstPaint(() => void import('./hydrateIslands').then(({ hydrateIslands }) => hydrateIslands()))
