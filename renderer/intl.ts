import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import type { PageContext } from 'vike/types'
import { defaultLocale } from '../content/locales'
import { onIntlError } from '../components/islands/intlErrors'

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
