import type { ReactNode } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { ListChecks } from 'lucide'
import { Icon } from '../shell/Icon'
import { healthMessages } from '../../content/review'
import { EmergencyNumber } from '../crisis/CrisisNumbers'

type Props = {
  /** The page's own key points (two to four), in plain words. */
  points: readonly MessageDescriptor[]
  /** The heading id of the page's crisis numbers box: the last point, where to get help now, links to it. */
  crisisBoxId: string
  className?: string
}

/**
 * "In short": the plain-language summary at the top of a health page (WCAG
 * 3.1.5, a supplement at lower-secondary reading level), its key points then
 * where to get help now: the region's emergency number and a link to the
 * page's own crisis box, never a typed number. tests/health-content.test.ts keeps
 * every locale's summary at a Flesch–Kincaid grade of 7 or below.
 */
export function InShort({ points, crisisBoxId, className = 'mt-10' }: Props) {
  const intl = useIntl()
  const values = {
    emergency: <EmergencyNumber />,
    crisisLink: (chunks: ReactNode[]) => <a href={`#${crisisBoxId}-title`} className="text-link">{chunks}</a>,
  }
  return (
    <section data-in-short="" aria-labelledby="in-short-title" className={`rounded-2xl border border-brand-200 bg-brand-50 p-6 ${className}`}>
      <h2 id="in-short-title" className="flex items-center gap-2 text-xl font-semibold text-brand-800 sm:text-2xl">
        <Icon node={ListChecks} className="size-6 shrink-0 text-brand-700" />
        {intl.formatMessage(healthMessages.summaryTitle)}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-ink marker:text-brand-700">
        {[...points, healthMessages.summaryCrisis].map((point) => (
          <li key={point.id}>{intl.formatMessage(point, values)}</li>
        ))}
      </ul>
    </section>
  )
}
