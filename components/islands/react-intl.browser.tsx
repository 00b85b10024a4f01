import { Children, createContext, Fragment, isValidElement, useContext, useMemo, type ReactNode } from 'react'
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat'
// Types from react-intl's own sources, not from 'react-intl': tsconfig.browser.json
// maps that name to this file, as the client build does.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { MessageDescriptor } from '@formatjs/intl'

/**
 * What the islands use of react-intl, for the browser build only (the alias
 * in vite.config.ts): `IntlProvider`, `useIntl().formatMessage` and
 * `defineMessages`, formatting with formatjs's own `intl-messageformat`, as
 * react-intl does. react-intl's other formatters (dates, numbers, lists,
 * relative times) are only used while prerendering, so the browser does not
 * load them (≈ 5 KB gzip). react-intl.browser.test.ts, beside it, checks that every
 * message the islands show comes out the same as with react-intl, and
 * `npm run typecheck` checks the browser's modules against this file
 * (tsconfig.browser.json): what it does not export, an island cannot call.
 */

export type { MessageDescriptor, MessageFormatElement }

type Messages = Record<string, MessageFormatElement[]>
type Values = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>
type Config = { locale: string; messages: Messages; onError?: (error: { code: string; message: string }) => void }

export type BrowserIntl = {
  locale: string
  formatMessage: (descriptor: MessageDescriptor, values?: Values) => string & ReactNode[]
}

/** Parts as React children with index keys, each element in a keyed Fragment (react-intl's own way). */
function keyed(parts: ReactNode[]): ReactNode[] {
  return Children.toArray(parts).map((part, index) => (isValidElement(part) ? <Fragment key={index}>{part}</Fragment> : part))
}

export function createBrowserIntl({ locale, messages, onError }: Config): BrowserIntl {
  const formats = new Map<string, IntlMessageFormat>()
  const formatMessage = (descriptor: MessageDescriptor, values?: Values) => {
    const id = String(descriptor.id)
    const message = messages[id]
    if (!message) {
      onError?.({ code: 'MISSING_TRANSLATION', message: `Missing message: "${id}" for locale: "${locale}"` })
      return id
    }
    let format = formats.get(id)
    if (!format) {
      format = new IntlMessageFormat(message, locale)
      formats.set(id, format)
    }
    // Rich text: tags get their chunks, and the caller the parts, with keys (as react-intl does).
    const withKeyedChunks = values && Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value === 'function' ? (chunks: ReactNode[]) => value(keyed(chunks)) : value]),
    )
    const result = format.format<ReactNode>(withKeyedChunks as Record<string, PrimitiveType>)
    return Array.isArray(result) ? keyed(result) : result
  }
  return { locale, formatMessage: formatMessage as BrowserIntl['formatMessage'] }
}

const IntlContext = createContext<BrowserIntl | null>(null)

export function IntlProvider({ children, locale, messages, onError }: Config & { defaultLocale?: string; children: ReactNode }) {
  const intl = useMemo(() => createBrowserIntl({ locale, messages, onError }), [locale, messages, onError])
  return <IntlContext value={intl}>{children}</IntlContext>
}

export function useIntl(): BrowserIntl {
  const intl = useContext(IntlContext)
  if (!intl) throw new Error('useIntl() needs an IntlProvider')
  return intl
}

export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages
}
