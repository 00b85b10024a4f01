import { ArticlePage } from '../../../components/ArticlePage'
import * as article from '../../../content/blog/articles/understanding-childhood-trauma'

export default function Page() {
  return <ArticlePage id="understanding-childhood-trauma" article={article} />
}
