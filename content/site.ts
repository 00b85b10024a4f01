import { originFrom } from './config/origin'

/**
 * Facts about the practice that more than one part of the site shows. The
 * coach edits these; nothing here is copy (words live in the catalogues).
 */

/** Where the site is deployed (THRIVE_SITE_ORIGIN at build time); canonical URLs and hreflang are built from it. */
export const siteOrigin: string = originFrom(import.meta.env.THRIVE_SITE_ORIGIN)

export { brandName } from './brand'

/** Year shown in the footer's copyright line (the spec fixes it at 2024). */
export const copyrightYear = 2024

export type SocialLinkId = 'instagram' | 'facebook'

/**
 * The practice's social profiles, shown in the footer. Fill in each profile's
 * own address (e.g. https://www.instagram.com/<name>/); a profile left empty
 * is not shown, so no link ever leads to a network's home page.
 */
export const socialProfiles: Readonly<Record<SocialLinkId, string>> = {
  instagram: '',
  facebook: '',
}

/** The profiles whose address is set: a profile's own page, never a network's home page. */
export function socialLinks(profiles: Readonly<Record<SocialLinkId, string>> = socialProfiles): { id: SocialLinkId; href: string }[] {
  return (Object.entries(profiles) as [SocialLinkId, string][])
    .filter(([, href]) => URL.canParse(href) && new URL(href).pathname.replace(/\/+$/, '') !== '')
    .map(([id, href]) => ({ id, href }))
}

/** The countries the practice serves (ISO 3166 codes; names come from Intl in each locale): every service region's. */
export { serviceCountries } from './locales'
