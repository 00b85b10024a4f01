import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exitDestination } from '../../content/exit'

/** One request the neutral site received: its path and the Referer it came with (none, if the exit kept it). */
export interface NeutralVisit {
  path: string
  referer: string | undefined
}

export interface NeutralSite {
  /** The proxy a browser is pointed at (`host:port`): it reaches the neutral site's host, and nothing else. */
  proxy: string
  /** What the neutral site has been asked for since the last `forget`. */
  visits: NeutralVisit[]
  /** What the proxy refused since the last `forget` (any other host, by `host:port` or address): what would have left the machine. */
  refused: string[]
  forget(): void
  close(): void
}

/** The title of the stand-in's page, so that a journey knows it arrived. */
export const neutralTitle = 'Weather'

/**
 * A stand-in for the exit's neutral site (content/exit.ts), so that the exit
 * journeys judge the site and not this machine's network, which reaches no
 * outside host. The browser is pointed at a proxy on localhost; a CONNECT to
 * the neutral site's host is tunnelled to a local https server that answers
 * every path with a plain page, with a certificate made now for that host
 * (the browser accepts it: `acceptInsecureCerts`). Every other host is
 * refused, and noted (`refused`): the proxy never reaches out. Without the proxy the destination is
 * unreachable here, as when her connection has dropped: one journey keeps
 * that case (engines/journeys.ts).
 */
export async function startNeutralSite(proxyPort: number): Promise<NeutralSite> {
  const host = new URL(exitDestination).hostname
  const dir = mkdtempSync(join(tmpdir(), 'thrive-neutral-'))
  let key: Buffer
  let cert: Buffer
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`].concat(
        ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ),
      { stdio: 'ignore' },
    )
    key = readFileSync(join(dir, 'key.pem'))
    cert = readFileSync(join(dir, 'cert.pem'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  const visits: NeutralVisit[] = []
  const refused: string[] = []
  const site = createHttpsServer({ key, cert }, (request, response) => {
    visits.push({ path: request.url ?? '', referer: request.headers.referer })
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!DOCTYPE html><html lang="en"><title>${neutralTitle}</title><p>Sunny spells.</p></html>`)
  })
  await new Promise<void>((listening) => site.listen(0, 'localhost', listening))
  const sitePort = (site.address() as AddressInfo).port

  const sockets = new Set<Socket>()
  const proxy = createHttpServer((request, response) => {
    // A plain http request through the proxy: nothing of the site's goes this way.
    refused.push(request.url ?? '')
    response.writeHead(502).end()
  })
  proxy.on('connect', (request, client: Socket, head: Buffer) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => client.destroy())
    if (request.url !== `${host}:443`) {
      refused.push(request.url ?? '')
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    const upstream = connect(sitePort, 'localhost', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
  })
  await new Promise<void>((listening, failed) => {
    proxy.once('error', failed)
    proxy.listen(proxyPort, 'localhost', listening)
  })

  return {
    proxy: `localhost:${proxyPort}`,
    visits,
    refused,
    forget: () => {
      visits.splice(0)
      refused.splice(0)
    },
    close: () => {
      for (const socket of sockets) socket.destroy()
      proxy.close()
      site.closeAllConnections()
      site.close()
    },
  }
}
