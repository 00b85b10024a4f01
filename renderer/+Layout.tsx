import './styles.css'
import type { ReactNode } from 'react'
import { Island } from '../components/islands/Island'
import notifications from '../components/Notifications.island'
import { SiteFooter } from '../components/SiteFooter'
import { SiteHeader } from '../components/SiteHeader'
import { RegionNotice } from '../components/RegionNotice'
import { SkipLink } from '../components/SkipLink'
import { usePageContext } from 'vike-react/usePageContext'
import { searchPath } from '../content/searchPaths'

/** Prerendered only: the browser runs the islands (renderer/+client.ts), never this tree. */
export default function Layout({ children }: { children: ReactNode }) {
  const { routePath, config } = usePageContext()
  // Site search indexes each page's <main> alone, not the chrome; the search page itself is left out.
  const indexed = routePath !== searchPath
  return (
    <>
      {/* React Aria injects a <style> for pressables unless an element with this id
          exists; the CSP forbids inline styles, so its rule lives in styles.css. */}
      <template id="react-aria-pressable-style" />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} data-pagefind-body={indexed ? '' : undefined} className="pt-[var(--header-height)] outline-none bar-compact:noscript:pt-0">
        <RegionNotice />
        {children}
      </main>
      <SiteFooter />
      {/* Only on a page that can notify (its +config.ts says `notifications: true`): the others carry none of its markup or words. */}
      {config.notifications && <Island of={notifications} props={{}} />}
    </>
  )
}
