import type { Config } from 'vike/types'

export default { messageScopes: ['approach'] } satisfies Config
