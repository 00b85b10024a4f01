import type { Locale } from './locales'

/** Language tags (lower case, language-REGION) of the regions whose crisis numbers each locale shows. */
export const languagesOfLocale: Record<Locale, string[]> = {
  'en-US': ['en-us', 'en-ca'],
  'en-GB': ['en-gb'],
  'en-AU': ['en-au', 'en-nz'],
}
