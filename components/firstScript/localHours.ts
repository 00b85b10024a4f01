/**
 * Part of the first script: where a page shows the session hours in another
 * zone (components/LocalSessionHours.tsx: the footer on every page, and beside
 * the hours on contact, services, FAQs and the legal pages), the code that
 * shows them in the reader's own zone is fetched only when hers is not the one
 * prerendered, or the prerendered days and times no longer hold (a clock change
 * since the build). Every box of a page shares its zone and date, so the first
 * decides for all. Only after the first paint: the fetch is then in no chain
 * the first content waits for, and the boxes' heights are read from a page
 * already laid out.
 */
export function showLocalHours(painted: Promise<void>): void {
  const box = document.querySelector<HTMLElement>('[data-local-hours]')
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (box && (box.dataset.localHours !== zone || Date.now() > Number(box.dataset.until))) {
    void painted.then(() => import('./localHoursInBrowser')).then((module) => module.default(zone))
  }
}
