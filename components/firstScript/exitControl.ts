import { EXIT_STATUS_LINE, createShiftSequence, leavePage, restorePage } from './quickExit'

/** The status texts the exit shortcut announces, formatted with the page (components/crisis/ExitThisPage.tsx puts them in `data-exit-status`). */
export type ExitTexts = { pressMore: Record<number, string>; expired: string; loading: string }

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
      const text = state === null ? '' : state === 'expired' ? texts.expired : (texts.pressMore[state.remaining] ?? '')
      // While a modal dialog is open the rest of the page is inert, this status
      // with it: the dialog's own line speaks instead (components/crisis/ExitStatusLine.tsx;
      // the site opens its dialogs with showModal() only).
      const heard = document.querySelector<HTMLElement>(`dialog[open] [${EXIT_STATUS_LINE}]`) ?? status
      for (const line of [status, ...document.querySelectorAll<HTMLElement>(`[${EXIT_STATUS_LINE}]`)]) line.textContent = line === heard ? text : ''
    },
    onExit: leave,
    // The selection and scroll a screen reader's move changes (below), read at
    // each key as well: on a busy page their events come late.
    readPoint: () => {
      const selection = document.getSelection()
      return [selection?.anchorNode, selection?.anchorOffset, selection?.focusNode, selection?.focusOffset, window.scrollX, window.scrollY]
    },
  })
  // On `document`, capturing: keys still count while focus is in the open
  // mobile menu or a dialog (a widget may stop propagation).
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
 * Whether a script on the page is moving focus at this moment: with focus(),
 * or by opening or closing a modal dialog (showModal() focuses the dialog,
 * close() gives focus back). The focus events it causes are dispatched inside
 * that call. Wraps these once, in the first script, before any other code runs.
 */
function whileOwnFocus(): () => boolean {
  let depth = 0
  const wrap = <T extends object>(prototype: T, name: keyof T) => {
    const original = prototype[name] as (...args: unknown[]) => unknown
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        depth += 1
        try {
          return original.apply(this, args)
        } finally {
          depth -= 1
        }
      },
    })
  }
  wrap(HTMLElement.prototype, 'focus')
  wrap(SVGElement.prototype, 'focus')
  // The exit control must work in every browser: one without <dialog> has no dialog to wrap.
  if (typeof HTMLDialogElement === 'function') {
    wrap(HTMLDialogElement.prototype, 'showModal')
    wrap(HTMLDialogElement.prototype, 'close')
  }
  return () => depth > 0
}
