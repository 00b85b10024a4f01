import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { usePageContext } from 'vike-react/usePageContext'
import { defaultLocale } from '../content/locales'
import { onIntlError } from './intl'

export default function Wrapper({ children }: { children: ReactNode }) {
  const { locale, messages } = usePageContext()
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages} onError={onIntlError}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  )
}
