import { localSessionHours } from '../../content/localHours'

/**
 * The session hours in the reader's own time zone, in every box of the page
 * (plain DOM code, loaded by components/firstScript/localHours.ts only when
 * needed; components/LocalSessionHours.tsx). The words are those of the first
 * box's prerendered lines or, on a page with none (en-US), of its one
 * `<template>` (in the footer's box). A zone that keeps Arizona's clock (the
 * spec's own zone, Denver in winter) adds nothing: the prerendered zone stays,
 * refreshed once its week no longer holds.
 */
export default function showLocalHours(readerZone: string): void {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-local-hours]')]
  const words = document.querySelector<HTMLTemplateElement>('[data-local-hours] > template')?.content ?? boxes[0]
  const [intro, line] = words ? [...words.children] : []
  const locale = document.documentElement.lang
  const now = new Date()
  const filled = (element: Element, values: Record<string, string>) => {
    const copy = element.cloneNode(true) as Element
    for (const [name, value] of Object.entries(values)) {
      const slot = copy.querySelector(`[data-${name}]`)
      if (slot) slot.textContent = value
    }
    return copy
  }
  // Every height read before any box changes: one layout, not one per box.
  const heights = boxes.map((box) => box.offsetHeight)
  boxes.forEach((box, index) => {
    const weekday = box.dataset.short === undefined ? 'long' : 'short'
    const prerendered = box.dataset.localHours
    const own = localSessionHours(now, readerZone, locale, weekday)
    // Her zone adds nothing and the prerendered week still holds: the box stays as it is.
    if (!own && now.getTime() <= Number(box.dataset.until)) return
    const hours = own ?? (prerendered ? localSessionHours(now, prerendered, locale, weekday) : null)
    if (!hours || !intro || !line) return
    // Never shorter than what was there: nothing below moves up under her pointer.
    // Not a box out of sight (nothing to hold), nor one in an island's slot (an
    // FAQ answer): the island reads its HTML back as it hydrates, and the CSP
    // refuses a style attribute in HTML.
    if (heights[index] && !box.closest('[data-slot]')) box.style.minHeight = `${heights[index]}px`
    box.replaceChildren(filled(intro, { zone: hours.zone }), ...hours.lines.map((each) => filled(line, { days: each.days, time: each.time })))
  })
}
