import { useIntl } from 'react-intl'
import { defineIsland, type SlotHtml } from '../../components/islands/defineIsland'
import { LocaleLink } from '../../components/shell/LocaleLink'
import { quizMessages as m } from '../../content/quiz'
import { Quiz } from './Quiz'

/**
 * The quiz is prerendered in its first state, so it shows at once and a
 * visitor can choose an answer before its code has loaded: it hydrates when
 * she first reaches for it and adopts that choice (see Quiz).
 * The crisis numbers the result shows are a slot (`crisis`): rendered with the
 * page for its region, so no region's numbers travel as code.
 *
 * The quiz needs scripts to go past the first question: without them it is
 * hidden, and a notice says so and offers the contact page.
 */
function QuizIsland({ slots = {} }: { slots?: SlotHtml }) {
  const t = useIntl().formatMessage
  return (
    <>
      <p className="hidden rounded-2xl border border-brand-200 bg-brand-50 p-6 text-lg plain:block">
        {t(m.noScript, {
          link: (chunks) => (
            <LocaleLink href="/contact" className="text-link">
              {chunks}
            </LocaleLink>
          ),
        })}
      </p>
      <div className="plain:hidden">
        <Quiz crisisHtml={slots.crisis} />
      </div>
    </>
  )
}

export default defineIsland({
  name: 'Quiz',
  Component: QuizIsland,
  scopes: ['quiz.noScript', 'quiz.question', 'quiz.progress', 'quiz.button', 'quiz.result', 'quiz.email'],
  hydrate: 'interaction',
})
