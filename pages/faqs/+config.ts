import type { Config } from 'vike/types'

export default { messageScopes: ['faqs', 'crisis'] } satisfies Config
