import type { Config } from 'vike/types'

export default {
  messageScopes: ['quiz', 'crisis'],
  // "Send Results" confirms with a notification (EmailResults.tsx).
  notifications: true,
} satisfies Config
