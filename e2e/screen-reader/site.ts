import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createSiteServer } from '../../scripts/server/serve'
import { parseMultipart, readBody, type Submission } from '../formProvider'

/** Where the contact form is aimed in the journeys: on the site's own origin, which its CSP's form-action allows. */
export const standInPath = '/stand-in/htmlRecords/submit'

/**
 * The built site as `npm start` serves it, on a port of its own, with the
 * form provider's stand-in (formProvider.ts) answering on the same origin:
 * the journeys' browsers run without a CSP bypass, so the form may only post
 * where the page's policy lets it.
 */
export async function serveSite() {
  const server = await createSiteServer(join(import.meta.dirname, '..', '..', 'dist', 'client'))
  const [site] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  const received: Submission[] = []
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.startsWith(standInPath)) return site!(req, res)
    const contentType = req.headers['content-type'] ?? ''
    const fields = await parseMultipart(contentType, await readBody(req))
    received.push({ contentType, fields })
    res.writeHead(303, { Location: fields.zf_redirect_url ?? '/' }).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
