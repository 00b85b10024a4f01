import { enhanceExitControl } from '../components/firstScript/exitControl'
import { keepFocusClearOfBar } from '../components/firstScript/focusClearOfBar'
import { markScrolledHeader } from '../components/firstScript/headerScroll'
import { loadStylesheet, prepareIslands, scheduleIslands } from '../components/islands/schedule'
import { loadedAndIdle } from '../components/firstScript/whenIdle'
import { layOutBelowTheFold } from '../components/firstScript/layOutBelowTheFold'
import { showLocalHours } from '../components/firstScript/localHours'
import { suggestRegion } from '../components/firstScript/suggestRegion'
import { suggestInterpreter } from '../components/firstScript/suggestInterpreter'
import { revealOnScroll } from '../components/firstScript/revealOnScroll'

/**
 * Resolves once the browser has shown the page's first content (the paint
 * timing entry, reported after the frame is on screen; two frames where that
 * entry is unknown).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((painted) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => painted()))
      return
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      painted()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

// Pages are HTML only (`clientHooks: false`): this small file is all they load
// up front, plain DOM code. React and an island's code are fetched only when
// that island hydrates (components/islands/schedule.ts): most islands wait
// for the visitor to reach for them; the rest wait for the first paint.
// Nothing here reads layout before the first paint. What belongs here and what
// in an island, and why: docs/architecture.md.
// Tells the gate (renderer/enhance.ts) that this script came: without it, the page goes back to its plain form.
document.documentElement.setAttribute('data-first-script', '')
// Islands start only on a page the gate enhanced: elsewhere (a browser below
// the full grade) the page keeps its plain HTML form, which needs none of them.
const enhanced = document.documentElement.hasAttribute('data-enhanced')
const painted = afterFirstPaint()
enhanceExitControl()
// Resolves once Intl has loaded its data off the main thread (see localHours.ts).
const intlLoaded = showLocalHours(painted)
markScrolledHeader(painted)
keepFocusClearOfBar()
revealOnScroll()
// Once loaded and idle, three things side by side, each in tasks of its own:
// the whole stylesheet (rules live islands may need), applied before the
// sections below the first screen are laid out, so that restyling touches the
// first screen alone and each section is styled as it is laid out; those
// sections, one per idle moment (`data-hydrated`, which tests wait for: every
// island armed, every section laid out); and, once Intl's data is loaded (island
// code uses Intl as it is evaluated), the islands' code, fetched and run so that
// a first press waits for neither. `data-islands-ready` once all are done.
const loaded = painted.then(loadedAndIdle)
const styled = loaded.then(loadStylesheet)
const armed = Promise.all([enhanced && scheduleIslands(painted), layOutBelowTheFold(styled)]).then(() => {
  document.documentElement.dataset.hydrated = ''
})
const prepared = enhanced ? Promise.all([loaded, intlLoaded]).then(prepareIslands) : Promise.reject(new Error('Not enhanced: no island starts'))
// The region notice, shown after the first paint with the whole stylesheet (which alone holds its rules),
// announced once all that changes the page after load has.
suggestRegion(painted, Promise.all([armed, intlLoaded]).then(() => undefined, () => undefined), loadStylesheet)
// For a reader whose browser's first language is not English, the sentence in her language on asking for
// an interpreter on the emergency number, near the top of each crisis box (fetched only when there is one).
suggestInterpreter(painted)
// (Not when the code could not be fetched: the page is back in its plain form then, components/islands/schedule.ts.)
Promise.all([armed, prepared])
  .then(() => {
    document.documentElement.dataset.islandsReady = ''
  })
  .catch(() => undefined)
