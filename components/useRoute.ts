import { usePageContext } from 'vike-react/usePageContext'
import { localizePath, type Locale } from '../content/locales'

/**
 * The page's locale and its logical (locale-free) path (null on the 404 page),
 * plus a helper to link within the locale.
 */
export function useRoute(): { locale: Locale; path: string | null; localize: (path: string) => string } {
  const { locale, routePath } = usePageContext()
  return { locale, path: routePath, localize: (target) => localizePath(target, locale) }
}
