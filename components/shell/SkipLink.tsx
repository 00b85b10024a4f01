import { useIntl } from 'react-intl'
import { shellMessages } from './shellMessages'

export function SkipLink() {
  const intl = useIntl()
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-surface px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {intl.formatMessage(shellMessages.skipLink)}
    </a>
  )
}
