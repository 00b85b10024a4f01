import { defineMessages } from 'react-intl'
import { described } from './messages'
import type { Locale } from './locales'

/**
 * The image a shared link shows (Open Graph / Twitter card): one per locale,
 * drawn after the build from the brand name and these words
 * (scripts/link-preview-image.ts), so its words come from the catalogue.
 */
export const linkPreviewMessages = described(defineMessages({
  tagline: { id: 'shell.preview.tagline', defaultMessage: 'Trauma recovery coaching for women, online', description: 'Line under the practice name on the image a shared link shows (social media previews); keep it under about 45 characters' },
  imageAlt: { id: 'shell.preview.imageAlt', defaultMessage: 'Thrive: trauma recovery coaching for women, online', description: 'Text alternative of the image a shared link shows (social media previews); "Thrive" is the practice name' },
}))

/** The size the Open Graph image is drawn at (the 1.91:1 size the large card shows without cropping). */
export const linkPreviewImageSize = { width: 1200, height: 630 } as const

/** Where a locale's preview image is served from (written by the build, not committed). */
export function linkPreviewImagePath(locale: Locale): string {
  return `/link-preview/${locale.toLowerCase()}.png`
}

/** Open Graph names a locale with an underscore: `en_GB`. */
export function openGraphLocale(locale: Locale): string {
  return locale.replace('-', '_')
}
