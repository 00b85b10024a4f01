import { ArticlePage } from '../../../../components/content/ArticlePage'
import * as article from '../../../../content/blog/articles/healing-from-narcissistic-abuse'
import { ComparisonCards } from './healing-from-narcissistic-abuse/ComparisonCards'
import { PhaseTimeline } from './healing-from-narcissistic-abuse/PhaseTimeline'

// The safety note on blocking points to this page's crisis box (ArticlePage's) and to the article on leaving safely.
const links = { crisisLink: '#article-crisis-title', leavingLink: '/blog/leaving-narcissistic-relationship' }

/** This article's page: the template with its own boxes (pages/blog/@id/+Page.tsx picks it by file name). */
export default function Page() {
  return (
    <ArticlePage
      id="healing-from-narcissistic-abuse"
      article={article}
      links={links}
      after={{ 'recovery-phases': <PhaseTimeline />, 'therapy-and-coaching': <ComparisonCards /> }}
    />
  )
}
