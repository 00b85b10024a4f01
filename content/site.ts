/**
 * Facts about the practice that more than one part of the site shows. The
 * coach edits these; nothing here is copy (words live in the catalogues).
 */

/** Where the site is deployed; canonical URLs, hreflang and the sitemap are built from it. */
export const siteOrigin: string = (buildEnv('THRIVE_SITE_ORIGIN') || 'https://thrive-healing.example').replace(/\/$/, '')

/** A THRIVE_* build setting: Vite's import.meta.env in the app, process.env in Node scripts. */
export function buildEnv(name: 'THRIVE_SITE_ORIGIN' | 'THRIVE_FORM_ENDPOINT'): string | undefined {
  const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env
  return viteEnv ? viteEnv[name] : process.env[name]
}

export const brandName = 'Thrive'

/** Year shown in the footer's copyright line (the spec fixes it at 2024). */
export const copyrightYear = 2024

/** The practice's social profiles, shown in the footer. Replace with the real profiles. */
export const socialLinks = [
  { id: 'instagram', href: 'https://www.instagram.com/' },
  { id: 'facebook', href: 'https://www.facebook.com/' },
] as const
export type SocialLinkId = (typeof socialLinks)[number]['id']
