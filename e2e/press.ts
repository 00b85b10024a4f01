import type { Locator, Page } from '@playwright/test'
import { answeredWithin } from './answeredWithin'

/**
 * Presses as a person does, not as Playwright's `click()` does. `click()`
 * waits until its target stops moving and then sends down and up at once, so
 * a control that jumps between a press's start and end passes every test and
 * still fails the reader (issue 19: a Send pressed after a correction sent
 * nothing). Here the pointer travels to where the control is *now*, goes
 * down, stays down as long as a finger does, and comes up at the same spot,
 * whatever moved meanwhile. Nothing waits for the page to settle.
 */

/**
 * How long a person holds a press. A real-time pause on purpose: it stands
 * for the human, not for the page (nothing here waits for the page).
 */
export const pressMs = 150

const humanPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The centre of the control where it is drawn now (no waiting for it to be
 * still): of its first line, for a link whose words wrap onto a second (the
 * centre of its whole box then falls between the lines, on the paragraph).
 * The locator is found again when the element it found was replaced before
 * it could be measured: a person aims at what she sees.
 */
async function centre(target: Locator): Promise<{ x: number; y: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const box = await target
      .evaluate((element) => {
        const { x, y, width, height } = element.getClientRects()[0] ?? element.getBoundingClientRect()
        return width > 0 && height > 0 ? { x, y, width, height } : null
      })
      .catch(() => null)
    if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  throw new Error(`Not on screen: ${target.toString()}`)
}

/**
 * What lies under the point at that moment, as the reader sees it: its kind,
 * its text and where it is drawn. Compared at the start and at the end of
 * the press. (Not the element's identity: hydration may swap an element for
 * an identical one, which the reader cannot see.)
 */
async function underPoint(page: Page, { x, y }: { x: number; y: number }) {
  return page.evaluate(({ x, y }) => {
    const element = document.elementFromPoint(x, y)
    if (!element) return null
    const { left, top, width, height } = element.getBoundingClientRect()
    return { tag: element.tagName, text: (element.textContent ?? '').trim().slice(0, 80), box: [left, top, width, height].map((n) => Math.round(n)) }
  }, { x, y })
}

export type PressReport = {
  /** What was under the pointer when the press started and when it ended. */
  start: Awaited<ReturnType<typeof underPoint>>
  end: Awaited<ReturnType<typeof underPoint>>
}

/** Mouse: moves to the control, button down, holds, button up at the same point. */
export async function pressWithMouse(page: Page, target: Locator, holdMs = pressMs): Promise<PressReport> {
  const point = await centre(target)
  await page.mouse.move(point.x, point.y, { steps: 4 })
  // Measured as the button goes down: what the person aims at.
  const start = await underPoint(page, point)
  await page.mouse.down()
  await humanPause(holdMs)
  const end = await underPoint(page, point)
  await page.mouse.up()
  return { start, end }
}

/**
 * Touch: a finger down on the control, held, then lifted at the same point
 * (CDP touch events; the page's context needs `hasTouch`). The browser makes
 * the click of a tap itself, as a phone does.
 */
export async function pressWithTouch(page: Page, target: Locator, holdMs = pressMs): Promise<PressReport> {
  const point = await centre(target)
  const cdp = await page.context().newCDPSession(page)
  try {
    const start = await underPoint(page, point)
    // Chromium answers a touch only once the page has handled it. The finger
    // stays down for the hold from the moment it lands and then lifts, whatever
    // the page is doing (Playwright's own tap sends both at once, too).
    const down = answered(cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: point.x, y: point.y }] }), 'touchStart', point)
    down.catch(() => undefined) // awaited below; until then its failure is not left unhandled
    await humanPause(holdMs)
    const end = await underPoint(page, point)
    await Promise.all([down, answered(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }), 'touchEnd', point)])
    return { start, end }
  } finally {
    // Once the test has timed out the page is gone, and so is the session: say nothing over the real failure.
    await cdp.detach().catch(() => undefined)
  }
}

/** How long Chromium may take to answer a touch before the press is reported as lost. */
const touchAnswerMs = 15_000

/** `sent`, or a failure that names the touch Chromium never answered. */
const answered = <T>(sent: Promise<T>, what: string, { x, y }: { x: number; y: number }) =>
  answeredWithin(sent, touchAnswerMs, () => new Error(`Chromium did not answer the ${what} at (${Math.round(x)}, ${Math.round(y)}) within ${touchAnswerMs / 1000} s`))

export type Pointer = 'mouse' | 'touch'

/** Presses with the given pointer, held `holdMs`. */
export function press(page: Page, target: Locator, pointer: Pointer, holdMs = pressMs): Promise<PressReport> {
  return pointer === 'mouse' ? pressWithMouse(page, target, holdMs) : pressWithTouch(page, target, holdMs)
}

/**
 * Where a reader may have scrolled when she presses: the control near the
 * top, in the middle, and near the bottom of the window. Scrolls the window
 * there (instantly, as a scroll that has ended) and returns at once.
 */
export const scrollPositions = ['top', 'middle', 'bottom'] as const
export type ScrollPosition = (typeof scrollPositions)[number]

export async function scrollSoThat(target: Locator, position: ScrollPosition): Promise<void> {
  await target.evaluate((element, position) => {
    const { top, height } = element.getBoundingClientRect()
    const fraction = { top: 0.2, middle: 0.5, bottom: 0.85 }[position]
    // Scrolls behind a sticky bar are taken into account by aiming low enough for "top".
    const y = window.scrollY + top + height / 2 - window.innerHeight * fraction
    window.scrollTo({ top: Math.max(0, y), behavior: 'instant' })
  }, position)
}
