import type { Config } from 'vike/types'

export default { messageScopes: ['resources', 'crisis', 'health', 'sources'] } satisfies Config
