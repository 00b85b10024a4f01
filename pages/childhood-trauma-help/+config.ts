import type { Config } from 'vike/types'

export default { messageScopes: ['guides.childhood', 'guides.common', 'crisis', 'health', 'sources'] } satisfies Config
