import { defineIsland } from './islands/defineIsland'
import { ExitThisPage } from './ExitThisPage'
import { SiteHeader } from './SiteHeader'

function SiteHeaderWithExit() {
  return (
    <SiteHeader>
      <ExitThisPage />
    </SiteHeader>
  )
}

/** The fixed bar: the exit control, the logo and the main navigation with its menu toggle. */
export default defineIsland({ name: 'SiteHeader', Component: SiteHeaderWithExit, scopes: ['shell.nav', 'shell.exit'] })
