import type { Locator } from '@playwright/test'

/**
 * Where an element comes to rest after a scroll with motion allowed: its top
 * and the fixed bar's bottom, read once the page has kept the same scroll
 * offset for three frames and every finite animation and transition (a smooth
 * scroll's, a section fading in) has finished. A condition, not a pause.
 */
export const restingTop = (target: Locator): Promise<{ top: number; barBottom: number }> =>
  target.evaluate(async (element) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    const finite = (animation: Animation) => animation.effect?.getComputedTiming().endTime !== Infinity
    for (let still = 0, last = Number.NaN; still < 3; ) {
      await frame()
      still = window.scrollY === last ? still + 1 : 0
      last = window.scrollY
      await Promise.all(document.getAnimations().filter(finite).map((animation) => animation.finished))
    }
    return {
      top: Math.round(element.getBoundingClientRect().top),
      barBottom: Math.round(document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom),
    }
  })
