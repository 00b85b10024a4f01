import type { ComponentType } from 'react'

/** Server-rendered HTML of an island's slots, by slot name (see Slot). */
export type SlotHtml = Record<string, string>

export type IslandDefinition<P extends object> = {
  /** Equals the module's file name without `.island.tsx`: the browser finds the code by it. */
  name: string
  Component: ComponentType<P & { slots?: SlotHtml }>
  /** Message-id prefixes the island renders; only these messages go to the browser with it. */
  scopes: readonly string[]
}

/**
 * An island is a part of a page that needs JavaScript (the menu, an accordion,
 * the quiz, the contact form). Everything else is HTML only: the browser loads
 * React for the islands alone and never the page's own code or words. Each
 * island lives in a `*.island.tsx` module whose default export is this record.
 */
export function defineIsland<P extends object>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition
}
