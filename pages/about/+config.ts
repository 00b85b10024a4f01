import type { Config } from 'vike/types'

export default { messageScopes: ['about', 'author'] } satisfies Config
