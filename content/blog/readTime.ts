import type { MessageDescriptor } from 'react-intl'
import type { ArticleBlock, ArticleBody } from './types'

/** Reading speed the stated read times assume (words a minute). */
export const wordsPerMinute = 225

/**
 * Words in one en-US message as a reader meets them: ICU tags (`<strong>`)
 * are not words; a placeholder such as `{emergency}` stands for one.
 */
export function countWords(text: string): number {
  const plain = text.replace(/<\/?[a-zA-Z][\w-]*>/g, ' ').replace(/[{}]/g, ' ')
  return plain.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

function blockMessages(block: ArticleBlock): MessageDescriptor[] {
  return 'items' in block ? block.items : [block.text]
}

/** Every message of an article body in reading order: intro, then each section's heading and blocks. */
export function bodyMessages(body: ArticleBody): MessageDescriptor[] {
  return [
    ...body.intro.flatMap(blockMessages),
    ...body.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockMessages)]),
  ]
}

/** Words of the en-US (default) text of these messages. */
export function wordCount(messages: readonly MessageDescriptor[]): number {
  return messages.reduce((sum, message) => sum + countWords(String(message.defaultMessage ?? '')), 0)
}

/** Minutes to read this many words at {@link wordsPerMinute}, rounded, never under one. */
export function readMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute))
}
