import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A local stand-in for the contact form's provider (e2e/contact.spec.ts, e2e/press.spec.ts). */

export type Submission = { contentType: string; fields: Record<string, string> }

export async function parseMultipart(contentType: string, body: Buffer): Promise<Record<string, string>> {
  const form = await new Request('http://stand-in/submit', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData()
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]))
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * The provider's answer to one POST: parses the multipart body, records the
 * fields in `received` and answers as the provider does, with a 303 to the
 * `zf_redirect_url` it received (or with `status` when given). `landing` says
 * where that address is on this machine, for a page that was never hydrated:
 * its field still names the site's real origin (content/config/origin.ts).
 */
export function answerSubmission(received: Submission[], status = 303, landing = (redirect: string) => redirect) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const contentType = request.headers['content-type'] ?? ''
    const fields = await parseMultipart(contentType, await readBody(request))
    received.push({ contentType, fields })
    if (status === 303) response.writeHead(303, { Location: landing(fields.zf_redirect_url ?? '/') }).end()
    else response.writeHead(status, { 'Content-Type': 'text/plain' }).end('The provider failed.')
  }
}

/** Where the contact form is aimed when the stand-in answers on the site's own origin, which the page's CSP's form-action allows. */
export const standInPath = '/stand-in/htmlRecords/submit'

type Listener = (request: IncomingMessage, response: ServerResponse) => void

/**
 * The site's answers (`site`), with the stand-in answering POSTs to
 * `standInPath` on the same origin: for browsers that run without a CSP
 * bypass, where the form may only post where the page's policy lets it.
 */
export function withStandIn(site: Listener, received: Submission[], landing?: (redirect: string) => string): Listener {
  const answer = answerSubmission(received, 303, landing)
  return (request, response) => (request.method === 'POST' && request.url?.startsWith(standInPath) ? void answer(request, response) : site(request, response))
}

/** A real HTTP server standing in for the form provider (`answerSubmission`). */
export async function startStandIn(status = 303) {
  const received: Submission[] = []
  const answer = answerSubmission(received, status)
  const server = createServer((request, response) => (request.method === 'POST' ? void answer(request, response) : void response.writeHead(404).end()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/htmlRecords/submit`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

