import './styles.css'
import { useEffect, type ReactNode } from 'react'
import { ExitThisPage } from '../components/ExitThisPage'
import { Notifications } from '../components/Notifications'
import { SiteFooter } from '../components/SiteFooter'
import { SiteHeader } from '../components/SiteHeader'
import { SkipLink } from '../components/SkipLink'
import { useRevealOnScroll } from '../components/useRevealOnScroll'

export default function Layout({ children }: { children: ReactNode }) {
  useRevealOnScroll()
  // Marks the page interactive: scripts load after the first paint (no modulepreload), and tests wait for this.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  return (
    <>
      {/* React Aria injects a <style> for pressables unless an element with this id
          exists; the CSP forbids inline styles, so its rule lives in styles.css. */}
      <template id="react-aria-pressable-style" />
      <SkipLink />
      <SiteHeader>
        <ExitThisPage />
      </SiteHeader>
      <main id="main" tabIndex={-1} className="pt-[var(--header-height)] outline-none max-md:noscript:pt-0">
        {children}
      </main>
      <SiteFooter />
      <Notifications />
    </>
  )
}
