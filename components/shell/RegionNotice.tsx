import { regionOf, serviceCountries } from '../../content/locales'
import { useRoute } from '../islands/useRoute'

/**
 * The region notice's place, empty in the HTML but for its live line. It
 * names the regions this page has nothing to say to (`data-region-notice`):
 * its own. For a browser whose language names any other region, the first
 * script fetches the notice's code, which carries its words
 * (components/firstScript/showRegionNotice.ts): a reader of another served
 * region is offered this page in her region, and a reader of a country the
 * site does not serve is told whose numbers these are and where to find her
 * own. The words cost the readers it does not concern nothing.
 */
export function RegionNotice() {
  const { locale, path } = useRoute()
  // The 404 page has no counterpart in another region (the footer's switcher
  // sends her home there): it names every served region, so it speaks only to
  // a reader from elsewhere.
  const quiet = path === null ? serviceCountries : regionOf(locale).countries
  // First in main (a landmark), so Tab reaches it after the bar; shown as a panel at the bottom of the screen, so nothing moves and it never covers the exit control (renderer/styles.css).
  // The panel goes in the box, outside any live region; the notice is said in the line, later
  // and as one text (showRegionNotice.ts says why). A polite live region with no role: an
  // empty role="status" was read as a "statusbar" on the way into main. It is in the page
  // from the start, so what is put in it is announced.
  return (
    <div data-region-notice={quiet.join(' ')}>
      <span aria-live="polite" className="sr-only" />
    </div>
  )
}
