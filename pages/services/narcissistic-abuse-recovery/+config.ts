import type { Config } from 'vike/types'

// The service template (components/content/ServicePage.tsx) needs the shared scopes after the page's own.
export default { messageScopes: ['services.narcissistic', 'services.common', 'steps', 'crisis', 'health', 'sources'] } satisfies Config
