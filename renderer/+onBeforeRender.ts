import type { PageContextServer } from 'vike/types'
import { extractLocale } from '../content/locales'
import { messagesFor } from './messages'

export function onBeforeRender(pageContext: PageContextServer) {
  const pathname = extractLocale(pageContext.urlPathname).pathname
  const scopes = pageContext.config.messageScopes ?? []
  const messageScopes = typeof scopes === 'function' ? scopes(pageContext.routeParams) : scopes
  return {
    pageContext: {
      messageScopes: [...messageScopes],
      messages: messagesFor(pageContext.locale, messageScopes),
      // The logical path without a trailing slash; the 404 page has none.
      routePath: pageContext.is404 ? null : pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname,
    },
  }
}
