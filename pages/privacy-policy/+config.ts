import type { Config } from 'vike/types'

export default { messageScopes: ['legal.privacy', 'legal.common', 'crisis'] } satisfies Config
