import './styles.css'
import type { ReactNode } from 'react'
import { Island } from '../components/islands/Island'
import notifications from '../components/notifications/Notifications.island'
import { SiteFooter } from '../components/shell/SiteFooter'
import { SiteHeader } from '../components/shell/SiteHeader'
import { CrisisHelpLink } from '../components/crisis/CrisisHelpLink'
import { RegionNotice } from '../components/shell/RegionNotice'
import { SkipLink } from '../components/shell/SkipLink'
import { usePageContext } from 'vike-react/usePageContext'
import { searchPath } from '../content/searchPaths'
import { useRoute } from '../components/islands/useRoute'

/** Prerendered only: the browser runs the islands (renderer/+client.ts), never this tree. */
export default function Layout({ children }: { children: ReactNode }) {
  const { path } = useRoute()
  const { config } = usePageContext()
  // Site search indexes each page's <main> alone, not the chrome; the search page itself is left out.
  const indexed = path !== searchPath
  return (
    <>
      {/* React Aria injects a <style> for pressables unless an element with this id
          exists; the CSP forbids inline styles, so its rule lives in styles.css. */}
      <template id="react-aria-pressable-style" />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} data-pagefind-body={indexed ? '' : undefined} className="pt-[var(--header-height)] outline-none bar-compact:plain:pt-0">
        {/* Where the fixed bar has no room for "Crisis help" (a short, narrow screen:
            400% zoom), it opens the first screen instead, first in main, so it is still
            one step away. Without JavaScript the bar is not fixed and holds it itself. */}
        <div data-pagefind-ignore="all" className="hidden bar-short:max-[30rem]:enhanced:flex px-4 pt-2">
          <CrisisHelpLink className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-warning-800 underline underline-offset-2 hover:text-warning-700" />
        </div>
        <RegionNotice />
        {children}
      </main>
      <SiteFooter />
      {/* Only on a page that can notify (its +config.ts says `notifications: true`): the others carry none of its markup or words. */}
      {config.notifications && <Island of={notifications} props={{}} />}
    </>
  )
}
