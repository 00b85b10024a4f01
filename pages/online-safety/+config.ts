import type { Config } from 'vike/types'

export default { messageScopes: ['safety', 'crisis'] } satisfies Config
