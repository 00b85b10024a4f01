import type { CDPSession, Page } from '@playwright/test'
import { expect, settled, test } from './fixtures'
import { restingTop } from './atRest'
import { changedPixels, MIN_CHANGE_CONTRAST, perimeterArea, type Box } from './focusAppearance'
import { extractLocale, locales, localizePath, type Locale } from '../content/locales'
import { lookStates, pagesHoldingEveryLook } from './focusLooks'
import { everyPage, onePerStylesheet, sitePages } from './site'

/**
 * What a keyboard user sees, on every distinct page at a desktop and a phone
 * width: Tab to every stop, then Shift+Tab back. At each stop:
 * - the focus indicator (WCAG 2.4.7, 2.4.13): the element's area is
 *   screenshot focused and unfocused; the pixels that changed by ≥ 3:1 must
 *   cover at least a 2 px perimeter of the element (e2e/focusAppearance.ts);
 * - nothing covers it (2.4.11, 2.4.12): `elementFromPoint` at its centre and
 *   near the middle of each edge must find the element itself, not the fixed
 *   bar or the exit control.
 * A collapsed disclosure (the mobile menu, an accordion) is opened the first
 * time one of its kind is reached, as a reader would, so its contents are
 * walked too. Screenshots are compared once per distinct look (element ×
 * background × state) in a walk (`measuredInWorker`); coverage is checked at
 * every stop of every page.
 *
 * The walks run in the light scheme at both widths, and again in the dark
 * scheme and in forced colours (a dark contrast theme), each at one width,
 * with Tab alone and on the pages that between them hold every look of focus
 * (the colours change how a look is drawn, not where: every stop's place and
 * cover are the light walks', which at 390 px read en-AU's pages in en-GB's
 * words, as at 1280 px they read en-GB's in en-US's).
 *
 * The browser speaks another served region's language, so the region notice's
 * panel is shown (fixed at the foot of the screen, on every page but a 404):
 * focus must stay clear of it as of the bar (issue 31).
 */

/**
 * One page per distinct inlined stylesheet in the locale (`onePerStylesheet`):
 * every template, and each article whose components differ, in the locale's
 * longest page of each.
 */
const pagesIn = (locale: Locale) => sitePages.filter((page) => page.locale === locale)
const samples = (locale: Locale): string[] => onePerStylesheet(pagesIn(locale)).map((page) => page.url)

/** For the walks that change only colours: few pages that between them hold every look of focus in the locale's pages (`focusLooks.ts`). */
const lookSamples = (locale: Locale): string[] => pagesHoldingEveryLook(pagesIn(locale)).map((page) => page.url)

/** The pages whose stops the browser's own scroll after focus leaves least clear (issue 31): the contact form's textarea, the treatments table's scroll region. */
const tightestPages = ['/contact', '/childhood-trauma-help']
const inLocales = (paths: string[], of: readonly Locale[]): string[] => of.flatMap((locale) => paths.map((path) => localizePath(path, locale)))

/**
 * Each walk checks coverage at every stop; `indicators` walks also measure
 * each look's focus indicator. The tightest pages' walks add coverage where
 * room is least: their looks are the sample walks' at the same widths (the
 * same elements on the same backgrounds, other words), measured there.
 */
type WalkPlan = { width: number; height: number; indicators: boolean; urls: string[]; colorScheme?: 'dark'; forcedColors?: true }
const walks: WalkPlan[] = [
  { width: 1280, height: 900, indicators: true, urls: [...samples('en-US'), '/no-such-page'] },
  { width: 390, height: 844, indicators: true, urls: [...samples('en-GB'), '/en-gb/no-such-page'] },
  // The reader's system set to dark (renderer/styles.css): the ring on every dark
  // surface. And a Windows contrast theme (forced colours, Chromium's fixed palette),
  // a dark one: every stop keeps its outline (in Highlight) with the white bands
  // gone, so the outline alone must change a 2 px perimeter by 3:1.
  { width: 390, height: 844, indicators: true, colorScheme: 'dark', urls: [...lookSamples('en-AU'), '/en-au/no-such-page'] },
  { width: 1280, height: 900, indicators: true, colorScheme: 'dark', forcedColors: true, urls: [...lookSamples('en-US'), '/no-such-page'] },
  // A laptop's shorter window, where the bar and the panel leave the least room, in every locale;
  // and the phone in the locales its walk above does not sample.
  { width: 1280, height: 720, indicators: false, urls: inLocales(tightestPages, locales) },
  { width: 390, height: 844, indicators: false, urls: inLocales(tightestPages, ['en-US', 'en-AU']) },
]
for (const path of tightestPages) {
  for (const [width, locale] of [[1280, 'en-US'], [390, 'en-GB']] as const) {
    const sampled = walks.some((walk) => walk.indicators && !walk.colorScheme && walk.width === width && walk.urls.includes(localizePath(path, locale)))
    if (!sampled) throw new Error(`${path} is not in the ${width} px sample walk in ${locale}, which measures the indicators its other walks rely on`)
  }
}

/** A browser of another served region: the page shows it the region notice. */
const readerFrom: Record<Locale, Locale> = { 'en-US': 'en-GB', 'en-GB': 'en-AU', 'en-AU': 'en-US' }

/** Space around the element that the screenshots include: where an outline or halo is drawn. */
const RING_ROOM = 12
const MAX_STOPS = 250

type Stop = {
  /** Stable for the element within the page (a counter kept in the page). */
  key: number
  label: string
  /** Element × background × state: screenshots are compared once per look. */
  look: string
  collapsed: boolean
  boxes: Box[]
  clip: Box | null
  covered: string[]
}

/**
 * The focused element, where it is, and what (if anything) is drawn over it;
 * read once an island the focus went into has hydrated (it may replace the
 * focused element) and in the next frame: the site's own scroll after focus
 * (components/firstScript/focusClearOfBar.ts) is a frame callback registered
 * as focus moved, so it has run before this one (without it, the treatments
 * table's region is found under the bar).
 */
const currentStop = (page: Page): Promise<Stop | null> =>
  page.evaluate(async ({ room, states }) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    const hydrating = () => document.activeElement?.closest('[data-island-hydrate="interaction"]:not([data-island-hydrated])')
    for (let frames = 0; hydrating() && frames < 600; frames++) await frame()
    await frame()
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body || element === document.documentElement) return null
    const w = window as unknown as { focusKeys?: WeakMap<Element, number>; nextFocusKey?: number }
    w.focusKeys ??= new WeakMap()
    if (!w.focusKeys.has(element)) w.focusKeys.set(element, (w.nextFocusKey = (w.nextFocusKey ?? 0) + 1))

    const describe = (node: Element): string => {
      const name = (node.getAttribute('aria-label') ?? (node as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const attribute = ['href', 'type', 'data-exit-this-page', 'data-site-header'].find((a) => node.hasAttribute(a))
      return `<${node.tagName.toLowerCase()}${attribute ? ` ${attribute}="${node.getAttribute(attribute)}"` : ''}>${name ? ` "${name}"` : ''}`
    }
    const backgroundBehind = (node: Element | null): string => {
      for (let at = node; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour
      }
      return 'page'
    }

    // The region notice, shown, is a panel fixed at the bottom of the screen
    // that focus is kept clear of (scroll padding). An element taller than the
    // room between the bar and the panel cannot show whole: as with the
    // screen's own edge, only its part above the panel is probed.
    const panel = document.querySelector('[data-region-notice] > div')?.parentElement
    const panelTop = panel && getComputedStyle(panel).position === 'fixed' ? panel.getBoundingClientRect().top : window.innerHeight
    const barBottom = document.querySelector('[data-site-header]')?.getBoundingClientRect().bottom ?? 0
    const tallerThanRoom = element.getBoundingClientRect().height > panelTop - barBottom
    const viewport = { width: window.innerWidth, height: tallerThanRoom ? panelTop : window.innerHeight }
    const boxes = Array.from(element.getClientRects())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => {
        const x = Math.max(0, rect.left)
        const y = Math.max(0, rect.top)
        return { x, y, width: Math.min(viewport.width, rect.right) - x, height: Math.min(viewport.height, rect.bottom) - y }
      })
      .filter((box) => box.width > 0 && box.height > 0)

    // Probes: the centre and just inside the middle of each edge (inside a rounded corner's curve too).
    const covered: string[] = []
    for (const box of boxes) {
      const inset = Math.min(3, box.width / 2, box.height / 2)
      const points = [
        [box.x + box.width / 2, box.y + box.height / 2],
        [box.x + box.width / 2, box.y + inset],
        [box.x + box.width / 2, box.y + box.height - inset],
        [box.x + inset, box.y + box.height / 2],
        [box.x + box.width - inset, box.y + box.height / 2],
      ]
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x!, y!)
        // The element, something inside it, or an ancestor it lets the pointer through to: not covered.
        if (hit && !(hit === element || element.contains(hit) || hit.contains(element))) {
          covered.push(`(${Math.round(x!)}, ${Math.round(y!)}) by ${describe(hit.closest('header, [data-exit-this-page], nav, a, button') ?? hit)}`)
        }
      }
    }

    const left = Math.min(...boxes.map((b) => b.x)) - room
    const top = Math.min(...boxes.map((b) => b.y)) - room
    const right = Math.max(...boxes.map((b) => b.x + b.width)) + room
    const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + room
    const clip = boxes.length === 0 ? null : {
      x: Math.max(0, Math.floor(left)),
      y: Math.max(0, Math.floor(top)),
      width: Math.min(viewport.width, Math.ceil(right)) - Math.max(0, Math.floor(left)),
      height: Math.min(viewport.height, Math.ceil(bottom)) - Math.max(0, Math.floor(top)),
    }

    const state = states.map((a) => element.getAttribute(a) ?? '').join('/')
    const checked = element instanceof HTMLInputElement && element.checked
    return {
      key: w.focusKeys.get(element)!,
      label: describe(element),
      look: `${element.tagName} ${element.className} ${state} ${checked} | on ${backgroundBehind(element.parentElement)}`,
      collapsed: element.getAttribute('aria-expanded') === 'false',
      boxes,
      clip,
      covered,
    }
  }, { room: RING_ROOM, states: lookStates })

/**
 * The focused element's look held still for a screenshot, as Playwright's
 * `animations: 'disabled'` and `caret: 'hide'` hold it: its transitions (a
 * colour fading in after a blur) finished, an endless animation cancelled, a
 * text field's caret hidden (it blinks, in one shot and not the other). Returns
 * the page's scroll: the protocol's clip is in the document's coordinates.
 */
const holdStill = (blur: 'blur' | 'focus') => {
  // Kept until it is focused again: once blurred, it is no longer the active element.
  const held = window as unknown as { focusWalkElement?: HTMLElement }
  const element = blur === 'focus' ? (held.focusWalkElement = document.activeElement as HTMLElement) : held.focusWalkElement!
  if (blur === 'blur') element.blur()
  element.style.caretColor = 'transparent'
  for (const animation of document.getAnimations()) {
    try {
      animation.finish()
    } catch {
      animation.cancel()
    }
  }
  return { x: scrollX, y: scrollY }
}

/**
 * Pixels that change by ≥ 3:1 when the element gains focus, and how many a 2
 * px perimeter needs. Captured over the DevTools protocol: Playwright's own
 * screenshot, with its options, took some ten round trips a look, a third of
 * the walks' time.
 */
async function measureIndicator(page: Page, cdp: CDPSession, stop: Stop): Promise<{ changed: number; needed: number; stillFocusVisible: boolean }> {
  const capture = async (scroll: { x: number; y: number }) => {
    const clip = { ...stop.clip!, x: stop.clip!.x + scroll.x, y: stop.clip!.y + scroll.y, scale: 1 }
    return Buffer.from((await cdp.send('Page.captureScreenshot', { format: 'png', clip, optimizeForSpeed: true })).data, 'base64')
  }
  const focused = await capture(await page.evaluate(holdStill, 'focus' as const))
  const unfocused = await capture(await page.evaluate(holdStill, 'blur' as const))
  const stillFocusVisible = await page.evaluate(() => {
    const element = (window as unknown as { focusWalkElement: HTMLElement }).focusWalkElement
    // Focused again by script after a key press, it matches :focus-visible again (checked by the caller).
    element.focus({ preventScroll: true })
    return element.matches(':focus-visible')
  })
  return { changed: changedPixels(unfocused, focused), needed: stop.boxes.reduce((sum, box) => sum + perimeterArea(box), 0), stillFocusVisible }
}

type Walk = { problems: string[]; measured: Set<string>; opened: Set<string>; indicators: boolean; cdp: CDPSession }

/**
 * The looks whose indicators this worker has measured, per walk plan: a look
 * (element × background × state) is drawn by the same rules on every page,
 * so each is measured on the first page of the walk that shows it in this
 * worker, and every page that shows it is still walked for coverage. Run
 * alone, a page measures all its own.
 */
const measuredInWorker = new Map<string, Set<string>>()

async function walk(page: Page, key: 'Tab' | 'Shift+Tab', { problems, measured, opened, indicators, cdp }: Walk) {
  const visited: number[] = []
  for (let count = 0; count < MAX_STOPS; count++) {
    await page.keyboard.press(key)
    let stop = await currentStop(page)
    if (!stop) break // focus left the page: the end (no trap)
    if (visited.includes(stop.key)) break // wrapped round
    if (key === 'Tab' && stop.collapsed && !opened.has(stop.look)) {
      // Open the first disclosure of each kind, as a reader would, to walk what it shows.
      opened.add(stop.look)
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await currentStop(page))?.collapsed).toBe(false)
      stop = (await currentStop(page))!
    }
    visited.push(stop.key)
    const where = `${key} stop ${visited.length} ${stop.label}`
    if (stop.boxes.length === 0) {
      problems.push(`${where}: focused but not on screen`)
      continue
    }
    for (const cover of stop.covered) problems.push(`${where}: covered at ${cover}`)
    if (!indicators || measured.has(stop.look)) continue
    measured.add(stop.look)
    const { changed, needed, stillFocusVisible } = await measureIndicator(page, cdp, stop)
    if (!stillFocusVisible) throw new Error(`${where}: focus could not be restored after its unfocused screenshot`)
    if (changed < needed) {
      problems.push(`${where}: ${changed} px change by ≥ ${MIN_CHANGE_CONTRAST}:1, needs ${needed} px (${Math.round((100 * changed) / needed)}%) on ${stop.look.split(' | on ')[1]}`)
    }
  }
  return visited
}

for (const { width, height, urls, indicators, colorScheme, forcedColors } of walks) {
  const colours = [colorScheme, forcedColors && 'forced colours'].filter(Boolean).join(', ')
  test.describe(`keyboard focus at ${width}×${height}${colours ? `, ${colours}` : ''}`, () => {
    test.use({ viewport: { width, height }, colorScheme: colorScheme ?? 'light' })
    for (const url of urls) {
      const { locale, pathname } = extractLocale(url)
      test.describe(() => {
        test.use({ locale: readerFrom[locale] })
        const checked = indicators ? 'every stop visible and uncovered' : 'every stop uncovered (each look’s indicator measured by the sample walk)'
        // In dark and forced colours the colours change and the layout does not: Tab
        // alone reaches every look, and Shift+Tab's coverage is the light walks'.
        const both = !colorScheme && !forcedColors
        test(`${checked}, Tab${both ? ' and Shift+Tab' : ''}, the region notice shown: ${url}`, async ({ page }) => {
          if (forcedColors) await page.emulateMedia({ forcedColors: 'active' })
          await page.goto(url)
          await settled(page)
          // The walk's colours are the page's: the scheme and forced colours asked for.
          expect(await page.evaluate(() => [matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(forced-colors: active)').matches])).toEqual([colorScheme === 'dark', forcedColors === true])
          // Shown on every page but a 404 (it has no counterpart in another region).
          if (everyPage.some((sitePage) => sitePage.url === url)) await expect(page.locator('[data-region-notice]').getByRole('link')).toHaveAttribute('href', localizePath(pathname, readerFrom[locale]))
          const plan = `${width}×${height} ${colours}`
          const measured = measuredInWorker.get(plan) ?? new Set<string>()
          measuredInWorker.set(plan, measured)
          const state: Walk = { problems: [], measured, opened: new Set(), indicators, cdp: await page.context().newCDPSession(page) }
          const forward = await walk(page, 'Tab', state)
          expect(forward.length, 'stops reached with Tab').toBeGreaterThan(5)
          if (both) {
            const backward = await walk(page, 'Shift+Tab', state)
            // Back to the first stop (the skip link), without a trap on the way.
            expect(backward.at(-1), 'the last stop of Shift+Tab is the first of Tab').toBe(forward[0])
          }
          expect(state.problems, `${url} at ${width}px`).toEqual([])
        })
      })
    }
  })
}

/**
 * The site's scroll after focus moves only an element too tall to fit below
 * the bar. A field that fits and is under the bar by the next frame was put
 * there by the reader (she scrolled before that frame came: on a slow phone,
 * focusing the form starts its hydration), so it stays where she put it and
 * nothing moves under her finger as she reaches for Send.
 */
test('a focused field the reader scrolled partly under the bar stays where she put it', async ({ page }) => {
  await page.goto('/contact')
  const moved = await page.getByRole('textbox', { name: 'Email', exact: true }).evaluate(async (field) => {
    const barBottom = document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom
    field.focus()
    // In the same task, so before the frame the site's scroll waits for: the field's top 8 px under the bar.
    window.scrollBy({ top: field.getBoundingClientRect().top - (barBottom - 8), behavior: 'instant' })
    const before = window.scrollY
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    await frame()
    await frame()
    return { focusVisible: field.matches(':focus-visible'), scrolledBy: window.scrollY - before }
  })
  expect(moved).toEqual({ focusVisible: true, scrolledBy: 0 })
})

/**
 * With motion allowed (most readers), focus scrolls smoothly: the site's
 * scroll after focus must still bring the treatments table's region, taller
 * than the room below the bar, to start just below it, whether it is reached
 * with Tab or with Shift+Tab (the sweep above runs with reduced motion).
 */
for (const width of [375, 1280]) {
  test(`with motion allowed, Tab and Shift+Tab bring a region taller than the window to start below the bar, at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width, height: 800 } })
    const page = await context.newPage()
    await page.goto('/childhood-trauma-help')
    await settled(page)
    const region = page.locator('section[tabindex="0"]')
    // From the stop before it, and from the one after it.
    for (const [from, key] of [['previous', 'Tab'], ['next', 'Shift+Tab']] as const) {
      await region.focus()
      await page.keyboard.press(from === 'previous' ? 'Shift+Tab' : 'Tab')
      await restingTop(region)
      await page.keyboard.press(key)
      await expect(region).toBeFocused()
      const { top, barBottom } = await restingTop(region)
      expect(top, `reached with ${key}`).toBeGreaterThanOrEqual(barBottom)
    }
    await context.close()
  })
}
