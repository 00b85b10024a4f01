import type { LocalHoursAnswer } from './localHoursAnswer'

/**
 * Puts the reader's own session hours in the boxes that need them (plain DOM
 * code, loaded by components/firstScript/localHours.ts only when a box does;
 * components/shell/LocalSessionHours.tsx). `answer` has one entry per box of the
 * page, in document order (localHoursAnswer.ts computes it). The words are
 * those of the first box's prerendered lines or, on a page with none
 * (en-US), of its one `<template>` (in the footer's box).
 */
export default function fillLocalHours(answer: LocalHoursAnswer): void {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-local-hours]')]
  const words = document.querySelector<HTMLTemplateElement>('[data-local-hours] > template')?.content ?? boxes[0]
  const [intro, line] = words ? [...words.children] : []
  if (!intro || !line) return
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
    const hours = answer[index]
    if (!hours) return
    // Never shorter than what was there: nothing below moves up under her pointer.
    // Not a box out of sight (nothing to hold), nor one in an island's slot (an
    // FAQ answer): the island reads its HTML back as it hydrates, and the CSP
    // refuses a style attribute in HTML.
    if (heights[index] && !box.closest('[data-slot]')) box.style.minHeight = `${heights[index]}px`
    box.replaceChildren(filled(intro, { zone: hours.zone }), ...hours.lines.map((each) => filled(line, { days: each.days, time: each.time })))
  })
}
