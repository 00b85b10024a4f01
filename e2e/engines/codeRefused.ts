import { createServer, type ServerResponse } from 'node:http'
import { siteRequestListener } from '../../scripts/server/serve'
import { withStandIn, type Submission } from '../formProvider'

/** Where the islands' code is: every file the first script imports when an island needs it (React, react-intl, the hydration code, each island's own). */
const islandsCode = '/assets/chunks/'

export interface CodeRefusedSite {
  origin: string
  /** From now on, each request for the islands' code is held unanswered until `release`: the page cannot know yet that it will fail. */
  hold(): void
  /** How many requests for the islands' code are held now. */
  held(): number
  /** Refuses each request held, and from now on every one at once. */
  release(): void
  /** The requests for the islands' code refused since the last `forget`. */
  refused: string[]
  /** What the form provider's stand-in received (at `standInPath`, formProvider.ts) since the last `forget`. */
  received: Submission[]
  /** Back to refusing at once, with nothing held, refused or received. */
  forget(): void
  close(): void
}

/**
 * The build as `npm start` serves it (the same answers and headers), except
 * that it refuses the islands' code: each such request is answered 503, at
 * once or, held, when the test says. The fallback journeys (fallback.ts) see
 * the page go back to its plain HTML form (components/islands/schedule.ts) in
 * any engine, with no interception in the browser. The form provider's
 * stand-in answers on the same origin, which the page's CSP lets the form post
 * to; it sends her back to this server, not to the real origin that a page
 * never hydrated still names in `zf_redirect_url`.
 */
export async function startCodeRefusedSite(root: string, port: number): Promise<CodeRefusedSite> {
  const site = await siteRequestListener(root)
  const received: Submission[] = []
  const refused: string[] = []
  const held = new Set<{ path: string; response: ServerResponse }>()
  let holding = false

  const refuse = (path: string, response: ServerResponse) => {
    refused.push(path)
    response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('The islands’ code is refused here.')
  }
  const release = () => {
    holding = false
    for (const request of held) refuse(request.path, request.response)
    held.clear()
  }
  const landing = (redirect: string) => {
    const { pathname, search } = new URL(redirect)
    return pathname + search
  }

  const server = createServer(
    withStandIn(
      (request, response) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname
        if (!path.startsWith(islandsCode)) return site(request, response)
        if (!holding) return refuse(path, response)
        const entry = { path, response }
        held.add(entry)
        // A browser closed meanwhile: nothing to answer.
        response.once('close', () => held.delete(entry))
      },
      received,
      landing,
    ),
  )
  await new Promise<void>((listening, failed) => {
    server.once('error', failed)
    server.listen(port, 'localhost', listening)
  })
  return {
    origin: `http://localhost:${port}`,
    hold: () => void (holding = true),
    held: () => held.size,
    release,
    refused,
    received,
    forget: () => {
      release()
      refused.splice(0)
      received.splice(0)
    },
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
