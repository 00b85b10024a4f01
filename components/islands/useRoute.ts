import { createContext, useContext } from 'react'
import { localizePath, type Locale } from '../../content/locales'

export type Route = { locale: Locale; path: string | null }

/** The page's locale and logical path, provided to the page and to each island (Providers.tsx). */
export const RouteContext = createContext<Route | null>(null)

/**
 * The page's locale and its logical (locale-free) path (null on the 404 page),
 * plus a helper to link within the locale.
 */
export function useRoute(): Route & { localize: (path: string) => string } {
  const route = useContext(RouteContext)
  if (!route) throw new Error('useRoute() needs a RouteContext (the page Wrapper or an island root provides it)')
  return { ...route, localize: (target) => localizePath(target, route.locale) }
}
