import { useIntl } from 'react-intl'
import { SourceList } from '../../components/content/SourceList'
import { ExternalLink } from '../../components/shell/ExternalLink'
import { useRoute } from '../../components/islands/useRoute'
import { routesFor, type SourcedPage } from '../../content/accessibility/complaints'
import { statementMessages as m } from '../../content/accessibility/statement'
import { localizePath, serviceRegions } from '../../content/locales'
import { accessibilityStatementPath } from '../../content/navigation'
import { regionOf } from '../../content/regions'

/**
 * Where she can go in her own region's countries (content/accessibility/complaints.ts),
 * with the pages each description rests on; a served country with no body
 * recorded is named in the general line instead. Other regions' bodies are
 * not in this locale's catalogue: their own statements are linked instead.
 */
export function Complaints() {
  const intl = useIntl()
  const t = intl.formatMessage
  const { locale } = useRoute()
  const { countries } = regionOf(locale)
  const routes = routesFor(countries)
  const countryName = new Intl.DisplayNames([intl.locale], { type: 'region' })
  const unlisted = countries.filter((country) => !routes.some(([listed]) => listed === country))
  const sources: SourcedPage[] = routes.flatMap(([, route]) => [...route.bodies.flatMap((body) => body.sources), ...(route.note?.sources ?? [])])
  return (
    <div className="max-w-3xl text-lg text-ink">
      {routes.map(([country, route]) => (
        <section key={country} aria-labelledby={`complaints-${country}`} data-complaints={country} className="mt-8 first:mt-0">
          <h3 id={`complaints-${country}`} className="text-2xl font-semibold text-brand-800">
            <span data-intl-formatted="">{countryName.of(country)}</span>
          </h3>
          <ul className="mt-3 space-y-4">
            {route.bodies.map((body) => (
              <li key={body.id} data-complaint-body={body.id}>
                <ExternalLink href={body.href} className="text-link font-semibold">
                  {t(body.name)}
                </ExternalLink>
                <p className="mt-1 text-muted">{t(body.what)}</p>
              </li>
            ))}
          </ul>
          {route.note && <p className="mt-4">{t(route.note.text)}</p>}
        </section>
      ))}
      <p className="mt-8">{unlisted.length > 0 ? t(m.elsewhereServed, { countries: <span data-intl-formatted="">{intl.formatList(unlisted.map((country) => countryName.of(country) ?? country))}</span> }) : t(m.elsewhere)}</p>
      <p className="mt-4">{t(m.otherRegions)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 marker:text-brand-700">
        {serviceRegions
          .filter((region) => region.locale !== locale)
          .map((region) => (
            <li key={region.locale}>
              <a href={localizePath(accessibilityStatementPath, region.locale)} hrefLang={region.locale} className="text-link">
                {t(m.otherRegion, { region: t(region.names.these) })}
              </a>
            </li>
          ))}
      </ul>
      {sources.length > 0 && (
        <>
          <h3 className="mt-8 text-lg font-semibold text-ink">{t(m.sources)}</h3>
          <SourceList sources={sources.map((source) => ({ href: source.url, label: source.label }))} className="mt-2 space-y-2 text-base" />
        </>
      )}
    </div>
  )
}
