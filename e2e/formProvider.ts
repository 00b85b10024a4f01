import { createServer, type IncomingMessage } from 'node:http'
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
 * A real HTTP server standing in for the form provider: it parses the
 * multipart body, records the fields and answers as the provider does, with a
 * 303 to the `zf_redirect_url` it received (or with `status` when given).
 */
export async function startStandIn(status = 303) {
  const received: Submission[] = []
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST') return void response.writeHead(404).end()
    const contentType = request.headers['content-type'] ?? ''
    const fields = await parseMultipart(contentType, await readBody(request))
    received.push({ contentType, fields })
    if (status === 303) response.writeHead(303, { Location: fields.zf_redirect_url ?? '/' }).end()
    else response.writeHead(status, { 'Content-Type': 'text/plain' }).end('The provider failed.')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/htmlRecords/submit`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

