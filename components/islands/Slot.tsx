import type { HTMLAttributes } from 'react'

type Props = HTMLAttributes<HTMLDivElement> & { name: string; html: string | undefined }

/**
 * Prerendered content inside an island (an accordion's answer): rendered with
 * the page, outside the island's code, and kept as HTML. The browser reads it
 * back from the page, so the words are never shipped twice.
 */
export function Slot({ name, html = '', ...props }: Props) {
  return <div {...props} data-slot={name} dangerouslySetInnerHTML={{ __html: html }} />
}
