import type { Config } from 'vike/types'

export default { messageScopes: ['notFound', 'crisis'] } satisfies Config
