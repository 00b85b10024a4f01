/** Where the browser tests find each server (playwright.config.ts starts them); E2E_PORT moves them all. */
const base = Number(process.env.E2E_PORT ?? 4173)

export const ports = {
  /** The build as `npm start` serves it. */
  site: base,
  /** The en-XA pseudo-locale build, as `npm start` serves it. */
  pseudo: base + 1,
  /** The build on Cloudflare's runtime (`wrangler pages dev`). */
  cloudflare: base + 2,
  /** The build on a server that sends no headers. */
  headerless: base + 3,
  /** wrangler's inspector, off its default port so two runs can sit side by side. */
  cloudflareInspector: base + 10,
  /** WebKitWebDriver for the cross-browser journeys: this port plus the worker's index (e2e/engines.spec.ts). */
  webkitDriver: base + 20,
  /** The build over https for WebKit's scroll-through (e2e/engines.spec.ts): this port plus the worker's index. */
  httpsSite: base + 30,
  /** The proxy to the exit's neutral stand-in site for the cross-browser journeys (e2e/engines/neutralSite.ts): this port plus the worker's index. */
  neutralProxy: base + 40,
  /** The build with the islands' code refused, for the fallback journeys (e2e/engines/codeRefused.ts): this port plus the worker's index. */
  codeRefusedSite: base + 50,
}
