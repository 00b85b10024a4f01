import type { IconNode } from 'lucide'
import type { MessageDescriptor } from 'react-intl'

/**
 * One paragraph of copy: a single message whose ICU tags may be links. Each
 * key of `links` is a tag name in the message (`<quiz>take the quiz</quiz>`)
 * and its value a logical path (`/healing-quiz`) or an https URL. `<strong>`
 * needs no entry; `{emergency}` renders the reader's emergency number.
 */
export type RichParagraph = { text: MessageDescriptor; links?: Readonly<Record<string, string>> }

/** A card: decorative icon, heading and one paragraph. */
export type IconCard = { icon: IconNode; title: MessageDescriptor; body: MessageDescriptor }

/** A link that leads the reader onward, with a line saying what she will find. */
export type OnwardLink = { href: string; label: MessageDescriptor; body: MessageDescriptor }
