import { patience, until, type Driver } from './driver'

/**
 * The fade-in of sections (components/firstScript/revealOnScroll.ts) as a
 * reader meets it, checked in any engine: what she scrolls past or into must
 * never stay faded.
 */

/**
 * The sections not fully shown once every transition has finished: still
 * waiting (`pending`), or drawn below full opacity or moved by a transform;
 * each by id, state and where it is.
 */
const fadedSections = (driver: Driver) =>
  driver.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished))
    return [...document.querySelectorAll('[data-reveal]')]
      .filter((section) => {
        const style = getComputedStyle(section)
        return section.getAttribute('data-reveal') === 'pending' || style.opacity !== '1' || style.transform !== 'none'
      })
      .map((section) => {
        const { top, bottom } = section.getBoundingClientRect()
        const where = bottom <= 0 ? 'above the window' : top >= innerHeight ? 'below the window' : 'in the window'
        const style = getComputedStyle(section)
        return `${section.id || section.getAttribute('aria-labelledby')} (${section.getAttribute('data-reveal')}, opacity ${style.opacity}, ${where})`
      })
  })

/**
 * The sections faded `where` (in the window, above it, or anywhere), polled
 * until there are none (an observer reports a task after the frame, and then
 * the fade takes its time) or `patience` runs out: then those still faded.
 */
async function leftFaded(driver: Driver, where?: 'in the window' | 'above the window'): Promise<string[]> {
  const deadline = Date.now() + patience
  for (;;) {
    const faded = (await fadedSections(driver)).filter((section) => !where || section.endsWith(`, ${where})`))
    if (faded.length === 0 || Date.now() > deadline) return faded
    await new Promise((next) => setTimeout(next, 250))
  }
}

/** The page has sections waiting to fade in (some below the fold), and returns how many. */
export const pendingSections = (driver: Driver, path: string) =>
  until(driver, `${path}: sections waiting to fade in`, () => document.querySelectorAll('[data-reveal="pending"]').length)

/**
 * Down to the end and back up to the top in steps of 80% of the window, at a
 * reader's pace (Page Down pressed again as soon as the page is seen to move,
 * not once it has come to rest: with motion allowed each step is a smooth
 * scroll, and the next one starts from wherever the last has got to); then,
 * the last scroll come to rest, returns the sections left faded.
 *
 * The page scrolls itself, started by one short script and watched by
 * others: WebKitWebDriver answered one script that awaited the whole scroll,
 * on a loaded machine, with "Could not parse script result", and a script a
 * step put a round trip between her steps.
 */
export async function scrollDownAndUp(driver: Driver): Promise<string[]> {
  await driver.evaluate(() => {
    const state = window as unknown as { scrollThrough?: string }
    state.scrollThrough = 'under way'
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    const end = () => document.documentElement.scrollHeight - innerHeight
    // Still for three frames: the smooth scroll under way has ended.
    const rest = async () => {
      for (let still = 0, last = Number.NaN; still < 3; ) {
        await frame()
        still = scrollY === last ? still + 1 : 0
        last = scrollY
      }
    }
    void (async () => {
      for (const direction of [1, -1]) {
        const arrived = () => (direction > 0 ? scrollY >= end() - 1 : scrollY <= 0)
        for (let steps = 0; steps < 500; steps++) {
          if (arrived()) {
            await rest()
            if (arrived()) break
          }
          const before = scrollY
          scrollBy(0, direction * 0.8 * innerHeight)
          // Seen to move (or no room left to move), then a moment more: three frames, about 50 ms.
          for (let moved = 0, waited = 0; moved < 3 && waited < 60; waited++) {
            await frame()
            if (scrollY !== before) moved++
          }
        }
      }
      await rest()
    })().then(
      () => (state.scrollThrough = 'done'),
      (error: unknown) => (state.scrollThrough = `failed: ${String(error)}`),
    )
    return null
  })
  const outcome = await until(driver, 'the scroll down and back up to end', () => {
    const state = (window as unknown as { scrollThrough?: string }).scrollThrough
    return state !== 'under way' && (state ?? 'the page was replaced')
  })
  if (outcome !== 'done') throw new Error(`The scroll-through ${outcome}`)
  return leftFaded(driver)
}

/**
 * The first waiting section brought to rest with only its top edge in the
 * window (the lowest twentieth), then the page taken to its end in one jump
 * (the End key, a #link to the footer): the first must show though barely in
 * view, and every section above the window must show, the jump having carried
 * some from below it to above it between two of the observers' updates.
 */
export async function edgeThenJump(driver: Driver): Promise<{ edge: string[]; jumped: string[] }> {
  await driver.evaluate(() => {
    const first = document.querySelector('[data-reveal="pending"]')!
    scrollTo({ top: scrollY + first.getBoundingClientRect().top - innerHeight * 0.95, behavior: 'instant' })
  })
  const edge = await leftFaded(driver, 'in the window')
  await driver.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  const jumped = await leftFaded(driver, 'above the window')
  return { edge, jumped }
}
