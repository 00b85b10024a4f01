import type { PageContextServer } from 'vike/types'
import { extractLocale } from '../content/locales'
import { messagesFor } from './messages'
import { pageIntlError } from './intlErrors'

export function onBeforeRender(pageContext: PageContextServer) {
  const { pathname, locale: urlLocale } = extractLocale(pageContext.urlPathname)
  // The error page a hook's `throw render(404)` leads to (in dev: /blog/<an id
  // with no article>) comes without onBeforeRoute's locale: it is the URL's.
  const locale = pageContext.locale ?? urlLocale
  const scopes = pageContext.config.messageScopes ?? []
  const messageScopes = typeof scopes === 'function' ? scopes(pageContext.routeParams) : scopes
  return {
    pageContext: {
      locale,
      messageScopes: [...messageScopes],
      messages: messagesFor(locale, messageScopes),
      // Built here, on the server: it reads the whole catalogue (node:fs), which the Wrapper may not import.
      onIntlError: pageIntlError({ ...pageContext, locale }),
      // The logical path without a trailing slash; the 404 page has none.
      routePath: pageContext.is404 ? null : pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname,
    },
  }
}
