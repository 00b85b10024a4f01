/**
 * Part of the first script: where a page shows the session hours in another
 * zone (components/LocalSessionHours.tsx), the code that shows them in the
 * reader's own zone is fetched only when hers is not the one prerendered, or
 * the prerendered days and times no longer hold (a clock change since the build).
 */
export function showLocalHours(): void {
  const box = document.querySelector<HTMLElement>('[data-local-hours]')
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (box && (box.dataset.localHours !== zone || Date.now() > Number(box.dataset.until))) {
    void import('./localHoursInBrowser').then((module) => module.default(box, zone))
  }
}
