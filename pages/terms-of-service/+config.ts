import type { Config } from 'vike/types'

export default { messageScopes: ['legal.terms', 'legal.common', 'crisis'] } satisfies Config
