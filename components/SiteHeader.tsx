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
      className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-white/90 backdrop-blur transition-colors data-[scrolled]:bg-white/[0.97] data-[scrolled]:shadow-sm"
    >
      {children}
      <div className="mx-auto flex h-[var(--header-height)] max-w-6xl items-center justify-between gap-4 px-4">
        <LocaleLink href="/" aria-label={intl.formatMessage(shellMessages.homeLink)} className="rounded-md">
          <Logo />
        </LocaleLink>
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
        <nav aria-label={intl.formatMessage(shellMessages.mainNavLabel)} className="hidden md:block">
          <NavLinks path={path} className="flex items-center gap-1 lg:gap-2" />
        </nav>
      </div>
      {/* Small screens: the same links, shown by the toggle (or always, without scripts). */}
      <nav
        id="site-nav-links"
        aria-label={intl.formatMessage(shellMessages.mainNavLabel)}
        data-open={open || undefined}
        className="hidden border-t border-brand-100 bg-white px-4 pb-4 data-[open]:block noscript:block md:!hidden"
      >
        <NavLinks path={path} className="grid gap-1 pt-2" onNavigate={() => setOpen(false)} />
      </nav>
    </header>
  )
}

function NavLinks({ path, className, onNavigate }: { path: string | null; className: string; onNavigate?: () => void }) {
  const intl = useIntl()
  return (
    <ul className={className}>
      {mainNavigation.map((item) => (
        <li key={item.path}>
          <LocaleLink
            href={item.path}
            aria-current={item.path === path ? 'page' : undefined}
            onClick={onNavigate}
            className="block rounded-md px-3 py-2 text-[0.95rem] font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
          >
            {intl.formatMessage(item.label)}
          </LocaleLink>
        </li>
      ))}
    </ul>
  )
}
