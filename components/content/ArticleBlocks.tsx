import type { ReactNode } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import type { ArticleBlock } from '../../content/blog/types'
import { useRichValues } from './RichText'

/**
 * An article paragraph's rich text: the shared rich values (see RichText.tsx)
 * plus `<quizLink>` and `<contactLink>`; `links` maps further tags to paths
 * (`{ leavingLink: '/blog/…' }` for `<leavingLink>…</leavingLink>`).
 */
export function useRichText(links: Readonly<Record<string, string>> = {}): (message: MessageDescriptor) => ReactNode {
  const intl = useIntl()
  const values = useRichValues({ quizLink: '/healing-quiz', contactLink: '/contact', ...links })
  return (message) => intl.formatMessage(message, values)
}

/** Blocks of article text (paragraphs, lists, h3 subheadings, quotations) in reading order. */
export function ArticleBlocks({ blocks, links }: { blocks: readonly ArticleBlock[]; links?: Readonly<Record<string, string>> }) {
  const rich = useRichText(links)
  return (
    <>
      {blocks.map((block) => {
        switch (block.type) {
          case 'p':
            return <p key={block.text.id} className="mt-5">{rich(block.text)}</p>
          case 'h3':
            return <h3 key={block.text.id} className="mt-10 text-2xl font-semibold text-brand-800">{rich(block.text)}</h3>
          case 'quote':
            return (
              <blockquote key={block.text.id} className="mt-6 border-l-4 border-brand-200 pl-5 font-serif text-xl text-brand-800">
                <p>{rich(block.text)}</p>
              </blockquote>
            )
          case 'ul':
          case 'ol': {
            const List = block.type
            return (
              <List key={block.items[0]?.id} className={`mt-5 space-y-2 pl-6 ${block.type === 'ul' ? 'list-disc' : 'list-decimal'} marker:text-brand-700`}>
                {block.items.map((item) => <li key={item.id} className="pl-1">{rich(item)}</li>)}
              </List>
            )
          }
        }
      })}
    </>
  )
}
