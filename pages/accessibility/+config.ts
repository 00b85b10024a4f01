import type { Config } from 'vike/types'

// `health` for the review dates (components/content/ReviewDates.tsx), `crisis` for the lines that do not depend on the site.
export default { messageScopes: ['accessibility', 'crisis', 'health'] } satisfies Config
