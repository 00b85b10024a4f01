import type { PageContextServer } from 'vike/types'
import { extractLocale } from '../content/locales'
import { messagesFor } from './messages'
import { pageIntlError } from './intlErrors'

export function onBeforeRender(pageContext: PageContextServer) {
  const pathname = extractLocale(pageContext.urlPathname).pathname
  return {
    pageContext: {
      messages: messagesFor(pageContext.locale, pageContext.config.messageScopes ?? []),
      // Built here, on the server: it reads the whole catalogue (node:fs), which the Wrapper may not import.
      onIntlError: pageIntlError(pageContext),
      // The logical path without a trailing slash; the 404 page has none.
      routePath: pageContext.is404 ? null : pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname,
    },
  }
}
