import { quizWeights, type QuizQuestion, type QuizWeight } from '../../content/quiz'

/**
 * The quiz's pure logic: its state transitions and its scoring. No React, so
 * tests/quiz-scoring.test.ts can drive a whole run.
 */

/** How often each weight was chosen. */
export function tallyWeights(weights: readonly QuizWeight[]): Record<QuizWeight, number> {
  const tally: Record<QuizWeight, number> = { A: 0, B: 0, C: 0, D: 0 }
  for (const weight of weights) tally[weight] += 1
  return tally
}

/**
 * The weight chosen most often; a tie goes to the first in the order A, B,
 * C, D (so with no answers at all, A).
 */
export function dominantWeight(weights: readonly QuizWeight[]): QuizWeight {
  const tally = tallyWeights(weights)
  let best: QuizWeight = quizWeights[0]
  for (const weight of quizWeights) if (tally[weight] > tally[best]) best = weight
  return best
}

/** The weights of the recorded answers (option values), question by question. */
export function answerWeights(questions: readonly QuizQuestion[], answers: readonly (string | null)[]): QuizWeight[] {
  return questions.flatMap((question, index) => {
    const option = question.options.find((candidate) => candidate.value === answers[index])
    return option ? [option.weight] : []
  })
}

// Array.prototype.with would do, but Safari before 16 lacks it.
function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const copy = [...items]
  copy[index] = value
  return copy
}

export type QuizState = {
  /** Index of the question shown (0-based). */
  step: number
  /** The option chosen on the current question, not yet recorded. */
  selected: string | null
  /** The recorded answer (option value) of each question. */
  answers: (string | null)[]
  /** The result weight once Get Results was pressed. */
  result: QuizWeight | null
}

export type QuizAction =
  | { type: 'select'; value: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'reset' }

export function initialQuizState(questionCount: number): QuizState {
  return { step: 0, selected: null, answers: Array.from({ length: questionCount }, () => null), result: null }
}

/** The quiz's transitions (spec §4), for `useReducer(quizReducer(questions), …)`. */
export function quizReducer(questions: readonly QuizQuestion[]) {
  return (state: QuizState, action: QuizAction): QuizState => {
    switch (action.type) {
      case 'select': {
        const question = questions[state.step]
        if (state.result || !question?.options.some((option) => option.value === action.value)) return state
        return { ...state, selected: action.value }
      }
      case 'next': {
        // Next is disabled until an option is chosen.
        if (state.result || state.selected === null) return state
        const answers = replaceAt(state.answers, state.step, state.selected)
        if (state.step === questions.length - 1) {
          return { ...state, answers, result: dominantWeight(answerWeights(questions, answers)) }
        }
        const step = state.step + 1
        return { ...state, step, answers, selected: answers[step] ?? null }
      }
      case 'previous': {
        if (state.result || state.step === 0) return state
        // Keep a choice made here but not yet recorded, so coming back forward finds it.
        const answers = state.selected === null ? state.answers : replaceAt(state.answers, state.step, state.selected)
        const step = state.step - 1
        return { ...state, step, answers, selected: answers[step] ?? null }
      }
      case 'reset':
        return initialQuizState(questions.length)
    }
  }
}

/** "Question N of 5" and the share of the quiz reached with it (N / 5). */
export function quizProgress(state: QuizState, questionCount: number): { current: number; total: number; fraction: number } {
  const current = Math.min(state.step + 1, questionCount)
  return { current, total: questionCount, fraction: questionCount === 0 ? 0 : current / questionCount }
}
