import type { Config } from 'vike/types'

export default { messageScopes: ['search'] } satisfies Config
