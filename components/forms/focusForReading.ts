import { answerOwnClicks } from './answerOwnClicks'

/**
 * Moves focus to an element that is no control (a quiz question's group, a
 * result's region) so a screen reader reads it, giving it `tabindex="-1"` only
 * while it holds focus: an element left focusable is read as "clickable" in
 * Firefox each time a screen reader passes it.
 *
 * While it holds focus it also answers its own clicks (answerOwnClicks.ts), so
 * Orca does not call it "clickable". Both go on blur, with the tabindex.
 *
 * `start`: the part to bring into view (a question's heading), when the
 * element is a larger box. Firefox does not scroll to a focused box of which
 * any part shows, so a question taller than what showed of it kept its
 * heading above the screen or under the bar; scrolled into view first
 * (`nearest`: only as far as it must, clear of the bar by the scroll padding;
 * `instant`, as focus moves: a smooth scroll moved the answers under a press
 * made as it ran, in the Firefox journey).
 */
export function focusForReading(element: HTMLElement | null, start?: HTMLElement | null): void {
  if (!element) return
  element.setAttribute('tabindex', '-1')
  const stopAnsweringClicks = answerOwnClicks(element)
  element.addEventListener(
    'blur',
    () => {
      element.removeAttribute('tabindex')
      stopAnsweringClicks()
    },
    { once: true },
  )
  if (!start) return element.focus()
  start.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' })
  element.focus({ preventScroll: true })
}
