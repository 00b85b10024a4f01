import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { siteRequestListener } from '../../scripts/server/serve'

export interface HttpsSite {
  origin: string
  close(): void
}

/**
 * The build served over https, as a host serves it (the same answers and
 * headers as `npm start`, public/_headers included), with a certificate made
 * now for localhost by `openssl`; the browser is told to accept it
 * (`acceptInsecureCerts`, engines/webkit.ts). Over https the pages run as on
 * the real host: WebKit treats http://localhost differently (docs/deploy.md).
 */
export async function startHttpsSite(root: string, port: number): Promise<HttpsSite> {
  const dir = mkdtempSync(join(tmpdir(), 'thrive-tls-'))
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'].concat(
        ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ),
      { stdio: 'ignore' },
    )
    const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, await siteRequestListener(root))
    await new Promise<void>((listening, failed) => {
      server.once('error', failed)
      server.listen(port, 'localhost', listening)
    })
    return {
      origin: `https://localhost:${port}`,
      close: () => {
        server.closeAllConnections()
        server.close()
      },
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
