/**
 * Moves focus to an element that is no control (a question's or a result's
 * heading) so a screen reader reads it, giving it `tabindex="-1"` only while it
 * holds focus: a heading left focusable is read as "clickable" in Firefox each
 * time a screen reader passes it.
 */
export function focusForReading(element: HTMLElement | null): void {
  if (!element) return
  element.setAttribute('tabindex', '-1')
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true })
  element.focus()
}
