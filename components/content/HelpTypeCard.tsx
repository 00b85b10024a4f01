import { useIntl } from 'react-intl'
import type { HelpType } from '../../content/guides/common'
import { guideMessages } from '../../content/guides/common'
import { ApproachBadge } from './ApproachBadge'
import { withTrailingSpace } from './withTrailingSpace'
import { FeatureCard } from './FeatureCard'

/** A kind of help (therapy, coaching, groups, self-care): what it is, whom it suits, its approach badge. */
export function HelpTypeCard({ help }: { help: HelpType }) {
  const intl = useIntl()
  const t = intl.formatMessage
  return (
    <FeatureCard
      icon={help.icon}
      title={t(help.name)}
      footer={
        // Inline, not flex, and the space inside the label's own text: flex items drop it, and
        // Chromium leaves a space of its own text node out of what a screen reader reads ("Approach:Therapy").
        <p className="text-sm leading-7 text-muted">
          {withTrailingSpace(t(guideMessages.approachLabel))}
          <ApproachBadge approach={help.approach} />
        </p>
      }
    >
      <p>{t(help.description)}</p>
      <p className="mt-3">
        {t(guideMessages.bestFor, {
          label: (chunks) => <strong className="font-semibold text-ink">{chunks}</strong>,
          text: t(help.bestFor),
        })}
      </p>
    </FeatureCard>
  )
}
