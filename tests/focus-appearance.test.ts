import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { changedPixels, contrast, perimeterArea } from '../e2e/focusAppearance'

/** A PNG of `width` × `height` pixels of one colour, with `paint` pixels (x, y) in another. */
function image(width: number, height: number, background: number[], paint: [number, number][] = [], colour = [0, 0, 0]): Buffer {
  const png = new PNG({ width, height })
  for (let i = 0; i < width * height; i++) png.data.set([...background, 255], i * 4)
  for (const [x, y] of paint) png.data.set([...colour, 255], (y * width + x) * 4)
  return PNG.sync.write(png)
}

describe('focus appearance (WCAG 2.4.13)', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast(1, 0)).toBeCloseTo(21)
    expect(contrast(0.5, 0.5)).toBe(1)
  })

  it('counts only pixels that change by at least 3:1', () => {
    const white = [255, 255, 255]
    // Black on white changes by 21:1; #777 on white by about 4.5:1; #ccc by about 1.6:1.
    expect(changedPixels(image(4, 4, white), image(4, 4, white, [[0, 0], [1, 1]]))).toBe(2)
    expect(changedPixels(image(4, 4, white), image(4, 4, white, [[2, 2]], [0x77, 0x77, 0x77]))).toBe(1)
    expect(changedPixels(image(4, 4, white), image(4, 4, white, [[2, 2]], [0xcc, 0xcc, 0xcc]))).toBe(0)
  })

  it('measures a 2 px perimeter, or the whole of a thinner box', () => {
    expect(perimeterArea({ x: 0, y: 0, width: 100, height: 40 })).toBe(100 * 40 - 96 * 36)
    expect(perimeterArea({ x: 0, y: 0, width: 3, height: 40 })).toBe(120)
  })
})
