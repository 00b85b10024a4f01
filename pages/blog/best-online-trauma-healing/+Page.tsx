import { ArticlePage } from '../../../components/ArticlePage'
import * as article from '../../../content/blog/articles/best-online-trauma-healing'

export default function Page() {
  return <ArticlePage id="best-online-trauma-healing" article={article} />
}
