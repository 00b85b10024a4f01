import type { ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ArticlePage } from '../../../components/content/ArticlePage'
import { articles } from '../../../content/blog/articles'

// An article that places boxes of its own in the template has its page in
// boxes/<id>.tsx; every other article is the template alone.
const ownPages = import.meta.glob<ComponentType>('./boxes/*.tsx', { eager: true, import: 'default' })

/** /blog/<id>: the article whose module is content/blog/articles/<id>.ts. */
export default function Page() {
  const { id } = usePageContext().routeParams
  const article = id === undefined ? undefined : articles[id]
  if (!id || !article) throw new Error(`No article module content/blog/articles/${id}.ts`)
  const Own = ownPages[`./boxes/${id}.tsx`]
  return Own ? <Own /> : <ArticlePage id={id} article={article} />
}
