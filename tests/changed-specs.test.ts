import { describe, expect, it } from 'vitest'
import { namesOf, specsCovering } from '../scripts/changed-specs'

describe('namesOf', () => {
  it('names a file by its path and its own name, and a page by its route', () => {
    expect(namesOf('components/shell/RegionNotice.tsx')).toEqual(['components/shell/RegionNotice', 'RegionNotice'])
    expect(namesOf('pages/healing-quiz/Quiz.island.tsx')).toEqual(['pages/healing-quiz/Quiz.island', 'Quiz', '/healing-quiz'])
    expect(namesOf('pages/blog/@id/boxes/leaving-narcissistic-relationship.tsx')).toContain('/blog')
    expect(namesOf('pages/services/attachment-healing/+Page.tsx')).toEqual(['pages/services/attachment-healing/+Page', '/services/attachment-healing'])
  })
  it('leaves out names too common to tell specs apart, and the home page’s route', () => {
    expect(namesOf('content/services/types.ts')).toEqual(['content/services/types'])
    expect(namesOf('pages/index/+Page.tsx')).toEqual(['pages/index/+Page'])
  })
})

describe('specsCovering', () => {
  const sources = new Map([
    ['e2e/fixtures.ts', "export const test = base"],
    ['e2e/axe.ts', "import { x } from './fixtures'\n// runs axe"],
    ['e2e/quiz.spec.ts', "import { test } from './fixtures'\n// The quiz (pages/healing-quiz/Quiz.tsx) at /healing-quiz"],
    ['e2e/region-notice.spec.ts', "import { axeViolations } from './axe'\nimport { helplineDirectory } from '../content/crisis'\n// components/shell/RegionNotice.tsx"],
    ['e2e/faqs.spec.ts', "import { test } from './fixtures'\n// /faqs-extra is not /faqs… and QuizResult is not Quiz"],
  ])
  it('finds the specs that name a changed file, import it, or import a helper that does', () => {
    expect(specsCovering(['components/shell/RegionNotice.tsx'], sources).specs).toEqual(['e2e/region-notice.spec.ts'])
    expect(specsCovering(['content/crisis.ts'], sources).specs).toEqual(['e2e/region-notice.spec.ts'])
    expect(specsCovering(['pages/healing-quiz/QuizResultView.tsx'], sources).specs).toEqual(['e2e/quiz.spec.ts'])
    expect(specsCovering(['e2e/axe.ts'], sources).specs).toEqual(['e2e/region-notice.spec.ts'])
    expect(specsCovering(['e2e/fixtures.ts'], sources).specs).toEqual(['e2e/faqs.spec.ts', 'e2e/quiz.spec.ts', 'e2e/region-notice.spec.ts'])
  })
  it('says which changed file brought each spec in', () => {
    expect(specsCovering(['components/shell/RegionNotice.tsx', 'e2e/axe.ts'], sources).why).toEqual({ 'e2e/region-notice.spec.ts': ['components/shell/RegionNotice.tsx', 'e2e/axe.ts'] })
  })
  it('runs nothing for docs, bench results or unit tests, and a changed spec alone runs itself', () => {
    expect(specsCovering(['docs/performance.md', 'tests/quiz-scoring.test.ts', 'components/firstScript/quickExit.test.ts', 'bench/results.md'], sources).specs).toEqual([])
    expect(specsCovering(['e2e/faqs.spec.ts'], sources).specs).toEqual(['e2e/faqs.spec.ts'])
  })
  it('does not take a longer name for a shorter one', () => {
    expect(specsCovering(['pages/faqs/faqText.ts'], sources).specs).toEqual(['e2e/faqs.spec.ts'])
    expect(specsCovering(['components/QuizResultView.tsx'], sources).specs).toEqual([])
  })
})
