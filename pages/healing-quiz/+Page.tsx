import { useIntl } from 'react-intl'
import { CrisisNumbers } from '../../components/crisis/CrisisNumbers'
import { Hero } from '../../components/content/Hero'
import { Island } from '../../components/islands/Island'
import { quizMessages as m } from '../../content/quiz'
import quiz from './Quiz.island'

export default function Page() {
  const t = useIntl().formatMessage
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>}>
        <p className="mt-4 max-w-2xl text-sm text-muted">{t(m.disclaimer)}</p>
      </Hero>
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <div className="max-w-3xl">
          <Island
            of={quiz}
            props={{}}
            slots={{ crisis: <CrisisNumbers id="quiz-crisis" headingLevel={3} title={m.crisisTitle} intro={m.crisisIntro} /> }}
          />
        </div>
      </div>
    </>
  )
}
