import { ArticlePage } from '../../../components/ArticlePage'
import * as article from '../../../content/blog/articles/healing-from-narcissistic-abuse'
import { ComparisonCards } from './ComparisonCards'
import { PhaseTimeline } from './PhaseTimeline'

export default function Page() {
  return (
    <ArticlePage
      id="healing-from-narcissistic-abuse"
      article={article}
      after={{ 'recovery-phases': <PhaseTimeline />, 'therapy-and-coaching': <ComparisonCards /> }}
    />
  )
}
