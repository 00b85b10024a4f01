/**
 * Serves the prerendered site (dist/client) the way a static host would:
 * `/about` from `about/index.html`, compressed, with the headers of
 * `_headers`, and a miss under `/en-gb/` or `/en-au/` answered with that
 * locale's 404 page (elsewhere the en-US one), status 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { headersFor, parseHeadersFile } from './headers'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml'])
const localePrefixes = ['/en-gb/', '/en-au/']

type Found = { file: string; status: number }

export function createSiteServer(root: string) {
  const rules = parseHeadersFile(safeRead(join(root, '_headers'))?.toString('utf8') ?? '')
  const compressed = new Map<string, Buffer>()

  const fileAt = (pathname: string): string | undefined => {
    const relative = normalize(pathname).replace(/^([/\\])+/, '')
    const base = join(root, relative)
    if (base !== root && !base.startsWith(root + sep)) return undefined
    for (const candidate of [base, join(base, 'index.html')]) {
      try {
        if (statSync(candidate).isFile()) return candidate
      } catch {
        // try the next candidate
      }
    }
    return undefined
  }

  const resolve = (rawPath: string): Found => {
    let pathname: string
    try {
      pathname = decodeURIComponent(rawPath)
    } catch {
      pathname = '\0' // malformed escapes: not found
    }
    const file = pathname.includes('\0') || pathname.startsWith('/_headers') ? undefined : fileAt(pathname)
    if (file && !file.endsWith(`${sep}404.html`)) return { file, status: 200 }
    const prefix = localePrefixes.find((p) => `${pathname.toLowerCase()}/`.startsWith(p))
    return { file: join(root, prefix ?? '/', '404.html'), status: 404 }
  }

  const send = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const { file, status } = resolve(url.pathname)
    const ext = extname(file)
    let body: Buffer = readFileSync(file)
    const headers: Record<string, string> = {
      ...headersFor(rules, url.pathname),
      'Content-Type': types[ext] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
    }
    if (!headers['Cache-Control']) headers['Cache-Control'] = 'no-cache'
    const accepted = String(req.headers['accept-encoding'] ?? '')
    const encoding = !compressible.has(ext) ? undefined : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
    if (encoding) {
      const key = `${encoding}:${file}:${statSync(file).mtimeMs}`
      let packed = compressed.get(key)
      if (!packed) {
        packed = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body, { level: 9 })
        compressed.set(key, packed)
      }
      body = packed
      headers['Content-Encoding'] = encoding
    }
    headers['Content-Length'] = String(body.length)
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return createServer((req, res) => {
    try {
      send(req, res)
    } catch (error) {
      console.error(error)
      res.writeHead(500).end()
    }
  })
}

function safeRead(path: string): Buffer | undefined {
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}
