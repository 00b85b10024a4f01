import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import type { PageContext } from 'vike/types'
import { defaultLocale } from '../content/locales'
import { pageIntlError } from './intlErrors'

const cache = createIntlCache()

/** react-intl outside React (the document head), for the page's locale and messages. */
export function intlFor(pageContext: Parameters<typeof pageIntlError>[0] & Pick<PageContext, 'messages'>): IntlShape {
  return createIntl(
    {
      locale: pageContext.locale,
      defaultLocale,
      messages: pageContext.messages,
      onError: pageIntlError(pageContext),
    },
    cache,
  )
}
