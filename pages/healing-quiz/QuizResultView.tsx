import { useLayoutEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Heart, RotateCcw } from 'lucide'
import { focusForReading } from '../../components/forms/focusForReading'
import { Icon } from '../../components/shell/Icon'
import { Button } from '../../components/forms/Button'
import { ButtonLink } from '../../components/forms/ButtonLink'
import { Slot } from '../../components/islands/Slot'
import { quizMessages as m, quizResults, type QuizWeight } from '../../content/quiz'
import { EmailResults } from './EmailResults'

type Props = { weight: QuizWeight; crisisHtml: string | undefined; onRetake: () => void }

/**
 * The result: phase, title, description and encouragement. It appears only
 * after the last answer, so focus moves to it as it appears: in a layout
 * effect, in the same task as Get Results leaves the page (focus falling to
 * the document first had a screen reader say nothing).
 *
 * Focus goes to the result's region, named by the box around its heading and
 * described by its title, and the heading is scrolled into view: heard in
 * both browsers as "Your healing phase: Awareness region. Seeing the patterns
 * clearly." Not to the heading itself (issue 49): Chromium reports the caret
 * moved into a focused heading before the focus, Orca 43 takes the heading as
 * already reached and says nothing of its focus. It spoke only when the
 * heading appeared above the window (Orca then takes a label off screen for
 * textless), as it did after R but not after Tab or reading down. The caret
 * lands in the heading here too, so the region's label is the box, not the
 * heading: Orca leaves out a name whose label it has just reached. The same
 * as each question's group (Quiz.tsx).
 */
export function QuizResultView({ weight, crisisHtml, onRetake }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const sectionRef = useRef<HTMLElement>(null)
  useLayoutEffect(() => focusForReading(sectionRef.current, headingRef.current), [])
  const intl = useIntl()
  const t = intl.formatMessage
  const result = quizResults[weight]
  return (
    <div className="grid gap-8">
      <section ref={sectionRef} aria-labelledby="quiz-result-title" aria-describedby="quiz-result-summary" data-result={weight} className="rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm outline-none sm:p-8">
        <div id="quiz-result-title">
          <h2 ref={headingRef} className="text-3xl font-semibold text-brand-800 sm:text-4xl">
            {t(m.resultHeading, { phase: t(result.phase) })}
          </h2>
        </div>
        <p id="quiz-result-summary" className="mt-4 font-serif text-2xl text-brand-800">{t(result.title)}</p>
        <p className="mt-4 text-lg text-ink">{t(result.description)}</p>
        <p className="mt-6 flex items-start gap-3 rounded-xl bg-accent-50 p-4 text-ink">
          <Icon node={Heart} className="mt-1 size-5 shrink-0 text-accent-700" />
          <span>{t(result.encouragement)}</span>
        </p>
        <p className="mt-4 text-sm text-muted">{t(m.resultNote)}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/contact">{t(m.talk)}</ButtonLink>
          <Button variant="secondary" onClick={onRetake}>
            <Icon node={RotateCcw} className="size-4" />
            {t(m.retake)}
          </Button>
        </div>
      </section>

      <EmailResults />

      {/* The region's crisis numbers, prerendered with the page (see Quiz.island.tsx). */}
      <Slot name="crisis" html={crisisHtml} />
    </div>
  )
}
