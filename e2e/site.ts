import { join } from 'node:path'
import { prerenderedPages } from '../scripts/site-pages'

export type { SitePage } from '../scripts/site-pages'

/** Every page the build prerendered (see scripts/site-pages.ts). */
export const clientDir = join(import.meta.dirname, '..', process.env.THRIVE_OUT_DIR ?? 'dist', 'client')
export const sitePages = prerenderedPages(clientDir)

export const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const
