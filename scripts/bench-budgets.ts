/**
 * The budgets and what counts as within them, in one place: the bench prints
 * every page against them (scripts/bench.ts) and `npm test` holds every page
 * to the byte budgets (e2e/bytes.spec.ts). Bytes are deterministic for a
 * build, so unlike timings they belong in the gate (docs/performance.md).
 */
import type { Bytes } from './bench-bytes'
import { thankYouQuery } from '../pages/index/thankYou'

// What a new connection delivers in its first round trip: ten TCP segments of
// 1460 bytes (the initial congestion window, as Lighthouse's simulation and
// most servers use). A page sent within it paints one round trip sooner.
// JS: 95 KB gzip with every island live, so that the next feature has room
// before 100 (issue 47). Timings have no absolute budget: the bench's verdict
// on them is relative (scripts/bench-relative.ts).
export const budgets = { sent: 10 * 1460, jsGzip: 95 * 1024, score: 100, cls: 0 }

// A long page (its words alone, compressed, over a quarter of that round
// trip) may be sent in more than one, provided its first screen arrives in the
// first: the inlined CSS, the head and the headers take ≈ 6 KB of it, and the
// markup around the words compresses to about as much again as the words, so
// such a page cannot fit whole without cutting what it says.
export const longPageText = budgets.sent / 4

/** Lighthouse's default phone screen (its mobile emulation), in CSS px: the first screen a long page is held to. */
export const firstScreenViewport = { width: 412, height: 823 }

/** Whether bytes sent (response headers and brotli body) arrive in the first round trip. */
export const inFirstRoundTrip = (sent: number): boolean => sent <= budgets.sent

/** What the verdict on a page's HTML reads: what it sends, and its words alone, brotli (`parts.text`). */
type Sent = { sent: number; parts: Pick<Bytes['parts'], 'text'> }

/** A long page: its body's text alone, brotli, is over `longPageText`. */
export const isLongPage = (b: Pick<Sent, 'parts'>): boolean => b.parts.text > longPageText

/**
 * A page past the first round trip that passes if its first screen is within
 * it: a long page (the bench marks it †). Any other page past it fails. A page
 * sent whole within it has its first screen within it too (a prefix of it).
 */
export const heldToFirstScreen = (b: Sent): boolean => !inFirstRoundTrip(b.sent) && isLongPage(b)

/** JS gzip once every island is live, the code fetched at idle included. */
export const jsWithin = (js: number): boolean => js <= budgets.jsGzip

/**
 * The states of a page that load code its plain load does not, held to the
 * JS budget too: the thank-you overlay the contact form's provider sends her
 * back to (`/?submitted=true`), on the home page of each locale.
 */
export const pageStates = (pages: readonly { url: string; path: string }[]): string[] =>
  pages.filter((page) => page.path === '/').map((page) => `${page.url}?${thankYouQuery}`)

export const kb = (value: number): string => (value / 1024).toFixed(1)
export const int = (value: number): string => Math.round(value).toLocaleString('en-US')

/** Where a page past the first round trip spends it (each part compressed alone). */
export const sentWhy = (b: Pick<Bytes, 'sent' | 'parts'>): string =>
  `${int(b.sent - budgets.sent)} B over; brotli, each part alone: <body> ${int(b.parts.body)} B (its text ${int(b.parts.text)}), the inlined CSS ${int(b.parts.css)}, the rest of <head> ${int(b.parts.head)}; response headers ${int(b.parts.headers)}`

/** Why a long page past the first round trip passes. */
export const longWhy = (b: Pick<Bytes, 'sent' | 'parts' | 'firstScreen'>): string =>
  `a long page: its text alone is ${int(b.parts.text)} B brotli (over ${int(longPageText)}); sent whole in ${int(b.sent)} B, ${int(b.sent - budgets.sent)} past the first round trip; its first screen (${firstScreenViewport.width} × ${firstScreenViewport.height}, ending at ${b.firstScreen.endsAt ?? 'the end of the page'}) in ${int(b.firstScreen.sent)} B, within it`

export const firstScreenWhy = (b: Pick<Bytes, 'firstScreen'>): string =>
  `${int(b.firstScreen.sent - budgets.sent)} B over; it ends at ${b.firstScreen.endsAt ?? 'the end of the page'}`

export const jsWhy = (b: Pick<Bytes, 'js' | 'scripts'>): string =>
  `${kb(b.js - budgets.jsGzip)} KB over; largest: ${b.scripts.slice(0, 4).map((s) => `${s.path} ${kb(s.gzip)}`).join(', ')}`
