import { describe, expect, it } from 'vitest'
import { lighthouseChromeFlags } from '../scripts/bench-lighthouse'

const disabledFeatures = (flags: string) => {
  const lists = flags.split(' ').filter((flag) => flag.startsWith('--disable-features='))
  return { count: lists.length, features: lists.at(-1)?.slice('--disable-features='.length).split(',') ?? [] }
}

describe("the bench's Chromium flags for Lighthouse", () => {
  it('runs headless with the bench’s own flags', () => {
    const flags = lighthouseChromeFlags(['--no-sandbox', '--disable-gpu'])
    expect(flags.split(' ')).toEqual(expect.arrayContaining(['--headless=new', '--no-sandbox', '--disable-gpu']))
  })

  it('gives Chromium one list of features to turn off: chrome-launcher’s, then the browser UI no page shows', () => {
    // Chromium keeps only the last --disable-features: a second one would drop chrome-launcher's.
    const { count, features } = disabledFeatures(lighthouseChromeFlags(['--no-sandbox']))
    expect(count).toBe(1)
    expect(features).toEqual(expect.arrayContaining(['Translate', 'OptimizationHints', 'MediaRouter', 'RenderDocument']))
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']))
  })

  it('folds a list the bench’s browser options already carry into the same one', () => {
    const { count, features } = disabledFeatures(lighthouseChromeFlags(['--disable-features=PaintHolding,Translate', '--no-sandbox']))
    expect(count).toBe(1)
    expect(features).toContain('PaintHolding')
    expect(features.filter((feature) => feature === 'Translate')).toHaveLength(1)
  })

  it('tells the headless shell, headless whatever it is told, nothing of headless modes', () => {
    const flags = lighthouseChromeFlags(['--no-sandbox'], 'shell').split(' ')
    expect(flags.some((flag) => flag.startsWith('--headless'))).toBe(false)
    expect(flags).toContain('--no-sandbox')
  })
})
