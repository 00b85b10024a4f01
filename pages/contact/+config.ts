import type { Config } from 'vike/types'

export default { messageScopes: ['contact', 'crisis'] } satisfies Config
