import type { PageContextServer } from 'vike/types'
import { extractLocale } from '../content/locales'
import { messagesFor } from './messages'

export function onBeforeRender(pageContext: PageContextServer) {
  const pathname = extractLocale(pageContext.urlPathname).pathname
  return {
    pageContext: {
      messages: messagesFor(pageContext.locale, pageContext.config.messageScopes ?? []),
      // The logical path without a trailing slash; the 404 page has none.
      routePath: pageContext.is404 ? null : pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname,
    },
  }
}
