import { describe, expect, it } from 'vitest'
import { median } from '../scripts/bench-lighthouse'
import { appliedId, appliedTwins, comparisonMargin, interleavedRounds, noiseMargin, roundOrder, settling, worseProbability, type Target } from '../scripts/bench-relative'

describe("the bench's relative verdict", () => {
  it('measures the peers and the pages judged against them a second time, with applied throttling, for TBT between sites', () => {
    const target = (id: string, kind: Target['kind']): Target => ({ id, label: id, kind, origin: 'http://127.0.0.1:1', path: id })
    const targets = [target('blank', 'blank'), target('peer-starlight', 'peer'), target('/blog/signs', 'page'), target('/contact', 'page')]
    const twins = appliedTwins(targets, (page) => page.id.startsWith('/blog/'))
    expect(twins.map((twin) => [twin.id, twin.throttling])).toEqual([
      [appliedId('peer-starlight'), 'devtools'],
      [appliedId('/blog/signs'), 'devtools'],
    ])
    // Their own runs: no id is shared with what the simulation measures.
    expect(new Set([...targets, ...twins].map((t) => t.id)).size).toBe(targets.length + twins.length)
    expect(targets.every((t) => t.throttling === undefined)).toBe(true)
  })

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

  it('judges a page against its own noise too, where the blank page never moved', () => {
    // As in two settled runs of 16 rounds (docs/performance.md): the blank page read TBT 0 in every run, a page 0 in some and up to 80 in others.
    const blank = Array.from({ length: 16 }, () => 0)
    expect(noiseMargin(blank, 16)).toBe(0)
    const mostlyZero = [0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 9, 14, 30, 60, 80]
    expect(comparisonMargin(mostlyZero, blank, 16)).toBe(noiseMargin(mostlyZero, 16))
    expect(settling(worseProbability(mostlyZero, blank, comparisonMargin(mostlyZero, blank, 16)))).toBe('within')
    // A median of 5.5 against 0: the blank page's margin alone settled it worse; the page's own median moves by more than that.
    const fewZeros = [0, 0, 0, 0, 0, 3, 4, 5, 6, 8, 11, 15, 22, 35, 60, 80]
    const margin = comparisonMargin(fewZeros, blank, 16)
    expect(margin).toBeGreaterThan(median(fewZeros))
    expect(settling(worseProbability(fewZeros, blank, 0))).toBe('worse')
    expect(settling(worseProbability(fewZeros, blank, margin))).not.toBe('worse')
  })

  it('still fails a page worse by more than either side moves, and settles a clear lead against a peer', () => {
    const blank = Array.from({ length: 16 }, () => 0)
    const page = [60, 64, 70, 72, 75, 78, 80, 84, 86, 90, 95, 99, 104, 110, 130, 160]
    expect(settling(worseProbability(page, blank, comparisonMargin(page, blank, 16)))).toBe('worse')
    const peer = [1100, 1150, 1200, 1180, 1120, 1160, 1140]
    expect(settling(worseProbability(peer, peer, comparisonMargin(peer, peer, 7)))).toBe('within')
    const ahead = peer.map((lcp) => lcp - 200)
    expect(settling(worseProbability(ahead, peer, comparisonMargin(ahead, peer, 7)))).toBe('within')
    const behind = peer.map((lcp) => lcp + 200)
    expect(settling(worseProbability(behind, peer, comparisonMargin(behind, peer, 7)))).toBe('worse')
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
