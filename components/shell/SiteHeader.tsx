import { useIntl } from 'react-intl'
import { ExitThisPage } from '../crisis/ExitThisPage'
import { Island } from '../islands/Island'
import { LocaleLink } from './LocaleLink'
import { Logo } from './Logo'
import { shellMessages } from './shellMessages'
import siteNav from './SiteNav.island'

/**
 * The fixed top bar: the exit control, the logo and the main navigation.
 * Prerendered HTML; the exit shortcut and the bar's opacity on scroll are plain
 * DOM code (renderer/+client.ts), and only the navigation is an island.
 */
export function SiteHeader() {
  const intl = useIntl()
  return (
    <header
      data-site-header=""
      className="fixed inset-x-0 top-0 z-40 bar-compact:plain:static border-b border-brand-100 bg-surface/90 blur-behind transition-colors motion-reduce:transition-none data-[scrolled]:bg-surface/[0.97] data-[scrolled]:shadow-sm"
    >
      {/* First in the bar, so it follows the skip link in tab order; it places itself (the exit control). */}
      <div className="mx-auto flex h-[var(--header-height)] max-w-6xl flex-wrap content-center items-center gap-x-2 px-4 bar-compact:flex-nowrap bar-compact:plain:h-auto bar-compact:plain:flex-wrap bar-compact:plain:py-2 bar-full:gap-x-4">
        <ExitThisPage />
        <LocaleLink href="/" aria-label={intl.formatMessage(shellMessages.homeLink)} className="mr-auto shrink-0 rounded-md">
          <Logo compact />
        </LocaleLink>
        <Island of={siteNav} props={{}} />
      </div>
    </header>
  )
}
