import type { Config } from 'vike/types'

export default { messageScopes: ['services.overview', 'services.cards', 'health', 'sources'] } satisfies Config
