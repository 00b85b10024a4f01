/**
 * Part of the first script: the region suggestion's code
 * (components/firstScript/showRegionNotice.ts, with its words) is fetched only when one of the browser's
 * languages names another region the site serves (the tags the notice lists
 * in `data-region-notice`), so it costs the other readers nothing; and only
 * after the first paint, so the page's first content waits for no request of
 * its (Lighthouse's simulation counts every request that finished before the
 * paint as one the paint waited for: en-GB and en-AU pages measured in an
 * en-US browser paid a round trip, LCP 1.0-1.2 s against 0.8 s).
 *
 * `settled` resolves once all that changes the page after load has: the notice
 * is announced then (showRegionNotice.ts says why).
 */
export function suggestRegion(painted: Promise<void>, settled: Promise<void>): void {
  const notice = document.querySelector<HTMLElement>('[data-region-notice]')
  const tags = notice?.dataset.regionNotice?.split(' ')
  if (notice && navigator.languages.some((language) => tags?.includes(language.slice(0, 5).toLowerCase()))) {
    void painted.then(() => import('./showRegionNotice')).then((module) => module.default(notice, settled))
  }
}
