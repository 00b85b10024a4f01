import type { ExitTexts } from '../ExitThisPage'
import { createShiftSequence, leavePage, restorePage } from './quickExit'

/**
 * Makes the prerendered "Exit this page" link leave at once: a click, or Shift
 * pressed on its own three times (and nothing else moving meanwhile), hides
 * the page and goes to the neutral site;
 * the visually hidden status counts the presses. Plain DOM code in the page's
 * first script, so it works from the first moment and never waits for React.
 */
export function enhanceExitControl(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-exit-this-page]')
  const status = document.querySelector<HTMLElement>('[data-exit-status]')
  if (!link || !status) return
  const texts = JSON.parse(status.dataset.exitStatus ?? '{}') as ExitTexts
  const destination = link.getAttribute('href') ?? link.href
  const leave = () => leavePage(destination, texts.loading)

  const sequence = createShiftSequence({
    onStatus: (state) => {
      status.textContent = state === null ? '' : state === 'expired' ? texts.expired : (texts.pressMore[state.remaining] ?? '')
    },
    onExit: leave,
  })
  // On `document`, capturing: keys still count while focus is in the open
  // mobile menu or a React Aria dialog (which may stop propagation).
  document.addEventListener('keydown', (event) => sequence.keydown(event), true)
  document.addEventListener('keyup', (event) => sequence.keyup(event), true)
  // A screen reader in browse mode takes the H of Shift+H (and the arrows of
  // Shift+arrows), so the page sees a bare Shift; but it moves the caret or the
  // selection, or focus, or scrolls its point into view, which a bare Shift
  // never does: each of these drops the count (docs/quick-exit.md).
  const interrupt = () => sequence.interrupt()
  document.addEventListener('selectionchange', interrupt)
  // Focus the reader's software moves, not the page's own: an island
  // hydrating as she presses Shift (the thank-you dialog) moves focus with
  // focus(), and a focused node it replaces loses focus (hence no focusout).
  const ownFocus = whileOwnFocus()
  document.addEventListener('focusin', () => {
    if (!ownFocus()) interrupt()
  }, true)
  let scrolledTo = `${window.scrollX},${window.scrollY}`
  window.addEventListener('scroll', () => {
    const now = `${window.scrollX},${window.scrollY}`
    if (now === scrolledTo) return
    scrolledTo = now
    interrupt()
  }, { passive: true })
  // Back from the neutral site may restore this page as it was left (bfcache).
  window.addEventListener('pageshow', () => {
    restorePage()
    sequence.reset()
  })
  link.addEventListener('click', (event) => {
    event.preventDefault()
    sequence.reset()
    leave()
  })
}

/**
 * Whether a script on the page is calling focus() at this moment: the focus
 * events it causes are dispatched inside that call. Wraps focus() once, in the
 * first script, before any other code runs.
 */
function whileOwnFocus(): () => boolean {
  let depth = 0
  for (const prototype of [HTMLElement.prototype, SVGElement.prototype]) {
    const focus = prototype.focus
    prototype.focus = function (this: HTMLElement | SVGElement, ...args: Parameters<HTMLElement['focus']>) {
      depth += 1
      try {
        focus.apply(this, args)
      } finally {
        depth -= 1
      }
    }
  }
  return () => depth > 0
}
