import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { ShieldCheck } from 'lucide'
import { Icon } from '../shell/Icon'
import { editorialReview, filledClinicalReviewer, healthMessages as m, type HealthReview } from '../../content/review'
import { ExternalLink } from '../shell/ExternalLink'
import { ReviewDates } from './ReviewDates'
import { SourceList } from './SourceList'

/**
 * "About this page", near the end of every health page (articles, guides,
 * service pages, FAQs, resources; the NHS Standard for creating health
 * content): who wrote it, who reviewed it and how (an editorial review, not a
 * clinical one, until content/review.ts records a clinical reviewer), its
 * sources, then its review dates. The page lists the `health` scope.
 */
export function EditorialNote({ review, className = 'mt-12' }: { review: HealthReview; className?: string }) {
  const intl = useIntl()
  const t = intl.formatMessage
  const clinician = filledClinicalReviewer()
  // One coach writes and reviews every page (content/review.ts).
  const person = { coach: t(m.coach) }
  return (
    <section aria-labelledby="editorial-title" data-editorial-note="" className={`rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm ${className}`}>
      <h2 id="editorial-title" className="flex items-center gap-2 text-xl font-semibold text-brand-800 sm:text-2xl">
        <Icon node={ShieldCheck} className="size-6 shrink-0 text-brand-700" />
        {t(m.noteTitle)}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-ink">{t(m.writtenBy)}</dt>
        <dd data-author="" className="text-muted">{person[editorialReview.author]}</dd>
        <dt className="font-semibold text-ink">{t(m.reviewedBy)}</dt>
        <dd data-reviewer="" className="text-muted">{person[editorialReview.reviewer]}</dd>
        <dt className="font-semibold text-ink">{t(m.reviewKind)}</dt>
        <dd data-review-kind={clinician ? 'clinical' : editorialReview.kind} className="text-muted">
          {clinician
            ? t(m.clinical, {
                name: clinician.name,
                profession: clinician.profession,
                register: clinician.register,
                link: (chunks: ReactNode[]) => <ExternalLink href={clinician.href} className="text-link">{chunks}</ExternalLink>,
              })
            : t(m.editorial)}
        </dd>
      </dl>
      <p className="mt-4 text-muted">{t(m.noteBody)}</p>
      <h3 className="mt-5 text-lg font-semibold text-ink">{t(m.sources)}</h3>
      <SourceList sources={review.sources} />
      <ReviewDates dates={review} className="mt-5" />
    </section>
  )
}

/**
 * The note on its own, at reading width, after a page's last section (before
 * its call to action). After a tinted section it needs room above it too
 * (`roomAbove`); after a plain one, the section's own padding is that room.
 */
export function PageEditorialNote({ review, roomAbove = false }: { review: HealthReview; roomAbove?: boolean }) {
  return (
    <div className={`mx-auto max-w-3xl px-4 ${roomAbove ? 'py-14 sm:py-16' : 'pb-14 sm:pb-16'}`}>
      <EditorialNote review={review} className="" />
    </div>
  )
}
