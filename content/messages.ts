import type { MessageDescriptor } from 'react-intl'

/**
 * react-intl 12 types each `defineMessages` entry as taking no values unless
 * declared `typed`. Our messages take values checked by `npm run i18n:check` (scripts/i18n/verify.ts)
 * and the prerender instead, so widen them to plain descriptors:
 * `const m = described(defineMessages({ … }))` (the extractor still sees
 * the `defineMessages` call).
 */
export function described<T extends Record<string, MessageDescriptor>>(messages: T): { readonly [K in keyof T]: MessageDescriptor } {
  return messages
}
