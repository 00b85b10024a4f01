import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Providers } from '../components/islands/Providers'

/**
 * The page's providers (messages, locale, route), from Vike's page context:
 * the one place the locale and the path are read from it. Everything inside
 * reads them with `useRoute()` and `useIntl()`, as each island does in the browser.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  const { locale, routePath, messages, onIntlError } = usePageContext()
  return (
    <Providers context={{ locale, path: routePath, messages }} onError={onIntlError}>
      {children}
    </Providers>
  )
}

/** A `+Head` given the page's providers: Vike renders the head apart from `+Wrapper`. */
export function withPageProviders(Head: () => ReactNode) {
  return function HeadInPage() {
    return (
      <PageProviders>
        <Head />
      </PageProviders>
    )
  }
}
