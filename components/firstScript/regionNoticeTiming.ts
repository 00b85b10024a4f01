/**
 * When the region notice (showRegionNotice.ts) is said, and for how long its
 * words stay in its live line: a module of its own so that the browser tests
 * wait on the same numbers the page does.
 */

/**
 * How long after the page has settled the notice is announced. Laying out the
 * sections below the first screen adds hundreds of objects to Firefox's
 * accessibility tree. Orca reads their events late, and ignores any addition
 * that reaches it while more than 100 events wait, or that it comes to while
 * more than 50 do ("deluge" and "flood", Orca's event_manager.py). Its debug log
 * showed the notice's words always reach it at the tail of those events: on a
 * loaded 2-core machine (the log on, slowing Orca) up to 3.2 s after the page
 * settled. Said a second after, the notice was lost 3 times in 10 in Firefox on
 * the long Australian article; said three seconds after, it was said 20 times
 * in 20 under the same load (e2e/README.md, "Decisions"). Not
 * urgent: the panel is on screen from the first paint and first in main for Tab.
 */
export const ANNOUNCE_AFTER_MS = 3000

/** How long the announcement's words stay in the page: reading on, she finds the panel itself. */
export const ANNOUNCEMENT_KEPT_MS = 10_000
