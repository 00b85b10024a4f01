import { type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { IconNode } from 'lucide'
import type { IconCard } from '../../content/richText'
import { Icon } from '../shell/Icon'
import { useHtmlId } from '../shell/useHtmlId'

type Props = {
  icon?: IconNode
  title: ReactNode
  children: ReactNode
  /** Heading level inside its section (cards under an h2 use h3). */
  headingLevel?: 3 | 4
  footer?: ReactNode
}

/** A card with a decorative icon, a heading and body text, named by its heading (one of several articles on a page). */
export function FeatureCard({ icon, title, children, headingLevel = 3, footer }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const headingId = useHtmlId('card')
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm">
      {icon && (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon node={icon} className="size-6" />
        </span>
      )}
      {/* h3 is serif in the base styles already (renderer/styles.css); h4 is not. */}
      <Heading id={headingId} className={`${Heading === 'h4' ? 'font-serif ' : ''}text-xl font-semibold text-brand-800`}>
        {title}
      </Heading>
      <div className="mt-2 flex-1 text-muted">{children}</div>
      {footer && <div className="mt-4">{footer}</div>}
    </article>
  )
}

/** Cards in a responsive grid. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns]
  return <div className={`grid gap-6 ${cols}`}>{children}</div>
}

/** Cards of a decorative icon, a heading and one paragraph each (`IconCard`s), in a responsive grid. */
export function FeatureCards({ cards, columns }: { cards: readonly IconCard[]; columns?: 2 | 3 | 4 }) {
  const t = useIntl().formatMessage
  return (
    <CardGrid columns={columns}>
      {cards.map((card) => (
        <FeatureCard key={card.title.id} icon={card.icon} title={t(card.title)}>
          <p>{t(card.body)}</p>
        </FeatureCard>
      ))}
    </CardGrid>
  )
}
