import { useLayoutEffect, useReducer, useRef } from 'react'
import { useIntl } from 'react-intl'
import { ArrowLeft, ArrowRight } from 'lucide'
import { Icon } from '../../components/shell/Icon'
import { Button } from '../../components/forms/Button'
import { Slot } from '../../components/islands/Slot'
import { quizMessages as m, quizQuestions } from '../../content/quiz'
import { QuizResultView } from './QuizResultView'
import { initialQuizState, quizProgress, quizReducer, type QuizAction } from './scoring'
import { focusForReading } from '../../components/forms/focusForReading'
import { useHtmlId } from '../../components/shell/useHtmlId'

const reducer = quizReducer(quizQuestions)


// The track is the element (Firefox) or ::-webkit-progress-bar, the fill ::-moz-progress-bar or
// ::-webkit-progress-value. Forced colours would erase their backgrounds: a border and a system-colour fill there.
const progressClasses =
  'mt-2 block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-700 [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300 motion-reduce:[&::-webkit-progress-value]:transition-none forced-colors:border forced-colors:border-[CanvasText] forced-colors:[&::-moz-progress-bar]:bg-[Highlight] forced-colors:[&::-webkit-progress-value]:bg-[Highlight]'

/**
 * The five questions, one at a time, then the result. After every step focus
 * moves to the new question (or to the result), so a screen reader reads it.
 *
 * It is prerendered and works before it is hydrated: the radios are native
 * and uncontrolled, so a choice made before the code arrived stays in the DOM
 * and is adopted when the quiz mounts. Nothing in it sets a `style` attribute,
 * which the CSP would block in prerendered HTML.
 *
 * `crisisHtml`: the prerendered crisis numbers the result shows (a slot of the quiz island).
 */
export function Quiz({ crisisHtml }: { crisisHtml: string | undefined }) {
  const intl = useIntl()
  const t = intl.formatMessage
  const [state, dispatch] = useReducer(reducer, quizQuestions.length, initialQuizState)
  // Ids must start with a letter (React's start with `_`).
  const id = useHtmlId('quiz')
  const questionRef = useRef<HTMLFieldSetElement>(null)
  // Only a visitor's step moves focus, never the first render.
  const focusAfterStep = useRef(false)

  const step = (action: QuizAction) => {
    focusAfterStep.current = true
    dispatch(action)
  }
  const select = (value: string) => dispatch({ type: 'select', value })

  // A radio checked before hydration (or restored by the browser) is only in
  // the DOM: React fires no change for it. Adopt it, so Next is enabled. A
  // layout effect: Next is enabled before the live quiz paints or handles
  // another event (a replayed press included).
  useLayoutEffect(() => {
    const checked = questionRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')
    if (checked) select(checked.value)
  }, [])

  // A layout effect: focus moves in the same task as the step's change to the
  // page, so a screen reader hears one move, to the new question, and never
  // focus falling to the document on the way. To the question's group (named
  // by the question, described by the hint), not its heading: Chromium reports
  // the caret moved into a focused heading before the focus itself, and Orca
  // then took the heading as already said and said nothing. The group's caret
  // lands in its heading, so its focus is news, heard in both browsers as
  // "<question> panel. <hint>" (e2e/screen-reader/quiz.spec.ts).
  useLayoutEffect(() => {
    if (!focusAfterStep.current) return
    focusAfterStep.current = false
    // The result view focuses its own region when it appears.
    if (!state.result) focusForReading(questionRef.current, questionRef.current?.querySelector('legend'))
  }, [state.step, state.result])

  if (state.result) {
    return (
      // Part of the quiz's own code (fetched once the page is idle): the result
      // shows at once after Get Results, with no blank moment while it loads.
      <QuizResultView weight={state.result} crisisHtml={crisisHtml} onRetake={() => step({ type: 'reset' })} />
    )
  }

  const question = quizQuestions[state.step]
  if (!question) return null
  const { current, total, fraction } = quizProgress(state, quizQuestions.length)
  const countText = t(m.progressCount, { current, total })
  const percentText = t(m.progressPercent, { percent: fraction })
  const isLast = state.step === quizQuestions.length - 1
  const hintId = `${id}-hint`

  return (
    <>
      <div className="rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm sm:p-8">
        {/* Two paragraphs, so a screen reader reads "Question 2 of 5", "40% complete", never the two run together. */}
        <div className="flex flex-wrap justify-between gap-2 text-sm font-semibold text-brand-800">
          <p>{countText}</p>
          <p className="text-muted">{percentText}</p>
        </div>
        {/* Native, so its fill needs no style attribute and is right before hydration. Hidden from
            screen readers, which have its words just above: its value changing at each step was
            announced ("40 percent") instead of the question focus moved to. */}
        <progress aria-hidden="true" value={current} max={total} className={progressClasses} />

        {/* `key`: each question gets a fresh group, which focus moves to (one kept from question to
            question was named in Firefox by every question so far), and fresh radios, checked from the recorded answer.
            A fieldset whose legend names the group of native radios: no `radiogroup`
            role, which may own only radios, not the question and its hint. */}
        <fieldset key={question.id} ref={questionRef} aria-describedby={hintId} className="mt-8 outline-none">
          <legend className="w-full">
            <h2 className="text-2xl font-semibold text-brand-800 sm:text-3xl">
              {t(question.text)}
            </h2>
          </legend>
          <p id={hintId} className="mt-2 text-muted">
            {t(m.chooseHint)}
          </p>
          <div className="mt-6 grid gap-3">
            {question.options.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-brand-200 bg-surface p-4 text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-${question.id}`}
                  value={option.value}
                  defaultChecked={state.selected === option.value}
                  onChange={(event) => select(event.currentTarget.value)}
                  className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-700"
                />
                <span>{t(option.text)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="mt-8 flex flex-wrap justify-between gap-3">
          <Button variant="secondary" disabled={state.step === 0} onClick={() => step({ type: 'previous' })}>
            <Icon node={ArrowLeft} className="size-4" />
            {t(m.previous)}
          </Button>
          <Button disabled={state.selected === null} onClick={() => step({ type: 'next' })}>
            {isLast ? t(m.getResults) : t(m.next)}
            {!isLast && <Icon node={ArrowRight} className="size-4" />}
          </Button>
        </div>
      </div>
      {/* The result's crisis numbers wait here, prerendered, until the result shows them. */}
      <div className="hidden">
        <Slot name="crisis" html={crisisHtml} />
      </div>
    </>
  )
}
