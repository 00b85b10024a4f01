import { describe, expect, it } from 'vitest'
import { quizQuestions, quizResults, quizWeights, type QuizWeight } from '../content/quiz'
import { answerWeights, dominantWeight, initialQuizState, quizProgress, quizReducer, tallyWeights, type QuizAction, type QuizState } from '../pages/healing-quiz/scoring'

const reduce = quizReducer(quizQuestions)
const run = (actions: QuizAction[], from: QuizState = initialQuizState(quizQuestions.length)) => actions.reduce(reduce, from)

/** The option value of weight `weight` on question `index`. */
function valueOf(index: number, weight: QuizWeight): string {
  const option = quizQuestions[index]?.options.find((candidate) => candidate.weight === weight)
  if (!option) throw new Error(`question ${index} has no option ${weight}`)
  return option.value
}

/** Choose and confirm one weight per question, in order. */
const answerAll = (weights: QuizWeight[]): QuizAction[] =>
  weights.flatMap((weight, index) => [{ type: 'select', value: valueOf(index, weight) } as const, { type: 'next' } as const])

describe('quiz content', () => {
  it('has five questions of four options, one of each weight, with unique values', () => {
    expect(quizQuestions).toHaveLength(5)
    for (const question of quizQuestions) {
      expect(question.options).toHaveLength(4)
      expect(question.options.map((option) => option.weight).sort()).toEqual([...quizWeights])
      expect(new Set(question.options.map((option) => option.value)).size).toBe(4)
    }
  })

  it('has a result with phase, title, description and encouragement for every weight', () => {
    const phases = quizWeights.map((weight) => quizResults[weight].phase.defaultMessage)
    expect(phases).toEqual(['Survival', 'Awareness', 'Processing', 'Thriving'])
    for (const weight of quizWeights) {
      const result = quizResults[weight]
      for (const part of [result.title, result.description, result.encouragement]) expect(part.id).toMatch(/^quiz\.result\./)
    }
  })
})

describe('dominantWeight', () => {
  it.each(quizWeights)('all %s gives %s', (weight) => {
    expect(dominantWeight(Array(5).fill(weight))).toBe(weight)
  })

  it('picks the weight chosen most often', () => {
    expect(dominantWeight(['A', 'C', 'C', 'D', 'C'])).toBe('C')
    expect(dominantWeight(['D', 'D', 'A', 'B', 'C'])).toBe('D')
  })

  // Every kind of tie among five answers: 2-2-1 (each pair, in either order) and 1-1-1-1-1 is impossible with 4 weights.
  it.each([
    [['A', 'A', 'B', 'B', 'C'], 'A'],
    [['B', 'B', 'A', 'A', 'D'], 'A'],
    [['A', 'C', 'C', 'A', 'B'], 'A'],
    [['D', 'D', 'A', 'A', 'B'], 'A'],
    [['C', 'B', 'C', 'B', 'A'], 'B'],
    [['D', 'B', 'B', 'D', 'C'], 'B'],
    [['D', 'C', 'D', 'C', 'B'], 'C'],
    [['C', 'C', 'D', 'D', 'A'], 'C'],
  ] as [QuizWeight[], QuizWeight][])('two-way tie %j goes to %s, the first in A–D order', (weights, expected) => {
    expect(dominantWeight(weights)).toBe(expected)
  })

  it.each([
    [['A', 'B', 'C', 'D'], 'A'],
    [['D', 'C', 'B', 'A'], 'A'],
    [['D', 'C', 'B'], 'B'],
    [['D', 'C'], 'C'],
    [['B', 'D', 'C'], 'B'],
  ] as [QuizWeight[], QuizWeight][])('three- and four-way tie %j goes to %s', (weights, expected) => {
    expect(dominantWeight(weights)).toBe(expected)
  })

  it('gives A when there is nothing to count', () => {
    expect(dominantWeight([])).toBe('A')
  })

  it('tallies each weight', () => {
    expect(tallyWeights(['A', 'D', 'D', 'B'])).toEqual({ A: 1, B: 1, C: 0, D: 2 })
  })
})

describe('quiz state', () => {
  it('starts at question 1 with nothing selected and no result', () => {
    const state = initialQuizState(5)
    expect(state).toEqual({ step: 0, selected: null, answers: [null, null, null, null, null], result: null })
    expect(quizProgress(state, 5)).toEqual({ current: 1, total: 5, fraction: 0.2 })
  })

  it('ignores Next until an option is chosen, and Previous on question 1', () => {
    expect(run([{ type: 'next' }])).toEqual(initialQuizState(5))
    expect(run([{ type: 'next' }]).step).toBe(0)
    expect(run([{ type: 'previous' }]).step).toBe(0)
  })

  it('ignores a value that is not an option of the current question', () => {
    expect(run([{ type: 'select', value: 'no-such-option' }]).selected).toBeNull()
    expect(run([{ type: 'select', value: valueOf(1, 'A') }]).selected).toBeNull()
  })

  it('records the answer on Next and advances with nothing selected', () => {
    const state = run([{ type: 'select', value: valueOf(0, 'B') }, { type: 'next' }])
    expect(state.step).toBe(1)
    expect(state.selected).toBeNull()
    expect(state.answers[0]).toBe(valueOf(0, 'B'))
    expect(quizProgress(state, 5)).toEqual({ current: 2, total: 5, fraction: 0.4 })
  })

  it.each(quizWeights)('a run of only %s ends in that result', (weight) => {
    const state = run(answerAll(Array(5).fill(weight)))
    expect(state.result).toBe(weight)
    expect(answerWeights(quizQuestions, state.answers)).toEqual(Array(5).fill(weight))
  })

  it('Previous restores the earlier answer', () => {
    const state = run([...answerAll(['C', 'D']), { type: 'previous' }])
    expect(state.step).toBe(1)
    expect(state.selected).toBe(valueOf(1, 'D'))
    const back = run([{ type: 'previous' }], state)
    expect(back.step).toBe(0)
    expect(back.selected).toBe(valueOf(0, 'C'))
  })

  it('keeps a choice made before going back', () => {
    const state = run([...answerAll(['A']), { type: 'select', value: valueOf(1, 'C') }, { type: 'previous' }, { type: 'next' }])
    expect(state.step).toBe(1)
    expect(state.selected).toBe(valueOf(1, 'C'))
  })

  it('scores answers changed after Previous', () => {
    // A A A B B would give A; going back twice and changing two answers to B gives B.
    let state = run(answerAll(['A', 'A', 'A', 'B']))
    expect(state.step).toBe(4)
    state = run([{ type: 'previous' }, { type: 'previous' }, { type: 'select', value: valueOf(2, 'B') }, { type: 'next' }, { type: 'next' }], state)
    expect(state.step).toBe(4)
    expect(state.selected).toBeNull()
    state = run([{ type: 'select', value: valueOf(4, 'B') }, { type: 'next' }], state)
    expect(answerWeights(quizQuestions, state.answers)).toEqual(['A', 'A', 'B', 'B', 'B'])
    expect(state.result).toBe('B')
  })

  it('computes the result only on the last question, and Retake resets everything', () => {
    const four = run(answerAll(['D', 'D', 'C', 'C']))
    expect(four.result).toBeNull()
    const done = run(answerAll(['D', 'D', 'C', 'C', 'B']))
    expect(done.result).toBe('C')
    // Once there is a result, only Retake does anything.
    expect(run([{ type: 'previous' }, { type: 'next' }], done)).toBe(done)
    expect(run([{ type: 'reset' }], done)).toEqual(initialQuizState(5))
  })
})
