import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { CheckCircle2 } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { ExitStatusLine } from '../../components/crisis/ExitStatusLine'
import { thankYouMessages as m } from './thankYouMessages'
import { thankYouRequested, withoutQuery } from './thankYou'

/** The spec's auto-dismiss delay of the thank-you overlay. */
export const THANK_YOU_DISMISS_MS = 5000

/** The query only changes when the overlay itself removes it, so there is nothing to subscribe to. */
const addressNeverChangesUnderUs = () => () => {}

/**
 * After the contact form the provider sends the visitor to `/?submitted=true`:
 * a modal `<dialog>` thanks her (focus moves to it, so it is announced), then
 * closes after 5 s, on Escape, with its button or a press outside it, and the
 * query string is removed.
 *
 * The browser's own modal dialog, not React Aria's `Modal`: `showModal()`
 * makes the rest of the page inert, keeps focus inside and restores it on
 * close, for none of the ≈ 11 KB gzip of React Aria's focus scope and overlay
 * code (docs/performance.md). The exit shortcut's status, outside, is inert
 * with the rest of the page, so the dialog carries a line of its own for it
 * (`ExitStatusLine`), and leaving closes the dialog first
 * (components/firstScript/quickExit.ts).
 *
 * Its role is the element's own, `dialog`: focus moving into it is what a
 * screen reader announces. As an `alertdialog`, Chromium also raised an alert
 * as the page loaded, which Orca sometimes said before the dialog had any
 * text: a bare "alert." (a CI run of the contact journey), and otherwise the
 * text up to three times.
 */
export function ThankYouOverlay() {
  const intl = useIntl()
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  // Read from the address once hydrated (the prerendered page has no address: closed).
  const requested = useSyncExternalStore(addressNeverChangesUnderUs, () => thankYouRequested(window.location.search), () => false)
  const [dismissed, setDismissed] = useState(false)
  const open = requested && !dismissed

  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    element.showModal()
    // showModal() focuses the first control (Close); the dialog itself is
    // focused instead, in the same task, so its name and text are read.
    element.focus()
    // A press on the backdrop reaches the dialog itself (the box inside it
    // takes every press on its content): it closes, as Escape does from the
    // keyboard. Only a press that began there too: a drag from the text (a
    // selection) that ends outside is no press outside.
    let downOutside = false
    const pressedDown = (event: PointerEvent) => {
      downOutside = event.target === element
    }
    const pressedOutside = (event: MouseEvent) => {
      if (downOutside && event.target === element) element.close()
    }
    element.addEventListener('pointerdown', pressedDown)
    element.addEventListener('click', pressedOutside)
    const timer = window.setTimeout(() => element.close(), THANK_YOU_DISMISS_MS)
    return () => {
      window.clearTimeout(timer)
      element.removeEventListener('pointerdown', pressedDown)
      element.removeEventListener('click', pressedOutside)
    }
  }, [open])

  if (!open) return null

  const closed = () => {
    setDismissed(true)
    window.history.replaceState(window.history.state, '', withoutQuery(window.location.href))
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={closed}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-brand-200 bg-surface text-center text-ink shadow-xl outline-none backdrop:bg-scrim/50"
    >
      <div className="p-8">
        <Icon node={CheckCircle2} className="mx-auto size-12 text-brand-600" />
        <h2 id={titleId} className="mt-4 text-3xl font-semibold text-brand-800">
          {intl.formatMessage(m.thanksTitle)}
        </h2>
        <p className="mt-3 text-lg">{intl.formatMessage(m.thanksBody)}</p>
        <p className="mt-1 text-muted">{intl.formatMessage(m.thanksSoon)}</p>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="mt-6 cursor-pointer rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-on-brand hover:bg-brand-800"
        >
          {intl.formatMessage(m.thanksClose)}
        </button>
        <ExitStatusLine />
      </div>
    </dialog>
  )
}
