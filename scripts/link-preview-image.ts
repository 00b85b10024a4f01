/**
 * The image a shared link shows (Open Graph / Twitter card), drawn after the
 * build: an SVG in the site's palette with the brand name and the locale's
 * tagline from its catalogue, rasterised to a 1200×630 PNG per locale with
 * resvg (fonts: the system's serif and sans, as the site itself uses).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { createIntl } from 'react-intl'
import { locales, type Locale } from '../content/locales'
import { linkPreviewImagePath, linkPreviewImageSize, linkPreviewMessages } from '../content/linkPreview'
import { brandName } from '../content/brand'
import { messagesFor } from '../renderer/messages'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The preview as SVG: the leaf mark, the brand name and the tagline on the site's pale green. */
export function linkPreviewSvg(tagline: string): string {
  const { width, height } = linkPreviewImageSize
  // Long taglines (a translation) get smaller type rather than running off the card.
  const taglineSize = Math.min(46, Math.floor(1500 / Math.max(tagline.length, 1)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f2f7f5"/>
  <circle cx="1080" cy="90" r="260" fill="#dcebe5"/>
  <circle cx="1150" cy="560" r="170" fill="#f5e3d6"/>
  <rect x="0" y="${height - 18}" width="${width}" height="18" fill="#2f6f5e"/>
  <g transform="translate(96 150) scale(5)">
    <circle cx="16" cy="16" r="15" fill="#dcebe5" stroke="#b9d7cb" stroke-width="0.6"/>
    <path d="M16 25V14m0 0c0-4 3-7 7-7 0 4-3 7-7 7Zm0 4c0-3.5-2.5-6-6-6 0 3.5 2.5 6 6 6Z" fill="none" stroke="#2f6f5e" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="96" y="430" font-family="Georgia, 'DejaVu Serif', 'Liberation Serif', serif" font-size="120" font-weight="bold" fill="#1c463b">${escapeXml(brandName)}</text>
  <text x="100" y="505" font-family="'Segoe UI', Roboto, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif" font-size="${taglineSize}" fill="#1f2a37">${escapeXml(tagline)}</text>
</svg>`
}

export function linkPreviewPng(tagline: string): Buffer {
  const resvg = new Resvg(linkPreviewSvg(tagline), { font: { loadSystemFonts: true }, fitTo: { mode: 'original' } })
  return resvg.render().asPng()
}

/** Writes each locale's preview image into the built site. */
export function writeLinkPreviewImages(clientDir: string): Locale[] {
  for (const locale of locales) {
    const intl = createIntl({ locale, messages: messagesFor(locale, []) })
    const file = join(clientDir, linkPreviewImagePath(locale))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, linkPreviewPng(intl.formatMessage(linkPreviewMessages.tagline)))
  }
  return [...locales]
}
