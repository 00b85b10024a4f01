import { useIntl } from 'react-intl'
import { approachMessages, type Approach } from '../content/guides/common'

// Spec §3: Therapy blue, Coaching green, other purple. The word is always
// visible too, so the colour is never the only cue; each pair is ≥ 7:1.
const tones: Record<Approach, string> = {
  therapy: 'border-blue-700 bg-blue-50 text-blue-900',
  coaching: 'border-green-700 bg-green-50 text-green-900',
  both: 'border-purple-700 bg-purple-50 text-purple-900',
  alongside: 'border-purple-700 bg-purple-50 text-purple-900',
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
