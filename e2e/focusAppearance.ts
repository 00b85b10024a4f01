import { PNG } from 'pngjs'

/**
 * Focus appearance measured as WCAG 2.2 defines it (SC 2.4.13,
 * https://www.w3.org/WAI/WCAG22/Understanding/focus-appearance.html): the
 * pixels that change between the unfocused and the focused screenshot by a
 * contrast of at least 3:1, against the area of a 2 CSS px thick perimeter of
 * the unfocused element. Screenshots are taken at device scale 1 (1 px = 1 CSS px).
 */
export const MIN_CHANGE_CONTRAST = 3

// sRGB channel (0–255) → linear light, once (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
const linear = Array.from({ length: 256 }, (_, value) => {
  const channel = value / 255
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
})

const luminance = (data: Buffer, offset: number): number =>
  0.2126 * linear[data[offset]!]! + 0.7152 * linear[data[offset + 1]!]! + 0.0722 * linear[data[offset + 2]!]!

export const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** How many pixels of two same-sized PNG screenshots differ by at least 3:1. */
export function changedPixels(unfocused: Buffer, focused: Buffer): number {
  const before = PNG.sync.read(unfocused)
  const after = PNG.sync.read(focused)
  if (before.width !== after.width || before.height !== after.height) throw new Error('screenshots of different sizes')
  let changed = 0
  for (let offset = 0; offset < before.data.length; offset += 4) {
    if (contrast(luminance(before.data, offset), luminance(after.data, offset)) >= MIN_CHANGE_CONTRAST) changed++
  }
  return changed
}

export type Box = { x: number; y: number; width: number; height: number }

/** The area of a 2 px thick perimeter of a box (its outer 2 px ring; the whole box when it is thinner). */
export const perimeterArea = ({ width, height }: Box): number =>
  Math.round(width * height - Math.max(0, width - 4) * Math.max(0, height - 4))
