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
