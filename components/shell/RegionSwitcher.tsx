import { useIntl } from 'react-intl'
import { localizePath, serviceRegions } from '../../content/locales'
import { shellMessages } from './shellMessages'
import { useHtmlId } from './useHtmlId'
import { useRoute } from '../islands/useRoute'

/** Links to the same page in every service region's locale (content/regions.ts), each named in its own words. */
export function RegionSwitcher({ className = '' }: { className?: string }) {
  const intl = useIntl()
  const { locale, path } = useRoute()
  // The 404 page has no counterpart: send the other regions home.
  const target = path ?? '/'
  const headingId = useHtmlId('region-switcher')
  return (
    // Named by its heading (aria-labelledby), not by a label of its own saying
    // the same words: screen readers read "Your region, Your region heading".
    <nav aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-sm font-semibold text-on-band">{intl.formatMessage(shellMessages.regionLabel)}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {serviceRegions.map((region) => (
          <li key={region.locale}>
            <a
              href={localizePath(target, region.locale)}
              hrefLang={region.locale}
              lang={region.locale}
              aria-current={region.locale === locale ? 'true' : undefined}
              className="underline-offset-2 hover:underline aria-[current]:font-semibold aria-[current]:underline"
            >
              {intl.formatMessage(region.names.switcher)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
