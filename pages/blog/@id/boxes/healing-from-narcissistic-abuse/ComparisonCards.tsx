import { type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { HeartHandshake, Stethoscope } from 'lucide'
import { Icon } from '../../../../../components/shell/Icon'
import { boxes, comparisonCards } from '../../../../../content/blog/articles/healing-from-narcissistic-abuse'
import { useHtmlId } from '../../../../../components/shell/useHtmlId'

const icons = { therapy: Stethoscope, coaching: HeartHandshake } as const
const tones = { therapy: 'border-therapy-200 bg-therapy-50', coaching: 'border-brand-200 bg-brand-50' } as const

/** Therapy and coaching side by side, each card named by its heading. */
export function ComparisonCards() {
  const intl = useIntl()
  const idPrefix = useHtmlId('compare')
  const t = intl.formatMessage
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      {comparisonCards.map((card) => {
        return (
          <article key={card.id} data-compare={card.id} aria-labelledby={`${idPrefix}-${card.id}`} className={`flex flex-col rounded-2xl border p-6 text-base ${tones[card.id]}`}>
            <h3 id={`${idPrefix}-${card.id}`} className="flex items-center gap-2 text-2xl font-semibold text-brand-800">
              <Icon node={icons[card.id]} className="size-6 shrink-0 text-brand-700" />
              {t(card.title)}
            </h3>
            <p className="mt-2 text-ink">{t(card.summary)}</p>
            <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-brand-700">
              {card.points.map((point) => <li key={point.id}>{t(point)}</li>)}
            </ul>
            <p className="mt-4 text-ink">
              {t(boxes.bestFor, { text: t(card.bestFor), strong: (chunks: ReactNode[]) => <strong className="font-semibold">{chunks}</strong> })}
            </p>
          </article>
        )
      })}
    </div>
  )
}
