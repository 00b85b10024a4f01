import { defineMessages, useIntl } from 'react-intl'
import { browsingSafetyPath, exitDestination } from '../../content/exit'
import { described } from '../../content/messages'
import { CrisisHelpLink } from './CrisisHelpLink'
import { LocaleLink } from '../shell/LocaleLink'
import type { ExitTexts } from '../firstScript/exitControl'
import { EXIT_PRESSES } from '../firstScript/quickExit'

const m = described(defineMessages({
  emergency: { id: 'shell.exit.emergency', defaultMessage: 'Emergency', description: 'Visually hidden word read by screen readers just before "Exit this page", so the button is announced as "Emergency Exit this page"' },
  label: { id: 'shell.exit.label', defaultMessage: 'Exit this page', description: 'Red button at the top of every page that leaves the site at once for a neutral weather site, for a reader who may be watched' },
  pressMore: { id: 'shell.exit.pressMore', defaultMessage: '{remaining, plural, one {Shift, press # more time to exit.} other {Shift, press # more times to exit.}}', description: 'Screen-reader announcement after the reader presses the Shift key once or twice: pressing it three times leaves the site. {remaining} is 1 or 2' },
  expired: { id: 'shell.exit.expired', defaultMessage: 'Exit this page expired.', description: 'Screen-reader announcement when the reader stopped pressing Shift (5 seconds passed or another key was pressed): the quick-exit shortcut starts again from zero' },
  loading: { id: 'shell.exit.loading', defaultMessage: 'Loading.', description: 'Shown on a blank screen and announced while the browser leaves the site after "Exit this page"' },
  safetyLink: { id: 'shell.exit.safetyLink', defaultMessage: 'Browsing safely', description: 'Small link beside the "Exit this page" button to the page explaining that quick exit does not erase browsing history, and how to browse more safely' },
}))

/**
 * "Exit this page" (GOV.UK's pattern,
 * https://design-system.service.gov.uk/components/exit-this-page/): a real link to a
 * neutral site that works without JavaScript; with it, a click or Shift pressed
 * three times hides the page at once and leaves (exitControl.ts, plain DOM
 * code that runs before anything else). Rendered first in the header, so it is
 * the first stop after the skip link.
 */
export function ExitThisPage() {
  const intl = useIntl()
  const pressesLeft = Array.from({ length: EXIT_PRESSES - 1 }, (_, index) => index + 1)
  const texts: ExitTexts = {
    pressMore: Object.fromEntries(pressesLeft.map((remaining) => [remaining, intl.formatMessage(m.pressMore, { remaining })])),
    expired: intl.formatMessage(m.expired),
    loading: intl.formatMessage(m.loading),
  }

  return (
    // In the compact bar (narrow or short screens, see styles.css) it sits at the
    // right end of the row, on one line, beside the menu button, with "Crisis
    // help" on a line under it and "Browsing safely" beside that where there is
    // room (else left to the footer; the crisis link leads to that page). On short
    // screens "Crisis help" sits beside it, except where a short screen is also
    // narrow (400% zoom): one row of 3rem has no room for it there, so it opens
    // the first screen instead (renderer/+Layout.tsx). In the full
    // bar it is a line of its own above the logo and links, the two links to its
    // left. Crisis help comes straight after the exit link in the tab order.
    <div className="order-last flex min-w-0 flex-col items-end bar-short:flex-row-reverse bar-short:items-center bar-short:gap-3 bar-full:order-first bar-full:basis-full bar-full:flex-row-reverse bar-full:items-center bar-full:gap-4">
      <a
        href={exitDestination}
        rel="nofollow noreferrer"
        data-exit-this-page=""
        className="inline-flex min-h-8 items-center rounded-md border-2 border-warning-800 bg-warning-700 px-2.5 py-1 text-sm leading-tight font-semibold text-on-warning shadow-sm hover:bg-warning-800 whitespace-nowrap bar-full:px-3"
      >
        {/* white-space: pre keeps the space in the text a screen reader reads: sr-only's nowrap dropped it at the end of its line, and Chromium gave Orca "EmergencyExit". */}
        <span className="sr-only whitespace-pre">{intl.formatMessage(m.emergency)} </span>
        {intl.formatMessage(m.label)}
      </a>
      <div className="flex items-center gap-x-3 bar-full:flex-row-reverse bar-full:gap-x-4">
        <CrisisHelpLink className="inline-flex min-h-6 items-center gap-1 whitespace-nowrap text-xs font-semibold bar-short:max-[30rem]:enhanced:hidden text-warning-800 underline underline-offset-2 hover:text-warning-700 bar-full:text-sm" />
        <LocaleLink
          href={browsingSafetyPath}
          className="inline-flex min-h-6 items-center whitespace-nowrap text-xs font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700 max-[26rem]:hidden bar-short:hidden bar-full:text-sm"
        >
          {intl.formatMessage(m.safetyLink)}
        </LocaleLink>
      </div>
      {/* Inert while a modal dialog is open: a dialog carries its own line (ExitStatusLine.tsx). */}
      {/* A polite live region with no role: role="status" made an empty "statusbar" that screen readers read on the way through the header. */}
      <span aria-live="polite" aria-atomic="true" className="sr-only" data-exit-status={JSON.stringify(texts)} />
    </div>
  )
}
