import type { PageContextServer } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { extractLocale } from '../content/locales'

// Strips the locale prefix so that one filesystem route serves all three locales.
export function onBeforeRoute(pageContext: PageContextServer) {
  const url = pageContext.urlParsed
  const { locale, pathname } = extractLocale(url.pathname)
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(url.href, { pathname }),
    },
  }
}
