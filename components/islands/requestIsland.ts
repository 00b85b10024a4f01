/**
 * Asks for the islands named `name` (those that hydrate on `request`) by a
 * DOM event that the page's first script answers (islands/schedule.ts). An
 * event rather than an import: the scheduler lives in that first script
 * alone, so island code never loads a second copy of it and its state.
 */
export const ISLAND_REQUEST_EVENT = 'thrive:island-request'

export function requestIsland(name: string): void {
  document.dispatchEvent(new CustomEvent<string>(ISLAND_REQUEST_EVENT, { detail: name }))
}
