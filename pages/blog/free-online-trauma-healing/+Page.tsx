import { ArticlePage } from '../../../components/ArticlePage'
import * as article from '../../../content/blog/articles/free-online-trauma-healing'

export default function Page() {
  return <ArticlePage id="free-online-trauma-healing" article={article} />
}
