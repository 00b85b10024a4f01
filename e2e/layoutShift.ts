import type { Page } from '@playwright/test'

/**
 * The value of every layout shift the page has recorded since it began (the
 * entries the browser buffered), in order. None is an empty list: the observer
 * never calls back then, so the list is read after the next two frames.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) values.push((entry as PerformanceEntry & { value: number }).value)
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(values)))
      }),
  )

/** A layout shift that moved something already drawn, and what it moved (`tag#id.class (x,y w×h → x,y w×h)`). */
export type DrawnShift = { value: number; moved: string[] }

/**
 * Every layout shift that moved something already drawn: an entry all of
 * whose sources were not drawn before (a 0×0 previous rect: content laid out
 * as it nears the window, below the fold) moved nothing a reader saw.
 * Whether the article's first section, its top 15 px above the fold at 1280 px,
 * is reported so depends on the frame it is laid out in, with or without anything
 * else on the page (0.00225 on some loads, none on others).
 */
export const shiftsOfWhatWasDrawn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<DrawnShift[]>((resolve) => {
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        type Shift = PerformanceEntry & { value: number; sources: Source[] }
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`
        const name = (node?: Node) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].slice(0, 3).join('.')}` : ''}` : (node?.nodeName ?? 'a node since removed')
        const shifts: DrawnShift[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.sources.some(({ previousRect }) => previousRect.width * previousRect.height > 0)) {
              shifts.push({ value: entry.value, moved: entry.sources.map((source) => `${name(source.node)} (${rect(source.previousRect)} → ${rect(source.currentRect)})`) })
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)))
      }),
  )
