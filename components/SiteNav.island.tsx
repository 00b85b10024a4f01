import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { Button } from 'react-aria-components/Button'
import { Menu as MenuIcon, X } from 'lucide'
import { Icon } from './Icon'
import { mainNavigation } from '../content/navigation'
import { defineIsland } from './islands/defineIsland'
import { LocaleLink } from './LocaleLink'
import { shellMessages } from './shellMessages'
import { useRoute } from './useRoute'

/**
 * The main navigation. Below the md breakpoint the links are a disclosure
 * opened by a toggle button (site navigation is links, so not an ARIA menu);
 * with JavaScript off the links are simply shown. Its links work before it
 * hydrates; React loads when the visitor reaches for it (a press of the
 * toggle made sooner is replayed).
 */
function SiteNav() {
  const intl = useIntl()
  const { path } = useRoute()
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
    // Without scripts on small screens the links take a full row below the bar.
    // Escape from the toggle or any link closes the open menu: the nav only listens, it takes no focus itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav aria-label={intl.formatMessage(shellMessages.mainNavLabel)} onKeyDown={onKeyDown} className="max-md:noscript:order-[10000] max-md:noscript:basis-full">
      <Button
        ref={toggleRef}
        aria-expanded={open}
        aria-controls="site-nav-links"
        onPress={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-md border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 noscript:hidden md:hidden"
      >
        {open ? <Icon node={X} className="size-5" /> : <Icon node={MenuIcon} className="size-5" />}
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
  )
}

export default defineIsland({ name: 'SiteNav', Component: SiteNav, scopes: ['shell.nav'], hydrate: 'interaction' })
