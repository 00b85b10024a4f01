import { useIntl } from 'react-intl'
import { ApproachBadge } from '../../components/content/ApproachBadge'
import type { Treatment } from '../../content/guides/common'
import { childhoodMessages as m } from '../../content/guides/childhood'

/**
 * The five treatments as a real table. On a narrow screen it scrolls sideways
 * inside a focusable region (a <section> named by the caption), so keyboard users can scroll it too.
 */
export function TreatmentTable({ treatments }: { treatments: readonly Treatment[] }) {
  const intl = useIntl()
  const t = intl.formatMessage
  const captionId = 'treatments-caption'
  return (
    <>
      <p className="mb-3 text-sm text-muted md:hidden">{t(m.tableScrollHint)}</p>
      {/* A region that scrolls sideways must take focus, or a keyboard cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable); its ring is wider (renderer/styles.css). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section aria-labelledby={captionId} tabIndex={0} data-scroll-region="" className="overflow-x-auto rounded-2xl border border-brand-100 bg-surface shadow-sm">
        <table className="w-full min-w-[52rem] border-collapse text-left">
          {/* Sticky, so the caption stays in view while the table scrolls sideways. */}
          <caption id={captionId} className="sticky left-0 max-w-[calc(100vw-4rem)] px-5 pt-5 pb-3 text-left font-serif text-xl font-semibold text-brand-800">
            {t(m.tableCaption)}
          </caption>
          <thead className="bg-brand-50 text-sm uppercase tracking-wide text-brand-800">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">{t(m.colTreatment)}</th>
              <th scope="col" className="px-5 py-3 font-semibold">{t(m.colWhat)}</th>
              <th scope="col" className="px-5 py-3 font-semibold">{t(m.colBestFor)}</th>
              <th scope="col" className="px-5 py-3 font-semibold">{t(m.colApproach)}</th>
            </tr>
          </thead>
          <tbody>
            {treatments.map((treatment) => (
              <tr key={treatment.id} data-treatment={treatment.id} className="border-t border-brand-100 align-top">
                <th scope="row" className="w-44 px-5 py-4 font-serif text-lg font-semibold text-brand-800">{t(treatment.name)}</th>
                <td className="px-5 py-4 text-muted">{t(treatment.description)}</td>
                <td className="px-5 py-4 text-muted">{t(treatment.bestFor)}</td>
                <td className="w-44 px-5 py-4"><ApproachBadge approach={treatment.approach} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}
