import { createElement, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandDefinition, SlotHtml } from '../components/islands/defineIsland'
import { Providers, type RootContext } from '../components/islands/Providers'

// Each island's code is fetched only by the pages that contain it.
type IslandModule = { default: IslandDefinition<object> }
const modules = import.meta.glob<IslandModule>(['../components/**/*.island.tsx', '../pages/**/*.island.tsx'])
const loaders = new Map(Object.entries(modules).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.island\.tsx$/, ''), load]))

/** The prerendered HTML of each slot, read back from the page (see components/islands/Slot). */
function readSlots(root: HTMLElement): SlotHtml {
  const slots: SlotHtml = {}
  for (const element of root.querySelectorAll<HTMLElement>('[data-slot]')) slots[element.dataset.slot ?? ''] = element.innerHTML
  return slots
}

/** Whether every `name=value` pair of `query` is in the page's address. */
function addressHas(query: string): boolean {
  const present = new URLSearchParams(window.location.search)
  return [...new URLSearchParams(query)].every(([name, value]) => present.getAll(name).includes(value))
}

async function hydrateIsland(root: HTMLElement): Promise<void> {
  const { island: name = '', islandId, islandContext = '{}', islandProps = '{}', islandQuery } = root.dataset
  if (islandQuery !== undefined && !addressHas(islandQuery)) return
  const load = loaders.get(name)
  if (!load) throw new Error(`No island module named ${name}.island.tsx`)
  const { default: island } = await load()
  const context = JSON.parse(islandContext) as RootContext
  const props = { ...(JSON.parse(islandProps) as object), slots: readSlots(root) }
  await new Promise<void>((onMounted) => {
    const children = createElement(island.Component, props)
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of holding the main thread until the whole island is done.
    startTransition(() => {
      hydrateRoot(root, createElement(Providers, { context, onMounted, children }), { identifierPrefix: islandId })
    })
  })
}

/** Hydrates every island of the page, then marks the page (tests wait for `html[data-hydrated]`). */
export async function hydrateIslands(): Promise<void> {
  await Promise.all(Array.from(document.querySelectorAll<HTMLElement>('[data-island]'), hydrateIsland))
  document.documentElement.setAttribute('data-hydrated', '')
}
