import { useId, type ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { usePageContext } from 'vike-react/usePageContext'
import { useRoute } from './useRoute'
import { inScopes } from './scopes'
import type { IslandDefinition } from './defineIsland'
import { packMessages } from './messagePayload'
import { Providers, type RootContext } from './Providers'

type Props<P extends object> = {
  of: IslandDefinition<P>
  props: P
  /** Rich content rendered with the page and passed to the island as HTML (see Slot). */
  slots?: Record<string, ReactNode>
  /**
   * Load the island only when the address carries this query (`submitted=true`):
   * for an island that shows nothing until then, most visits never fetch its code.
   */
  onlyWithQuery?: string
}

/**
 * Prerenders an island as its own React root, exactly as the browser will
 * hydrate it (hydrateIslands.ts): same providers, same props, the same
 * `useId` prefix. Its props (when it has any) and its messages (packed: components/islands/messagePayload.ts)
 * travel in data attributes.
 */
export function Island<P extends object>({ of: island, props, slots, onlyWithQuery }: Props<P>) {
  const id = useId()
  const { locale, path } = useRoute()
  const { messages } = usePageContext()
  const page: RootContext = { locale, path, messages }
  const slotHtml = slots && Object.fromEntries(Object.entries(slots).map(([name, node]) => [name, renderToStaticMarkup(<Providers context={page}>{node}</Providers>)]))
  const context: RootContext = { ...page, messages: Object.fromEntries(Object.entries(messages).filter(([messageId]) => inScopes(messageId, island.scopes))) }
  const html = renderToString(
    <Providers context={context}>
      <island.Component {...props} slots={slotHtml} />
    </Providers>,
    { identifierPrefix: id },
  )
  // What its markup does not hold already (`fromMarkup`, read back as it hydrates).
  const travelling = Object.fromEntries(Object.entries(props).filter(([name]) => !(name in (island.fromMarkup ?? {}))))
  // role="none": React listens for clicks on its root, and Firefox then exposes
  // the wrapper as a clickable section, so everything focused inside it
  // (a quiz question, the error summary) was read "clickable" by Orca
  // (e2e/clickable.ts finds any such case on every page).
  return (
    <div
      role="none"
      className="contents"
      data-island={island.name}
      data-island-id={id}
      data-island-context={JSON.stringify({ ...context, messages: packMessages(context.messages) })}
      data-island-props={Object.keys(travelling).length > 0 ? JSON.stringify(travelling) : undefined}
      data-island-query={onlyWithQuery}
      data-island-hydrate={island.hydrate}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
