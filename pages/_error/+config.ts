import type { Config } from 'vike/types'

export default { messageScopes: ['notFound'] } satisfies Config
