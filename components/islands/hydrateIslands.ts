import { createElement, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandDefinition, SlotHtml } from './defineIsland'
import { unpackMessages, type PackedMessages } from './messagePayload'
import { Providers, type RootContext } from './Providers'

// Each island's code is fetched once the page is idle, or when one of its roots hydrates if that comes first.
type IslandModule = { default: IslandDefinition<object> }
const modules = import.meta.glob<IslandModule>(['/components/**/*.island.tsx', '/pages/**/*.island.tsx'])
const loaders = new Map(Object.entries(modules).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.island\.tsx$/, ''), load]))
/** Each island's definition once its module has run: hydrating it then needs no task of waiting for an import. */
const loaded = new Map<string, IslandDefinition<object>>()

async function loadIsland(name: string): Promise<IslandDefinition<object> | undefined> {
  const island = (await loaders.get(name)?.())?.default
  if (island) loaded.set(name, island)
  return island
}

/**
 * Fetches and runs the code of the page's islands without hydrating them
 * (the scheduler calls it once the page is idle, with the stylesheet
 * loaded), so a first press, or the notification it leads to, waits for no
 * download, and works if the connection has dropped since. Those hydrating
 * on load are live already. An island's later parts (`prepare`) come too.
 */
export async function prepareIslands(): Promise<{ name: string; error: unknown }[]> {
  const roots = Array.from(document.querySelectorAll<HTMLElement>('[data-island-hydrate="interaction"], [data-island-hydrate="request"]'))
  const names = [...new Set(roots.map((root) => root.dataset.island ?? ''))]
  // Each island on its own: one whose code fails goes back to its plain form, the others stay ready.
  const settled = await Promise.allSettled(names.map(async (name) => (await loadIsland(name))?.prepare?.()))
  return settled.flatMap((result, index) => (result.status === 'rejected' ? [{ name: names[index]!, error: result.reason as unknown }] : []))
}

/** The prerendered HTML of each slot, read back from the page (see components/islands/Slot). */
function readSlots(root: HTMLElement): SlotHtml {
  const slots: SlotHtml = {}
  for (const element of root.querySelectorAll<HTMLElement>('[data-slot]')) slots[element.dataset.slot ?? ''] = element.innerHTML
  return slots
}

/**
 * Hydrates one island root (the `[data-island]` element) with the props and
 * messages it carries; resolves once it has mounted, and marks it
 * `data-island-hydrated`. Called by components/islands/schedule.ts, which
 * decides when. `onListening` runs just before React starts listening to the
 * root's events: from then on React hydrates at once for a press and hands it
 * to the island itself, so the scheduler must stop replaying presses.
 */
export async function hydrateIsland(root: HTMLElement, onListening?: () => void): Promise<void> {
  const { island: name = '', islandId, islandContext = '{}', islandProps = '{}' } = root.dataset
  // Already run (prepareIslands): no await, so React listens within the caller's task.
  const island = loaded.get(name) ?? (await loadIsland(name))
  if (!island) throw new Error(`No island module named ${name}.island.tsx`)
  const packed = JSON.parse(islandContext) as Omit<RootContext, 'messages'> & { messages: PackedMessages }
  const context: RootContext = { ...packed, messages: unpackMessages(packed.messages) }
  const fromMarkup = Object.entries(island.fromMarkup ?? {}).map(([name, read]) => [name, (read as (root: HTMLElement) => unknown)(root)])
  const props = { ...(JSON.parse(islandProps) as object), ...Object.fromEntries(fromMarkup), slots: readSlots(root) }
  await new Promise<void>((onMounted, onFailed) => {
    const children = createElement(island.Component, props)
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of holding the main thread until the whole island is done.
    onListening?.()
    startTransition(() => {
      // An island that throws while it starts is given up (the scheduler puts its plain form back).
      hydrateRoot(root, createElement(Providers, { context, onMounted, children }), { identifierPrefix: islandId, onUncaughtError: onFailed })
    })
  })
  root.setAttribute('data-island-hydrated', '')
}
