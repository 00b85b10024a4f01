import { brandName } from '../../content/site'

/**
 * The mark and the word Thrive (a name: never translated). `compact`: the word
 * gives way on the narrowest screens (the bar at 400% zoom), where the link's
 * accessible name still says it.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2" translate="no">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 text-brand-600" fill="none">
        <circle cx="16" cy="16" r="15" className="fill-brand-100" />
        <path
          d="M16 25V14m0 0c0-4 3-7 7-7 0 4-3 7-7 7Zm0 4c0-3.5-2.5-6-6-6 0 3.5 2.5 6 6 6Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`font-serif text-xl font-semibold text-brand-800 ${compact ? 'max-[22.5rem]:hidden' : ''}`}>{brandName}</span>
    </span>
  )
}
