import { useIntl } from 'react-intl'
import { defineIsland, type SlotHtml } from '../../components/islands/defineIsland'
import { Slot } from '../../components/islands/Slot'
import { useHydrated } from '../../components/islands/useHydrated'
import { LocaleLink } from '../../components/LocaleLink'
import { quizMessages as m } from '../../content/quiz'
import { Quiz } from './Quiz'

/**
 * The crisis numbers the result shows are a slot (`crisis`): rendered with the
 * page for its region, so no region's numbers travel as code.
 *
 * The quiz only works with scripts, so it is rendered once hydrated (React
 * Aria's radios also style their hidden inputs inline, which the CSP forbids
 * in prerendered HTML). Without scripts, it says so and offers the contact page.
 */
function QuizOrNotice({ slots = {} }: { slots?: SlotHtml }) {
  const t = useIntl().formatMessage
  if (useHydrated()) return <Quiz crisisHtml={slots.crisis} />
  return (
    <>
      <p className="hidden rounded-2xl border border-brand-200 bg-brand-50 p-6 text-lg noscript:block">
        {t(m.noScript, {
          link: (chunks) => (
            <LocaleLink href="/contact" className="text-link">
              {chunks}
            </LocaleLink>
          ),
        })}
      </p>
      {/* Holds the quiz's place until it renders, so the page does not jump. */}
      <div aria-hidden="true" className="min-h-[36rem] noscript:hidden" />
      {/* The result's crisis numbers wait here, prerendered, until the result shows them. */}
      <div className="hidden">
        <Slot name="crisis" html={slots.crisis} />
      </div>
    </>
  )
}

export default defineIsland({
  name: 'Quiz',
  Component: QuizOrNotice,
  scopes: ['quiz.noScript', 'quiz.question', 'quiz.progress', 'quiz.button', 'quiz.result', 'quiz.email'],
})
