import type { Config } from 'vike/types'

export default { messageScopes: ['faqs', 'crisis', 'health', 'sources'] } satisfies Config
