import type { PageContextServer } from 'vike/types'
import { locales, localizePath } from '../content/locales'

// Emits every page (and the 404 page) once per locale.
export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    locales.map((locale) => ({
      ...pageContext,
      urlOriginal: localizePath(pageContext.urlOriginal, locale),
      locale,
    })),
  )
  return { prerenderContext: { pageContexts } }
}
