import type { Config } from 'vike/types'

export default { messageScopes: ['services.overview', 'services.cards'] } satisfies Config
