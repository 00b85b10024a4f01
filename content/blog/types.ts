import type { MessageDescriptor } from 'react-intl'

/**
 * The shape of an article's body: sections of blocks, each block's words a
 * message (a paragraph a message; rich text through ICU tags such as
 * `<strong>…</strong>` or `<link>…</link>`). Special boxes of the detailed
 * articles are rendered by their pages; the read time is computed from these
 * words, never typed.
 */
export type ArticleBlock =
  | { type: 'p'; text: MessageDescriptor }
  | { type: 'ul' | 'ol'; items: MessageDescriptor[] }
  | { type: 'h3'; text: MessageDescriptor }
  | { type: 'quote'; text: MessageDescriptor }

export type ArticleSection = {
  /** Anchor id, kebab-case, unique within the article. */
  id: string
  heading: MessageDescriptor
  blocks: ArticleBlock[]
}

/** An external source cited in the editorial-standards note. */
export type ArticleSource = { href: string; label: MessageDescriptor }

export type ArticleBody = {
  /** The introduction, before the first section. */
  intro: ArticleBlock[]
  sections: ArticleSection[]
  /** Exactly two authoritative sources (government health agencies, national institutes, peer-reviewed work). */
  sources: [ArticleSource, ArticleSource]
}
