import type { ReactNode } from 'react'
import { PageProviders } from './PageProviders'

export default function Wrapper({ children }: { children: ReactNode }) {
  return <PageProviders>{children}</PageProviders>
}
