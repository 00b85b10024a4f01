import { useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { Hero } from '../../components/Hero'
import { LocaleLink } from '../../components/LocaleLink'
import { quizMessages as m } from '../../content/quiz'
import { Quiz } from './Quiz'

const subscribe = () => () => {}

/** True once the page is hydrated (false while prerendering and hydrating). */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}

export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  const hydrated = useHydrated()
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>}>
        <p className="mt-4 max-w-2xl text-sm text-muted">{t(m.disclaimer)}</p>
      </Hero>
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <div className="max-w-3xl">
          {/* The quiz only works with scripts, so it is rendered once hydrated
              (React Aria's radios also style their hidden inputs inline, which
              the CSP forbids in prerendered HTML). Without scripts, say so. */}
          {hydrated ? (
            <Quiz />
          ) : (
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
            </>
          )}
        </div>
      </div>
    </>
  )
}
