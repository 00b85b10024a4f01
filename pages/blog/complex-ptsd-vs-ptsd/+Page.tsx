import { ArticlePage } from '../../../components/ArticlePage'
import * as article from '../../../content/blog/articles/complex-ptsd-vs-ptsd'

export default function Page() {
  return <ArticlePage id="complex-ptsd-vs-ptsd" article={article} />
}
