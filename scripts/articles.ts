/**
 * The blog's article modules for Node tools that run outside Vite (tsx, as the
 * post-build steps do; Playwright's specs), where `import.meta.glob` does not
 * exist: the same files content/blog/articles/index.ts globs, read from the
 * folder, so both lists come from one source, the files.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { collectArticles, type ArticleModule } from '../content/blog/article'

const dir = join(import.meta.dirname, '..', 'content', 'blog', 'articles')

/** The module files, as the glob keys them: `./<id>.ts`, every `.ts` file but the index. */
export const articleFiles = (names: readonly string[]): string[] => names.filter((name) => name.endsWith('.ts') && name !== 'index.ts').map((name) => `./${name}`)

const modules = Object.fromEntries(
  await Promise.all(articleFiles(readdirSync(dir)).map(async (file) => [file, (await import(pathToFileURL(join(dir, file)).href)) as ArticleModule] as const)),
)

export const { articles, posts, postById } = collectArticles(modules)
