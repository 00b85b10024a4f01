import { useIntl } from 'react-intl'
import { Hero } from '../../components/content/Hero'
import { Island } from '../../components/islands/Island'
import { searchMessages as m } from '../../content/search'
import siteSearch from './SiteSearch.island'

export default function Page() {
  const t = useIntl().formatMessage
  return (
    <>
      <Hero title={t(m.title)} lead={<p>{t(m.lead)}</p>} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className="max-w-3xl">
          <Island of={siteSearch} props={{}} />
        </div>
      </div>
    </>
  )
}
