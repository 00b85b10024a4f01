import { lazy, Suspense, useEffect, useReducer, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Label } from 'react-aria-components/Label'
import { ProgressBar } from 'react-aria-components/ProgressBar'
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { Text } from 'react-aria-components/Text'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Button } from '../../components/Button'
import { quizMessages as m, quizQuestions } from '../../content/quiz'
import { initialQuizState, quizProgress, quizReducer, type QuizAction } from './scoring'

const reducer = quizReducer(quizQuestions)

// The result (with the email box) is fetched once the first answer is chosen,
// not with the page: most of its code is only needed five answers later.
const loadResultView = () => import('./QuizResultView')
const QuizResultView = lazy(() => loadResultView().then((module) => ({ default: module.QuizResultView })))

/**
 * The five questions, one at a time, then the result. After every step focus
 * moves to the new question (or to the result), so a screen reader reads it.
 */
/** `crisisHtml`: the prerendered crisis numbers the result shows (a slot of the quiz island). */
export function Quiz({ crisisHtml }: { crisisHtml: string | undefined }) {
  const intl = useIntl()
  const t = intl.formatMessage
  const [state, dispatch] = useReducer(reducer, quizQuestions.length, initialQuizState)
  // React Aria types its Label's element as <label>; here it renders an <h2>.
  const questionRef = useRef<HTMLLabelElement>(null)
  // Only a visitor's step moves focus, never the first render.
  const focusAfterStep = useRef(false)

  const step = (action: QuizAction) => {
    focusAfterStep.current = true
    dispatch(action)
  }

  useEffect(() => {
    if (!focusAfterStep.current) return
    focusAfterStep.current = false
    // The result view focuses its own heading when it appears.
    if (!state.result) questionRef.current?.focus()
  }, [state.step, state.result])

  if (state.result) {
    return (
      <Suspense fallback={null}>
        <QuizResultView weight={state.result} crisisHtml={crisisHtml} onRetake={() => step({ type: 'reset' })} />
      </Suspense>
    )
  }

  const question = quizQuestions[state.step]
  if (!question) return null
  const { current, total, fraction } = quizProgress(state, quizQuestions.length)
  const countText = t(m.progressCount, { current, total })
  const percentText = t(m.progressPercent, { percent: fraction })
  const isLast = state.step === quizQuestions.length - 1

  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <p className="flex flex-wrap justify-between gap-2 text-sm font-semibold text-brand-800">
        <span>{countText}</span>
        <span className="text-muted">{percentText}</span>
      </p>
      <ProgressBar
        aria-label={t(m.progressLabel)}
        value={current}
        minValue={0}
        maxValue={total}
        valueLabel={`${countText}, ${percentText}`}
        className="mt-2"
      >
        {({ percentage }) => (
          <div className="h-2.5 overflow-hidden rounded-full bg-brand-100 forced-colors:border forced-colors:border-[CanvasText]">
            {/* Set through the DOM after hydration, which the CSP allows. */}
            <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none forced-colors:bg-[Highlight]" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        )}
      </ProgressBar>

      <RadioGroup
        key={question.id}
        value={state.selected}
        onChange={(value) => {
          void loadResultView()
          dispatch({ type: 'select', value })
        }}
        className="mt-8"
      >
        <Label elementType="h2" ref={questionRef} tabIndex={-1} className="block font-serif text-2xl font-semibold text-brand-800 outline-none sm:text-3xl">
          {t(question.text)}
        </Label>
        <Text slot="description" className="mt-2 block text-muted">
          {t(m.chooseHint)}
        </Text>
        <div className="mt-6 grid gap-3">
          {question.options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              className="group flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-brand-200 bg-white p-4 text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 data-[selected]:border-brand-700 data-[selected]:bg-brand-50 data-[focus-visible]:outline data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-700"
            >
              <span
                aria-hidden="true"
                className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-muted group-data-[selected]:border-brand-700"
              >
                <span className="size-2.5 rounded-full bg-brand-700 opacity-0 group-data-[selected]:opacity-100 forced-colors:bg-[CanvasText]" />
              </span>
              <span>{t(option.text)}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>

      <div className="mt-8 flex flex-wrap justify-between gap-3">
        <Button variant="secondary" isDisabled={state.step === 0} onPress={() => step({ type: 'previous' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t(m.previous)}
        </Button>
        <Button isDisabled={state.selected === null} onPress={() => step({ type: 'next' })}>
          {isLast ? t(m.getResults) : t(m.next)}
          {!isLast && <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </div>
  )
}
