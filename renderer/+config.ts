import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // `about.html`, not `about/index.html`: static hosts (Cloudflare Pages,
  // Netlify, GitHub Pages) then answer `/about` itself instead of redirecting
  // it to `/about/` (scripts/site-pages.ts).
  prerender: { noExtraDir: true },
  // Full page loads: every page is prerendered HTML, a screen reader announces
  // each new page by itself and focus starts at the top (see docs/islands.md).
  clientRouting: false,
  // HTML only: no Vike or page code in the browser. `+client.ts` hydrates the
  // islands, the few parts that need JavaScript (components/islands).
  clientHooks: false,
  meta: {
    // The message-id prefixes a page renders, beside the shell's: the only
    // messages it is prerendered with (see renderer/messages.ts). The browser
    // gets only what its islands list.
    messageScopes: { env: { server: true } },
    // Whether the page can notify (`notify()`, components/notifications/notify.ts): only
    // then does the shell render the notification region (renderer/+Layout.tsx).
    notifications: { env: { server: true } },
    // Pages are rendered on the server alone. Left to load in the browser
    // too, they made Vike's per-page client entries (loaded by no page,
    // deleted after the build: scripts/prune-unloaded-scripts.ts) import every
    // page's components, and how Rolldown splits the islands' shared code
    // followed those entries: a dozen small chunks each island loads.
    Page: { env: { server: true } },
    Layout: { env: { server: true }, cumulative: true },
    Wrapper: { env: { server: true }, cumulative: true },
  },
} satisfies Config
