/**
 * The logic behind "Exit this page" (GOV.UK's behaviour,
 * https://design-system.service.gov.uk/components/exit-this-page/):
 * Shift pressed on its own three times within 5 seconds leaves the site.
 * `createShiftSequence` is pure apart from timers so it can be unit-tested;
 * `leavePage` and `restorePage` do the DOM work.
 */

/** Presses of Shift that exit, and the time allowed after each press for the next. */
export const EXIT_PRESSES = 3
export const EXIT_WINDOW_MS = 5000
/**
 * How long after a Shift is released a sign that a screen reader moved (see
 * `interrupt`) still cancels that press: the screen reader acts on the key it
 * took (the H of Shift+H) in its own process, so the selection or focus it moves
 * may reach the page just after the Shift comes up. At 150 ms, Orca with
 * Firefox on a loaded machine moved the caret after the press had counted
 * (docs/quick-exit.md).
 */
export const EXIT_SETTLE_MS = 400

/** What the visually hidden status says: presses still needed, the expiry, or nothing. */
export type ExitStatus = { remaining: number } | 'expired' | null

type KeyInfo = Pick<KeyboardEvent, 'key' | 'repeat' | 'ctrlKey' | 'altKey' | 'metaKey'>

/**
 * Where the reader's point is at this moment (in the page: the selection's ends
 * and the scroll position). Two reads that differ mean it moved, whether or not
 * the event that says so has been dispatched yet: a busy page sends input first
 * and `selectionchange` later, one event for several moves (docs/quick-exit.md).
 */
export type ReadPoint = () => readonly unknown[]

const samePoint = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]))

export type ShiftSequence = {
  keydown(event: KeyInfo): void
  keyup(event: Pick<KeyboardEvent, 'key'>): void
  /**
   * Something a bare Shift never does happened: the selection or caret moved,
   * focus moved, the page scrolled. A screen reader's browse-mode keys (Shift+H,
   * Shift+arrows…) take the other key and leave the page only the Shift, but
   * they move the reader's point, and that is seen here: the press under way, a
   * press still settling and the count so far are all dropped.
   */
  interrupt(): void
  /** Back to the start, silently (on `pageshow`, or when the component unmounts). */
  reset(): void
  readonly count: number
}

/**
 * A press of Shift counts when Shift went down with no modifier held, came up
 * with no other key pressed in between, and nothing moved (`interrupt`, or a
 * change in `readPoint`) from the moment it went down until `settleMs` after it
 * came up; a change in `readPoint` first seen at the next Shift resets the
 * count. Counting on the way up (as GOV.UK does) means Shift used to type a
 * capital letter never counts. Any other key resets the count (announced as expired, as GOV.UK
 * does), and so does a move; each counted press restarts the 5-second window;
 * when it runs out the count resets and "expired" is announced, then cleared
 * after another window.
 */
export function createShiftSequence(options: {
  onStatus: (status: ExitStatus) => void
  onExit: () => void
  presses?: number
  windowMs?: number
  settleMs?: number
  readPoint?: ReadPoint
}): ShiftSequence {
  const { onStatus, onExit, presses = EXIT_PRESSES, windowMs = EXIT_WINDOW_MS, settleMs = EXIT_SETTLE_MS, readPoint = () => [] } = options
  let count = 0
  let shiftAlone = false
  /** The point when the last Shift went down: every check compares with it. */
  let pointAtDown: readonly unknown[] | undefined
  const moved = () => pointAtDown !== undefined && !samePoint(pointAtDown, readPoint())
  let windowTimer: ReturnType<typeof setTimeout> | undefined
  let clearTimer: ReturnType<typeof setTimeout> | undefined
  let settleTimer: ReturnType<typeof setTimeout> | undefined

  const stopTimers = () => {
    clearTimeout(windowTimer)
    clearTimeout(clearTimer)
    windowTimer = clearTimer = undefined
  }

  const dropSettling = () => {
    clearTimeout(settleTimer)
    settleTimer = undefined
  }

  const expire = () => {
    stopTimers()
    count = 0
    onStatus('expired')
    clearTimer = setTimeout(() => {
      clearTimer = undefined
      onStatus(null)
    }, windowMs)
  }

  const press = () => {
    stopTimers()
    count += 1
    if (count >= presses) {
      count = 0
      onStatus(null)
      onExit()
      return
    }
    onStatus({ remaining: presses - count })
    windowTimer = setTimeout(expire, windowMs)
  }

  /** A press still settling is counted now (the next key began before its time was up). */
  const settle = () => {
    if (settleTimer === undefined) return
    dropSettling()
    if (moved()) breakSequence()
    else press()
  }

  const breakSequence = () => {
    shiftAlone = false
    dropSettling()
    if (count > 0) expire()
  }

  return {
    keydown(event) {
      if (event.key === 'Shift') {
        // Holding Shift auto-repeats its keydown: that is still one press.
        if (event.repeat) return
        // A move since the last Shift went down whose event has not come (or never will).
        if (moved()) breakSequence()
        else settle()
        pointAtDown = readPoint()
        shiftAlone = !event.ctrlKey && !event.altKey && !event.metaKey
        return
      }
      // Any other key (a held key's repeats included) ends the sequence.
      breakSequence()
    },
    keyup(event) {
      if (event.key !== 'Shift' || !shiftAlone) return
      if (moved()) {
        breakSequence()
        return
      }
      shiftAlone = false
      if (settleMs <= 0) {
        press()
        return
      }
      settleTimer = setTimeout(settle, settleMs)
    },
    interrupt() {
      if (shiftAlone || settleTimer !== undefined || count > 0) breakSequence()
    },
    reset() {
      stopTimers()
      dropSettling()
      count = 0
      shiftAlone = false
      pointAtDown = undefined
      onStatus(null)
    },
    get count() {
      return count
    },
  }
}

/** Marks the exit shortcut's status line inside a modal dialog (components/crisis/ExitStatusLine.tsx). */
export const EXIT_STATUS_LINE = 'data-exit-status-line'

const HIDDEN_MARK = 'data-exit-hidden'
const OVERLAY_MARK = 'data-exit-overlay'

/**
 * Hides everything on the page at once, shows a `role="alert"` "Loading."
 * overlay and goes to the neutral site.
 */
export function leavePage(href: string, loadingText: string): void {
  // A modal dialog would leave the rest of the page inert, the alert below
  // with it, and stay in the top layer above the blank screen: close it first.
  for (const dialog of Array.from(document.querySelectorAll('dialog'))) if (dialog.open) dialog.close()
  // `hidden` on each child of <body> (the page, React's islands among it):
  // nothing stays readable, focusable or reachable by a screen reader.
  for (const child of Array.from(document.body.children)) {
    if (child instanceof HTMLElement && !child.hidden && child.tagName !== 'SCRIPT') {
      child.hidden = true
      child.setAttribute(HIDDEN_MARK, '')
    }
  }
  const overlay = document.createElement('div')
  // Styled by its mark (renderer/styles.css), a rule every page inlines.
  overlay.setAttribute(OVERLAY_MARK, '')
  overlay.setAttribute('role', 'alert')
  // Its text is in it as it is added: an alert added empty (as GOV.UK does) was
  // said as a bare "alert" by Orca with Firefox when the page left before the
  // text that followed was read. Browsers announce a role="alert" that appears
  // with its content, so nothing is lost by it.
  overlay.textContent = loadingText
  document.body.appendChild(overlay)
  // replace(), not GOV.UK's `location.href =`: this page is swapped out of the
  // history, so Back from the neutral site does not bring it straight back.
  window.location.replace(href)
}

/** Undoes `leavePage` (the visitor came back with the Back button). */
export function restorePage(): void {
  for (const overlay of Array.from(document.querySelectorAll(`[${OVERLAY_MARK}]`))) overlay.remove()
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(`[${HIDDEN_MARK}]`))) {
    element.hidden = false
    element.removeAttribute(HIDDEN_MARK)
  }
}
