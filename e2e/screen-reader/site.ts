import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { siteRequestListener } from '../../scripts/server/serve'
import { withStandIn, type Submission } from '../formProvider'

/**
 * The built site as `npm start` serves it, on a port of its own, with the
 * form provider's stand-in answering on the same origin (`withStandIn`,
 * formProvider.ts): the journeys' browsers run without a CSP bypass.
 */
export async function serveSite() {
  const received: Submission[] = []
  const server = createServer(withStandIn(await siteRequestListener(join(import.meta.dirname, '..', '..', 'dist', 'client')), received))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
