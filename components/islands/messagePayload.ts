import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Messages } from './Providers'

/**
 * An island's messages as they travel in its `data-island-context`: a message
 * that is plain text (most of them: labels, buttons) as that text, the others
 * as their compiled AST. `[{"type":0,"value":"Menu"}]` escaped into an HTML
 * attribute is five times the size of `"Menu"`, on every page.
 */
export type PackedMessages = Record<string, string | MessageFormatElement[]>

export function packMessages(messages: Messages): PackedMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const [only] = message
      return [id, message.length === 1 && only?.type === TYPE.literal ? only.value : message]
    }),
  )
}

export function unpackMessages(packed: PackedMessages): Messages {
  return Object.fromEntries(
    Object.entries(packed).map(([id, message]) => [id, typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message]),
  )
}
