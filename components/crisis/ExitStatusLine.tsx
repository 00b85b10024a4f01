import { EXIT_STATUS_LINE } from '../firstScript/quickExit'

/**
 * The exit shortcut's status line inside a modal `<dialog>`. `showModal()`
 * makes the rest of the page inert, the header's status with it, and an inert
 * live region is never read: while a modal dialog is open, the shortcut's
 * "Shift, press 2 more times to exit." is said here instead. Empty, and no
 * words of its own: the header's status carries the texts.
 */
export function ExitStatusLine() {
  return <span aria-live="polite" aria-atomic="true" className="sr-only" {...{ [EXIT_STATUS_LINE]: '' }} />
}
