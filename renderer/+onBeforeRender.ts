import type { PageContextServer } from 'vike/types'
import { extractLocale } from '../content/locales'
import { messagesFor } from './messages'
import { pageIntlError } from './intlErrors'

export function onBeforeRender(pageContext: PageContextServer) {
  // renderer/+onBeforeRoute.ts read the locale off the URL and routed by the
  // logical URL, which is what urlPathname is here. Only the error page a hook's
  // `throw render(404)` leads to (in dev: /blog/<an id with no article>) comes
  // without its locale: that page has no path, and its locale is the URL's.
  const locale = pageContext.locale ?? extractLocale(pageContext.urlOriginal).locale
  const pathname = pageContext.urlPathname
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
