import { posts } from '../../../content/blog/articles'

// Every article's URL; renderer/+onPrerenderStart.ts then adds each locale's.
export function onBeforePrerenderStart(): string[] {
  return posts.map((post) => post.link)
}
