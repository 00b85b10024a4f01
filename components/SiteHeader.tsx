import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { Button } from 'react-aria-components/Button'
import { Menu as MenuIcon, X } from 'lucide-react'
import { mainNavigation } from '../content/navigation'
import { LocaleLink } from './LocaleLink'
import { Logo } from './Logo'
import { shellMessages } from './shellMessages'
import { useRoute } from './useRoute'
import { useScrolledPast } from './useScrolledPast'

/** The spec's scroll offset after which the bar turns more opaque. */
export const NAV_SCROLL_THRESHOLD = 10

/**
 * The fixed top bar. Below the md breakpoint the links are a disclosure opened
 * by a toggle button (site navigation is links, so not an ARIA menu); with
 * JavaScript off the links are simply shown.
 */
export function SiteHeader({ children }: { children?: React.ReactNode }) {
  const intl = useIntl()
  const { path } = useRoute()
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD)
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // A same-page #fragment link does not reload the page: close the menu then too.
  useEffect(() => {
    const close = () => setOpen(false)
    window.addEventListener('hashchange', close)
    return () => window.removeEventListener('hashchange', close)
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  return (
    <header
      onKeyDown={onKeyDown}
      data-scrolled={scrolled || undefined}
      className="fixed inset-x-0 top-0 z-40 max-md:noscript:static border-b border-brand-100 bg-white/90 backdrop-blur transition-colors motion-reduce:transition-none data-[scrolled]:bg-white/[0.97] data-[scrolled]:shadow-sm"
    >
      {/* First in the bar, so it follows the skip link in tab order; it places itself (the exit control). */}
      <div className="mx-auto flex h-[var(--header-height)] max-w-6xl flex-wrap content-center items-center gap-x-2 px-4 max-md:flex-nowrap max-md:noscript:h-auto max-md:noscript:flex-wrap max-md:noscript:py-2 md:gap-x-4">
        {children}
        <LocaleLink href="/" aria-label={intl.formatMessage(shellMessages.homeLink)} className="mr-auto shrink-0 rounded-md">
          <Logo />
        </LocaleLink>
        {/* Without scripts on small screens the links take a full row below the bar. */}
        <nav aria-label={intl.formatMessage(shellMessages.mainNavLabel)} className="max-md:noscript:order-[10000] max-md:noscript:basis-full">
          <Button
            ref={toggleRef}
            aria-expanded={open}
            aria-controls="site-nav-links"
            onPress={() => setOpen((value) => !value)}
            className="inline-flex items-center gap-2 rounded-md border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 noscript:hidden md:hidden"
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <MenuIcon aria-hidden="true" className="size-5" />}
            {intl.formatMessage(shellMessages.menuOpen)}
          </Button>
          {/* One list: a row from md up; below it a panel the toggle shows (in the flow, without scripts). */}
          <ul
            id="site-nav-links"
            data-open={open || undefined}
            className="gap-1 max-md:absolute max-md:inset-x-0 max-md:top-full max-md:hidden max-md:border-y max-md:border-brand-100 max-md:bg-white max-md:px-4 max-md:pb-4 max-md:pt-2 max-md:shadow-md max-md:data-[open]:grid max-md:noscript:static max-md:noscript:grid max-md:noscript:shadow-none md:flex md:items-center lg:gap-2"
          >
            {mainNavigation.map((item) => (
              <li key={item.path}>
                <LocaleLink
                  href={item.path}
                  aria-current={item.path === path ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4 md:px-2 md:text-sm lg:px-3 lg:text-[0.95rem]"
                >
                  {intl.formatMessage(item.label)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}

