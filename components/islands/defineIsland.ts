import type { ComponentType } from 'react'

/** Server-rendered HTML of an island's slots, by slot name (see Slot). */
export type SlotHtml = Record<string, string>

/**
 * When the browser loads React and hydrates the island:
 * - `load`: once the page has painted (an island that shows nothing useful until then);
 * - `interaction`: when the visitor first points at, touches, focuses or types
 *   in it, or when the address's #fragment is inside it. Its prerendered HTML
 *   must be usable as it is until then; a button pressed before hydration is
 *   pressed again once it is live (see islands/schedule.ts);
 * - `request`: only when code asks for it (`requestIsland`, islands/requestIsland.ts), e.g. the first notification.
 */
export type Hydration = 'load' | 'interaction' | 'request'

export type IslandDefinition<P extends object> = {
  /** Equals the module's file name without `.island.tsx`: the browser finds the code by it. */
  name: string
  Component: ComponentType<P & { slots?: SlotHtml }>
  /** Message-id prefixes the island renders; only these messages go to the browser with it. */
  scopes: readonly string[]
  hydrate: Hydration
  /**
   * Code the island loads only later (a `lazy()` part), fetched with the
   * island's own once the page is idle (hydrateIslands.ts, `prepareIslands`),
   * so it still works if the connection drops after the page has loaded.
   */
  prepare?: () => Promise<unknown>
  /**
   * Props the island's own prerendered markup already holds (an accordion's
   * questions: its buttons' words and ids), read back from it as it hydrates
   * instead of travelling a second time in `data-island-props`, as slots do.
   */
  fromMarkup?: { [K in keyof P]?: (root: HTMLElement) => P[K] }
}

/**
 * An island is a part of a page that needs JavaScript (the menu, an accordion,
 * the quiz, the contact form). Everything else is HTML only: the browser loads
 * React for the islands alone, and for most of them only once the visitor
 * reaches for them, never the page's own code or words. Each island lives in
 * a `*.island.tsx` module whose default export is this record.
 */
export function defineIsland<P extends object>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition
}
