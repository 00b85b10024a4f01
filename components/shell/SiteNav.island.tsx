import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { useFocusWithin } from 'react-aria/useFocusWithin'
import { Menu as MenuIcon, Search, X } from 'lucide'
import { Icon } from './Icon'
import { mainNavigation } from '../../content/navigation'
import { searchPath } from '../../content/searchPaths'
import { defineIsland } from '../islands/defineIsland'
import { LocaleLink } from './LocaleLink'
import { shellMessages } from './shellMessages'
import { useRoute } from '../islands/useRoute'

/**
 * The main navigation. In the compact bar (narrow or short screens) the links are a disclosure
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

  // The open panel lies over the page: once focus moves on past it (Tab from
  // the last link, Shift+Tab from the toggle), it closes, or it would cover
  // the element focused next. Focus leaving the window (no relatedTarget) keeps it.
  // React Aria's focus-within also notices focus moving on without a blur (a focused element removed).
  const { focusWithinProps } = useFocusWithin({
    onBlurWithin: (event: FocusEvent) => {
      if (open && event.relatedTarget) setOpen(false)
    },
  })

  return (
    // Without scripts on small screens the links take a full row below the bar.
    // Escape from the toggle or any link closes the open menu, and so does focus moving on past it: the nav only listens, it takes no focus itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav aria-label={intl.formatMessage(shellMessages.mainNavLabel)} onKeyDown={onKeyDown} {...focusWithinProps} className="bar-compact:plain:order-[10000] bar-compact:plain:basis-full">
      {/* A native button: its click answers a mouse, a finger, Enter and Space (components/forms/Button.tsx). */}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="site-nav-links"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-md border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 plain:hidden bar-full:hidden"
      >
        {open ? <Icon node={X} className="size-5" /> : <Icon node={MenuIcon} className="size-5" />}
        {intl.formatMessage(shellMessages.menuOpen)}
      </button>
      {/* One list: a row in the full bar; in the compact bar a panel the toggle shows (in the flow,
          without scripts), scrolling within the screen's height when taller (a short screen, 400% zoom). */}
      <ul
        id="site-nav-links"
        data-open={open || undefined}
        className="gap-1 bar-compact:absolute bar-compact:inset-x-0 bar-compact:top-full bar-compact:hidden bar-compact:border-y bar-compact:border-brand-100 bar-compact:bg-surface bar-compact:px-4 bar-compact:pb-4 bar-compact:pt-2 bar-compact:max-h-[calc(100dvh-var(--header-height))] bar-compact:overflow-y-auto bar-compact:shadow-md bar-compact:data-[open]:grid bar-compact:plain:static bar-compact:plain:grid bar-compact:plain:max-h-none bar-compact:plain:overflow-visible bar-compact:plain:shadow-none bar-full:flex bar-full:items-center lg:gap-2"
      >
        {mainNavigation.map((item) => (
          <li key={item.path}>
            <LocaleLink
              href={item.path}
              aria-current={item.path === path ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4 bar-full:px-2 bar-full:text-sm lg:px-3 lg:text-[0.95rem]"
            >
              {intl.formatMessage(item.label)}
            </LocaleLink>
          </li>
        ))}
        {/* Search last, as an icon alone where the links share the bar (its words stay its name). */}
        <li>
          <LocaleLink
            href={searchPath}
            aria-current={path === searchPath ? 'page' : undefined}
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800 md:px-2"
          >
            <Icon node={Search} className="size-5" />
            <span className="md:sr-only">{intl.formatMessage(shellMessages.searchLink)}</span>
          </LocaleLink>
        </li>
      </ul>
    </nav>
  )
}

export default defineIsland({ name: 'SiteNav', Component: SiteNav, scopes: ['shell.nav'], hydrate: 'interaction' })
