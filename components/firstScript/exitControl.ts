import type { ExitTexts } from '../ExitThisPage'
import { createShiftSequence, leavePage, restorePage } from './quickExit'

/**
 * Makes the prerendered "Exit this page" link leave at once: a click, or Shift
 * pressed on its own three times, hides the page and goes to the neutral site;
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
