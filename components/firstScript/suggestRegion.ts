import { readerRegion } from './readerRegion'

/**
 * Part of the first script: the region notice's code
 * (components/firstScript/showRegionNotice.ts, with its words) is fetched only
 * when the browser's languages name a region this page has nothing to say to
 * (not one it lists in `data-region-notice`): another served region, or a
 * country the site does not serve. So it costs the page's own readers, and a
 * browser whose language names no region, nothing; and it is fetched only
 * after the first paint, so the page's first content waits for no request of
 * its (Lighthouse's simulation counts every request that finished before the
 * paint as one the paint waited for: en-GB and en-AU pages measured in an
 * en-US browser paid a round trip, LCP 1.0-1.2 s against 0.8 s).
 *
 * `settled` resolves once all that changes the page after load has: the notice
 * is announced then (showRegionNotice.ts says why). `loadStylesheet` loads the
 * whole stylesheet, which alone holds the notice's rules (no page inlines
 * them: scripts/inline-css.ts): fetched beside its code, in the same round trip.
 */
export function suggestRegion(painted: Promise<void>, settled: Promise<void>, loadStylesheet: () => Promise<void>): void {
  const notice = document.querySelector<HTMLElement>('[data-region-notice]')
  const quiet = notice?.dataset.regionNotice?.split(' ') ?? []
  const region = readerRegion(navigator.languages)
  if (notice && region && !quiet.includes(region)) {
    void painted.then(() => Promise.all([import('./showRegionNotice'), loadStylesheet()])).then(([module]) => module.default(notice, region, settled))
  }
}
