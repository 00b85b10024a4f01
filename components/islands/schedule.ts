import type { Hydration } from './defineIsland'
import { nextIdle } from '../firstScript/whenIdle'
import { ISLAND_REQUEST_EVENT } from './requestIsland'

/**
 * When each island hydrates (see `Hydration` in defineIsland.ts). This module
 * is plain DOM code in every page's first script: React and an island's code
 * are only fetched when an island needs them, so a page nobody interacts with
 * never runs React at all.
 */

const roots = () => Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))
const started = new WeakMap<HTMLElement, Promise<void>>()

let stylesheet: Promise<void> | undefined

/**
 * Loads the whole stylesheet once. A page inlines only the rules its HTML uses
 * (scripts/inline-css.ts); a live island may need others (an open menu, a
 * toast). The dev server has no `data-stylesheet`: Vite loads the CSS there.
 * The first script loads it once the page is idle, before the sections below
 * the first screen are laid out (renderer/+client.ts): restyling the page
 * then touches its first screen alone, and each section is styled as it is
 * laid out, in a task of its own.
 */
export function loadStylesheet(): Promise<void> {
  const href = document.documentElement.dataset.stylesheet
  if (!href) return Promise.resolve()
  stylesheet ??= new Promise((loaded) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.addEventListener('load', () => loaded())
    link.addEventListener('error', () => loaded())
    document.head.append(link)
  })
  return stylesheet
}

type IslandCode = typeof import('./hydrateIslands')

/** The code below, once loaded: from then on an island starts hydrating in the very task that asks for it. */
let loadedCode: IslandCode | undefined

/** React, the code that hydrates islands, and the stylesheet, side by side (one import: the bundle carries its preload list once). */
const islandCode = (): Promise<IslandCode> =>
  Promise.all([import('./hydrateIslands'), loadStylesheet()]).then(([code]) => (loadedCode = code))

/**
 * Hydrates a root once, however often it is asked (`onListening`: see
 * hydrateIsland). With the code already loaded (at idle, `prepareIslands`),
 * synchronously up to React's listening: a dynamic import resolves a task
 * later even when its module has run, and the browser runs input first, so
 * the pointer's press (down 30–40 ms after it came over the island, under
 * CPU ×4) arrived before React listened, and waited for the whole island
 * to hydrate and a replay (bench/first-press.md).
 */
function hydrate(root: HTMLElement, onListening?: () => void): Promise<void> {
  let hydrating = started.get(root)
  if (!hydrating) {
    const starting = loadedCode
      ? loadedCode.hydrateIsland(root, onListening)
      : islandCode().then(
          (code) => code.hydrateIsland(root, onListening),
          (error: unknown) => {
            sharedCodeFailed(error)
            throw error
          },
        )
    hydrating = starting.catch((error: unknown) => {
      islandFailed(root, error)
      throw error
    })
    started.set(root, hydrating)
  }
  return hydrating
}

/**
 * What each armed root does when its island's code fails: stop holding
 * presses, unfold what it folded, and hand a press it kept to the browser.
 */
const fallbacks = new WeakMap<HTMLElement, () => void>()

/**
 * Puts a root back in its plain HTML form for good, at once and without a
 * reload: its island's code did not arrive, did not parse (a browser too old
 * for it) or threw while starting. `data-island-failed` undoes its `enhanced:`
 * styles (renderer/styles.css); whatever she typed is in its fields still.
 */
function fallBack(root: HTMLElement): void {
  if (root.hasAttribute('data-island-failed') || root.hasAttribute('data-island-hydrated')) return
  root.setAttribute('data-island-failed', '')
  fallbacks.get(root)?.()
}

/**
 * The code every island needs (React, react-intl, the hydration code, the
 * nav) failed: the whole page goes back to its plain form, the bar with it.
 */
function sharedCodeFailed(error: unknown): void {
  if (!document.documentElement.hasAttribute('data-enhanced')) return
  console.error('Thrive: the islands could not start; the page is back in its plain HTML form.', error)
  document.documentElement.removeAttribute('data-enhanced')
  for (const root of roots()) fallBack(root)
}

/**
 * One island's own code failed: it and every other root of the same island
 * (waiting for the same code) go back to their plain form. An island in the
 * bar takes the bar with it: the bar's enhanced layout (fixed, the links
 * behind a button) is only right while its menu works.
 */
function islandFailed(root: HTMLElement, error: unknown): void {
  if (root.closest('[data-site-header]')) return sharedCodeFailed(error)
  if (root.hasAttribute('data-island-failed')) return
  console.error(`Thrive: the ${root.dataset.island ?? ''} island could not start; it is back in its plain HTML form.`, error)
  for (const other of roots()) if (other.dataset.island === root.dataset.island) fallBack(other)
}

/** Where focus was on something the plain form hides (the menu button), the first thing of the plain form she can reach instead. */
function keepFocusInView(root: HTMLElement): void {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || !root.contains(focused) || focused.getClientRects().length > 0) return
  const reachable = Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')).find((element) => element.getClientRects().length > 0)
  reachable?.focus()
}

/** Whether every `name=value` pair of `query` is in the page's address. */
function addressHas(query: string): boolean {
  const present = new URLSearchParams(window.location.search)
  return [...new URLSearchParams(query)].every(([name, value]) => present.getAll(name).includes(value))
}

/** The element the address's #fragment names, if any. */
function fragmentTarget(): Element | null {
  const id = decodeURIComponent(window.location.hash.slice(1))
  return id ? document.getElementById(id) : null
}

// Signs that the visitor is reaching for an island: React loads then, in
// time for most presses; those that come first are replayed below.
const intents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** What names an accordion's question: its answer is the `data-folded` of the same key. */
const replayKey = (element: Element | null) => element?.closest<HTMLElement>('[data-replay-key]')?.dataset.replayKey

/**
 * Arms an island to hydrate on the visitor's first interaction. A button
 * pressed before React could see the press is pressed again once the island
 * is live (a virtual click, which React Aria treats as a press). Links are
 * left alone: they work as links already. Every island hydrates in place
 * (its prerendered HTML is its first render), so focus, and a screen
 * reader's cursor, stay on the nodes they are on (e2e/hydrate-in-place.spec.ts).
 *
 * Once React listens to the root (hydrateRoot was called), it hydrates at
 * once for a press and hands it to the island, so presses that begin then
 * are left to it: replaying them too would press twice (a menu opened and
 * closed again). Only a pointer press React saw no start of is kept then,
 * and replayed once the island is live.
 */
function hydrateOnInteraction(root: HTMLElement): void {
  let waking: Promise<void> | null = null
  let listening = false
  let live = false
  let pressed: HTMLElement | null = null
  // Where a pointer went down that React did not see: it never saw the
  // press's start, so its click is replayed as a virtual click.
  let downOn: Element | null = null

  const prerendered = new WeakSet<Element>(root.querySelectorAll('button'))

  /**
   * A prerendered question (a `data-replay-key` button with a `data-folded`
   * answer of the same key) answers a press by itself, at once: its answer
   * unfolds (others fold: one open at a time) and the island adopts what is
   * open as it hydrates (Accordion.island). Only until React listens: from
   * then on the page is React's, and a change it did not make would be lost.
   * Returns whether it did.
   */
  const answerNow = (button: HTMLElement, open = button.getAttribute('aria-expanded') !== 'true') => {
    const key = button.dataset.replayKey
    const folded = key === undefined ? null : root.querySelector(`[data-folded="${CSS.escape(key)}"]`)
    if (listening || !folded || !button.isConnected || !prerendered.has(button)) return false
    for (const other of root.querySelectorAll('[data-replay-key]')) {
      const mine = other === button && open
      other.setAttribute('aria-expanded', String(mine))
      const answer = root.querySelector(`[data-folded="${CSS.escape(replayKey(other) ?? '')}"]`)
      answer?.toggleAttribute('data-unfolded', mine)
      if (mine) answer?.removeAttribute('hidden')
      else answer?.setAttribute('hidden', 'until-found')
    }
    return true
  }
  const keep = (button: HTMLElement) => {
    if (!answerNow(button)) pressed = button
  }

  const wakeUp = () => {
    waking ??= hydrate(root, () => (listening = true)).then(
      async () => {
        // One more task: updates the island's effects made (values it adopts) render first.
        await new Promise((rendered) => setTimeout(rendered))
        live = true
        for (const type of intents) root.removeEventListener(type, onIntent, true)
        const button = pressed
        pressed = null
        button?.click()
      },
      // Its code failed: fallBack (below) has handed the press to the browser.
      () => undefined,
    )
  }

  const onIntent = (event: Event) => {
    if (event.type === 'pointerdown' && event.target instanceof Element) downOn = listening ? null : event.target
    wakeUp()
  }

  const holdPress = (event: MouseEvent) => {
    // This click ends the pointer's press.
    const from = downOn
    downOn = null
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button === null || !root.contains(button)) return
    // React saw this press from its start (or, with no pointer, sees this click): it is the island's.
    if (!from && listening) return
    if (live && !from) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (live) setTimeout(() => button.click())
    // A press on a button is kept for later.
    else keep(button)
  }

  // Enter or Space on a button is kept as a press at keydown, before React
  // listens: React may start listening before the key's own click (Space
  // clicks on keyup) and would then see a click with no start. (Once React
  // listens, it hands the key to the island itself.)
  const holdKeyPress = (event: KeyboardEvent) => {
    if (live || event.repeat || event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'Enter' && event.key !== ' ')) return
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || !prerendered.has(button) || listening) return
    event.preventDefault()
    keep(button)
  }

  for (const type of intents) root.addEventListener(type, onIntent, { capture: true, passive: true })
  root.addEventListener('keydown', holdKeyPress, true)
  root.addEventListener('click', holdPress, true)
  // Folded parts (an accordion's answers) stay findable: find-in-page reveals
  // one, and its trigger (the same key) is pressed once the island is live.
  for (const folded of root.querySelectorAll<HTMLElement>('[data-folded]')) folded.setAttribute('hidden', 'until-found')
  const onBeforeMatch = (event: Event) => {
    if (live || !(event.target instanceof HTMLElement)) return
    const key = event.target.closest<HTMLElement>('[data-folded]')?.dataset.folded
    const trigger = key === undefined ? null : root.querySelector<HTMLElement>(`[data-replay-key="${CSS.escape(key)}"]`)
    if (trigger && !answerNow(trigger, true)) pressed = trigger
    wakeUp()
  }
  root.addEventListener('beforematch', onBeforeMatch, true)
  // Arriving at, or following a same-page link to, something inside (an FAQ answer) needs it live;
  // a question it names opens at once, and the island adopts it.
  const wakeForFragment = () => {
    const target = fragmentTarget()
    if (!target || !root.contains(target)) return
    const trigger = root.querySelector<HTMLElement>(`[data-replay-key="${CSS.escape(target.id)}"]`)
    if (trigger) answerNow(trigger, true)
    wakeUp()
  }
  wakeForFragment()
  window.addEventListener('hashchange', wakeForFragment)
  // If the island's code fails, the page's own HTML takes over: nothing is held
  // any more, the folded answers show, and a kept press is the browser's again
  // (a Send button sends its form as it is, with everything she typed).
  fallbacks.set(root, () => {
    for (const type of intents) root.removeEventListener(type, onIntent, true)
    root.removeEventListener('keydown', holdKeyPress, true)
    root.removeEventListener('click', holdPress, true)
    root.removeEventListener('beforematch', onBeforeMatch, true)
    window.removeEventListener('hashchange', wakeForFragment)
    for (const folded of root.querySelectorAll<HTMLElement>('[data-folded]')) {
      folded.removeAttribute('hidden')
      folded.removeAttribute('data-unfolded')
    }
    keepFocusInView(root)
    const button = pressed
    pressed = null
    button?.click()
  })
  // The visitor may have reached it before this script ran: focus is inside,
  // or she has typed or chosen something (or the browser restored it).
  if (root.contains(document.activeElement) || hasInput(root)) wakeUp()
}

/** Whether any field inside differs from its prerendered value. */
function hasInput(root: HTMLElement): boolean {
  return Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).some((field) =>
    field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  )
}

/**
 * Fetches and runs the code of the page's islands, without hydrating
 * anything. The first script calls it once the page is loaded and idle,
 * beside the stylesheet and the sections' layout (renderer/+client.ts). No
 * press then waits for a download it starts (on a slow network, or with none
 * since: a train, a shelter's wifi), nor for React to start. React
 * runs first and the rest in a later idle moment: each is compiled and run in
 * a task of its own, short enough not to hold up a press (or Lighthouse's
 * blocking time) the way one task of both did.
 */
export function prepareIslands(): Promise<void> {
  return import('./startReact')
    .then(nextIdle)
    .then(islandCode)
    .then(
      async (code) => {
        await nextIdle()
        const failures = await code.prepareIslands()
        for (const { name, error } of failures) {
          const root = roots().find((candidate) => candidate.dataset.island === name)
          if (root) islandFailed(root, error)
        }
        if (failures.length > 0) throw new Error(`Islands that could not start: ${failures.map(({ name }) => name).join(', ')}`)
      },
      (error: unknown) => {
        // Found before any press needs it: the page turns plain while she reads, not when she presses.
        sharedCodeFailed(error)
        throw error
      },
    )
}

/**
 * Arms the islands that wait for the visitor at once, hydrates those that
 * hydrate on load once `painted` resolves; resolves when those are live.
 */
export async function scheduleIslands(painted: Promise<void>): Promise<void> {
  document.addEventListener(ISLAND_REQUEST_EVENT, (event) => {
    if (event instanceof CustomEvent && typeof event.detail === 'string') hydrateNamed(event.detail)
  })
  const now: HTMLElement[] = []
  for (const root of roots()) {
    const { islandHydrate = 'load', islandQuery } = root.dataset
    if (islandQuery !== undefined && !addressHas(islandQuery)) continue
    const when = islandHydrate as Hydration
    if (when === 'load') now.push(root)
    else if (when === 'interaction') hydrateOnInteraction(root)
  }
  await painted
  // One that fails is back in its plain form (islandFailed): the others go on.
  await Promise.all(now.map((root) => hydrate(root).catch(() => undefined)))
}

/** Hydrates the islands named `name` (those that wait for `request`, see requestIsland.ts). */
function hydrateNamed(name: string): void {
  for (const root of roots()) if (root.dataset.island === name) hydrate(root).catch(() => undefined)
}
