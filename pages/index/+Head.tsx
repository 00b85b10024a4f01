import { JsonLd } from '../../components/content/JsonLd'
import { homeMessages } from '../../content/home'
import { sessionCloses, sessionOpens, sessionWeekdays } from '../../content/hours'
import { absoluteUrl } from '../../content/locales'
import { brandName, serviceCountries, siteOrigin, socialLinks } from '../../content/site'
import { useIntl } from 'react-intl'
import { withPageProviders } from '../../renderer/PageProviders'
import { useRoute } from '../../components/islands/useRoute'

/** Organization and ProfessionalService structured data for the home page, in its locale. */
export default withPageProviders(function Head() {
  const intl = useIntl()
  const { locale } = useRoute()
  const home = absoluteUrl(siteOrigin, '/', locale)
  const countryNames = new Intl.DisplayNames(locale, { type: 'region' })
  const organization = {
    '@type': 'Organization',
    '@id': `${siteOrigin}/#organization`,
    name: brandName,
    url: home,
    logo: `${siteOrigin}/favicon.svg`,
    // Only profiles whose address is set (none until the practice fills them in).
    ...(socialLinks().length > 0 && { sameAs: socialLinks().map((link) => link.href) }),
  }
  const service = {
    '@type': 'ProfessionalService',
    '@id': `${siteOrigin}/#practice`,
    name: brandName,
    url: home,
    image: `${siteOrigin}/favicon.svg`,
    description: intl.formatMessage(homeMessages.metaDescription),
    slogan: intl.formatMessage(homeMessages.heroTitle),
    serviceType: intl.formatMessage(homeMessages.serviceType),
    parentOrganization: { '@id': organization['@id'] },
    areaServed: serviceCountries.map((code) => ({ '@type': 'Country', name: countryNames.of(code), identifier: code })),
    availableChannel: { '@type': 'ServiceChannel', serviceUrl: absoluteUrl(siteOrigin, '/contact', locale) },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...sessionWeekdays], opens: sessionOpens, closes: sessionCloses },
  }
  return <JsonLd data={{ '@context': 'https://schema.org', '@graph': [organization, service] }} />
})
