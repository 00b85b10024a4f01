import { localSessionHours } from '../../content/localHours'

/**
 * The session hours in the reader's own time zone (plain DOM code, loaded by
 * components/firstScript/localHours.ts only when needed), in the words prerendered in the
 * box's `<template>` (components/LocalSessionHours.tsx). A zone that keeps
 * Arizona's clock (the spec's own zone, Denver in winter) adds nothing: the
 * prerendered zone stays, refreshed.
 */
export default function showLocalHours(box: HTMLElement, readerZone: string): void {
  const template = box.querySelector('template')
  const locale = document.documentElement.lang
  const now = new Date()
  const prerendered = box.dataset.localHours
  const own = localSessionHours(now, readerZone, locale)
  // Her zone adds nothing and the prerendered week still holds: leave the box as it is.
  if (!own && now.getTime() <= Number(box.dataset.until)) return
  const hours = own ?? (prerendered ? localSessionHours(now, prerendered, locale) : null)
  const [intro, line] = template ? [...template.content.children] : []
  if (!hours || !template || !intro || !line) return
  const filled = (element: Element, values: Record<string, string>) => {
    const copy = element.cloneNode(true) as Element
    for (const [name, value] of Object.entries(values)) {
      const slot = copy.querySelector(`[data-${name}]`)
      if (slot) slot.textContent = value
    }
    return copy
  }
  // Never shorter than what was there: nothing below moves up under her pointer.
  box.style.minHeight = `${box.offsetHeight}px`
  box.replaceChildren(
    filled(intro, { zone: hours.zone }),
    ...hours.lines.map((each) => filled(line, { days: each.days, time: each.time })),
    template,
  )
}
