import { ArticlePage } from '../../../../components/content/ArticlePage'
import { CrisisNumbers } from '../../../../components/crisis/CrisisNumbers'
import { FeatureCards } from '../../../../components/content/FeatureCard'
import * as article from '../../../../content/blog/articles/leaving-narcissistic-relationship'
import { SafetySteps } from './leaving-narcissistic-relationship/SafetySteps'

const { boxes, supportCards } = article
const links = { safetyLink: '/online-safety', healingLink: '/blog/healing-from-narcissistic-abuse' }

/** This article's page: the template with its own boxes (pages/blog/@id/+Page.tsx picks it by file name). */
export default function Page() {
  return (
    <ArticlePage
      id="leaving-narcissistic-relationship"
      article={article}
      links={links}
      top={
        <div className="mt-10">
          <CrisisNumbers id="immediate-danger" title={boxes.dangerTitle} intro={boxes.dangerIntro} />
        </div>
      }
      after={{
        'safety-steps': <SafetySteps />,
        'professional-support': (
          <div className="mt-8 text-base">
            <FeatureCards cards={supportCards} columns={2} />
          </div>
        ),
      }}
    />
  )
}
