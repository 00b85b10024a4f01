import { useEffect, useState, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Button } from 'react-aria-components/Button'
import { CheckCircle2 } from 'lucide'
import { Icon } from '../../components/Icon'
import { thankYouMessages as m } from './thankYouMessages'
import { thankYouRequested, withoutQuery } from './thankYou'

/** The spec's auto-dismiss delay of the thank-you overlay. */
export const THANK_YOU_DISMISS_MS = 5000

/**
 * After the contact form the provider sends the visitor to `/?submitted=true`:
 * a dialog thanks her (focus moves into it, so it is announced), then closes
 * after 5 s, on Escape or with its button, and the query string is removed.
 */
/** The query only changes when the overlay itself removes it, so there is nothing to subscribe to. */
const addressNeverChangesUnderUs = () => () => {}

export function ThankYouOverlay() {
  const intl = useIntl()
  // Read from the address once hydrated (the prerendered page has no address: closed).
  const requested = useSyncExternalStore(addressNeverChangesUnderUs, () => thankYouRequested(window.location.search), () => false)
  const [dismissed, setDismissed] = useState(false)
  const open = requested && !dismissed

  const close = () => {
    setDismissed(true)
    window.history.replaceState(window.history.state, '', withoutQuery(window.location.href))
  }

  useEffect(() => {
    if (!open) return
    const timer = window.setTimeout(close, THANK_YOU_DISMISS_MS)
    return () => window.clearTimeout(timer)
  }, [open])

  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => isOpen || close()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/50 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Icon node={CheckCircle2} className="mx-auto size-12 text-brand-600" />
          <Heading slot="title" className="mt-4 font-serif text-3xl font-semibold text-brand-800">
            {intl.formatMessage(m.thanksTitle)}
          </Heading>
          <p className="mt-3 text-lg">{intl.formatMessage(m.thanksBody)}</p>
          <p className="mt-1 text-muted">{intl.formatMessage(m.thanksSoon)}</p>
          <Button slot="close" className="mt-6 rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
            {intl.formatMessage(m.thanksClose)}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
