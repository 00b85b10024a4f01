/** The site origin used when THRIVE_SITE_ORIGIN is not set at build time. */
export const defaultSiteOrigin = 'https://thrive-healing.example'

/** The configured origin without a trailing slash (pure: usable from Vite code and Node scripts alike). */
export function originFrom(configured: string | undefined): string {
  return (configured || defaultSiteOrigin).replace(/\/$/, '')
}
