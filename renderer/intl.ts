import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import type { PageContext } from 'vike/types'
import { defaultLocale } from '../content/locales'

/**
 * A missing message must never reach a reader as an id or as en-US text on an
 * en-GB page: while prerendering it fails the build, naming the id; in the
 * browser it is logged (and the e2e sweep fails on console errors).
 */
export function onIntlError(error: { code?: string; message: string }): void {
  if (import.meta.env.SSR) throw new Error(`[i18n] ${error.message}`)
  console.error(`[i18n] ${error.message}`)
}

const cache = createIntlCache()

/** react-intl outside React (the document head), for the page's locale and messages. */
export function intlFor(pageContext: Pick<PageContext, 'locale' | 'messages'>): IntlShape {
  return createIntl(
    {
      locale: pageContext.locale,
      defaultLocale,
      messages: pageContext.messages,
      onError: onIntlError,
    },
    cache,
  )
}
