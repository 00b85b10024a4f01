import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Providers } from '../components/islands/Providers'

export default function Wrapper({ children }: { children: ReactNode }) {
  const { locale, messages, routePath, onIntlError } = usePageContext()
  return (
    <Providers context={{ locale, path: routePath, messages }} onError={onIntlError}>
      {children}
    </Providers>
  )
}
