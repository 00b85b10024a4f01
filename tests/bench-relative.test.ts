import { describe, expect, it } from 'vitest'
import { interleavedRounds, noiseMargin, roundOrder, settling, worseProbability, type Target } from '../scripts/bench-relative'

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

  it('settles a page far worse than the blank page as worse, one the same as it as within, and leaves a close one open', () => {
    const blank = [0, 8, 20, 23, 43, 44, 47, 59, 72, 118, 150]
    const margin = noiseMargin(blank)
    expect(settling(worseProbability(blank.map((tbt) => tbt + 400), blank, margin))).toBe('worse')
    expect(settling(worseProbability(blank, blank, margin))).toBe('within')
    expect(settling(worseProbability(blank.map((tbt) => tbt + margin), blank, margin))).toBe('open')
  })

  it('against the best peer there is no margin: a tie stays open, a clear lead settles', () => {
    const peer = [1100, 1150, 1200, 1180, 1120, 1160, 1140]
    expect(settling(worseProbability(peer, peer, 0))).toBe('open')
    expect(settling(worseProbability(peer.map((lcp) => lcp - 200), peer, 0))).toBe('within')
    expect(settling(worseProbability(peer.map((lcp) => lcp + 200), peer, 0))).toBe('worse')
  })

  it('gives the same probability for the same runs, and none without runs', () => {
    expect(worseProbability([1, 5, 9], [2, 4, 6], 1)).toBe(worseProbability([1, 5, 9], [2, 4, 6], 1))
    expect(worseProbability([], [2, 4, 6], 1)).toBeNaN()
    expect(settling(Number.NaN)).toBe('open')
  })

  const targets: Target[] = ['blank', 'page'].map((id) => ({ id, label: id, kind: id === 'blank' ? 'blank' : 'page', origin: '', path: '/' }))

  it('measures the least rounds, then stops at the first round whose runs settle every verdict', async () => {
    const asked: number[] = []
    const { runs, rounds } = await interleavedRounds(targets, { min: 3, max: 10, settled: (_runs, n) => (asked.push(n), n === 5), log: () => {} }, async (_target, round) => round)
    expect(rounds).toBe(5)
    expect(asked).toEqual([3, 4, 5])
    expect(runs.get('page')).toEqual([0, 1, 2, 3, 4])
  })

  it('stops at the most rounds when a verdict never settles', async () => {
    const { rounds, runs } = await interleavedRounds(targets, { min: 2, max: 4, settled: () => false, log: () => {} }, async (_target, round) => round)
    expect(rounds).toBe(4)
    expect(runs.get('blank')).toHaveLength(4)
  })
})
