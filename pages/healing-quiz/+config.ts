import type { Config } from 'vike/types'

export default { messageScopes: ['quiz', 'crisis'] } satisfies Config
