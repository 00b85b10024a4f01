import type { Config } from 'vike/types'

export default { messageScopes: ['guides.narcissistic', 'guides.common', 'crisis', 'health', 'sources'] } satisfies Config
