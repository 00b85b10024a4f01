import { describe, expect, it } from 'vitest'
import { noiseMargin, roundOrder } from '../scripts/bench-relative'

describe("the bench's relative verdict", () => {
  it('rotates each round, so no target always runs first or right after the same one', () => {
    const targets = ['blank', 'peer', 'a', 'b']
    expect(roundOrder(targets, 0)).toEqual(['blank', 'peer', 'a', 'b'])
    expect(roundOrder(targets, 1)).toEqual(['peer', 'a', 'b', 'blank'])
    expect(roundOrder(targets, 4)).toEqual(targets)
    const firsts = new Set([0, 1, 2, 3].map((round) => roundOrder(targets, round)[0]))
    expect(firsts.size).toBe(4)
  })

  it('measures no noise where the blank page never moved, and some where it did', () => {
    expect(noiseMargin([40, 40, 40, 40, 40], 5)).toBe(0)
    expect(noiseMargin([0, 8, 20, 23, 43, 44, 47, 59, 72, 118, 150], 7)).toBeGreaterThan(0)
  })

  it('gives the same margin for the same runs (a seeded draw), and a smaller one for more rounds', () => {
    const runs = [0, 0, 31, 47, 52, 88, 146, 70, 54, 43, 78, 103]
    expect(noiseMargin(runs, 7)).toBe(noiseMargin(runs, 7))
    expect(noiseMargin(runs, 12)).toBeLessThanOrEqual(noiseMargin(runs, 3))
  })

  it('is no margin at all with one run: nothing to measure the noise from', () => {
    expect(noiseMargin([40], 1)).toBeNaN()
  })
})
