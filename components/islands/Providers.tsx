import { useEffect, type ReactNode } from 'react'
import { IntlProvider, type MessageFormatElement } from 'react-intl'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { defaultLocale } from '../../content/locales'
import { onIntlError } from './intlErrors'
import { RouteContext, type Route } from './useRoute'

export type Messages = Record<string, MessageFormatElement[]>

/** What every React tree on the site is given: the whole page while prerendering, and each island in the browser. */
export type RootContext = Route & { messages: Messages }

type Props = {
  context: RootContext
  children: ReactNode
  /** Called once the tree has mounted (its children's effects have run): the browser uses it to know an island is live. */
  onMounted?: () => void
  /** While prerendering, the page's own handler (renderer/intlErrors.ts), which names its config. */
  onError?: (error: { code?: string; message: string }) => void
}

export function Providers({ context, children, onMounted, onError = onIntlError }: Props) {
  const { locale, path, messages } = context
  useEffect(() => onMounted?.(), [onMounted])
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages} onError={onError}>
      <I18nProvider locale={locale}>
        <RouteContext value={{ locale, path }}>{children}</RouteContext>
      </I18nProvider>
    </IntlProvider>
  )
}
