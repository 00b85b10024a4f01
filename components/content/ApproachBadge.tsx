import { useIntl } from 'react-intl'
import { approachMessages, type Approach } from '../../content/guides/common'

// Spec §3: Therapy blue, Coaching green, other purple. The word is always
// visible too, so the colour is never the only cue; each pair is ≥ 7:1.
const tones: Record<Approach, string> = {
  therapy: 'border-therapy-700 bg-therapy-50 text-therapy-900',
  coaching: 'border-coaching-700 bg-coaching-50 text-coaching-900',
  both: 'border-both-700 bg-both-50 text-both-900',
  alongside: 'border-both-700 bg-both-50 text-both-900',
}

/** Whether a kind of help is therapy, coaching, or either: a coloured pill with its name (it wraps: "Alongside therapy or coaching" is wider than a card at 320 px). */
export function ApproachBadge({ approach }: { approach: Approach }) {
  const intl = useIntl()
  return (
    <span
      data-approach={approach}
      className={`inline-flex max-w-full items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${tones[approach]}`}
    >
      {intl.formatMessage(approachMessages[approach])}
    </span>
  )
}
