import { originFrom } from './origin'

/**
 * Facts about the practice that more than one part of the site shows. The
 * coach edits these; nothing here is copy (words live in the catalogues).
 */

/** Where the site is deployed (THRIVE_SITE_ORIGIN at build time); canonical URLs and hreflang are built from it. */
export const siteOrigin: string = originFrom(import.meta.env.THRIVE_SITE_ORIGIN)

export const brandName = 'Thrive'

/** Year shown in the footer's copyright line (the spec fixes it at 2024). */
export const copyrightYear = 2024

/** The practice's social profiles, shown in the footer. Replace with the real profiles. */
export const socialLinks = [
  { id: 'instagram', href: 'https://www.instagram.com/' },
  { id: 'facebook', href: 'https://www.facebook.com/' },
] as const
export type SocialLinkId = (typeof socialLinks)[number]['id']

/** The countries the practice serves (ISO 3166 codes; names come from Intl in each locale). */
export const serviceCountries = ['US', 'CA', 'GB', 'AU', 'NZ'] as const
