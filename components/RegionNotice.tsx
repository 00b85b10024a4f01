import { locales } from '../content/locales'
import { languagesOfLocale } from '../content/regionLanguages'
import { useRoute } from './useRoute'

/**
 * The region suggestion's place, empty in the HTML but for its live line: it
 * names the language tags of the other regions (`data-region-notice`), and
 * for a browser that speaks one of them the first script fetches the notice's
 * code, which carries its words (components/firstScript/showRegionNotice.ts),
 * so no page carries them and the words cost the other readers nothing.
 */
export function RegionNotice() {
  const { locale, path } = useRoute()
  // The 404 page has no counterpart in another region: the footer's switcher sends her home there.
  if (path === null) return null
  const others = locales.filter((other) => other !== locale)
  // First in main (a landmark), so Tab reaches it after the bar; shown as a panel at the bottom of the screen, so nothing moves and it never covers the exit control (renderer/styles.css).
  // The panel goes in the box, outside any live region; the notice is said in the line, later
  // and as one text (showRegionNotice.ts says why). A polite live region with no role: an
  // empty role="status" was read as a "statusbar" on the way into main. It is in the page
  // from the start, so what is put in it is announced.
  return (
    <div data-region-notice={others.flatMap((other) => languagesOfLocale[other]).join(' ')}>
      <span aria-live="polite" className="sr-only" />
    </div>
  )
}
