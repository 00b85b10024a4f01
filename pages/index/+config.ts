import type { Config } from 'vike/types'

export default { messageScopes: ['home'] } satisfies Config
