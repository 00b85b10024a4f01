/**
 * Serves the prerendered site (dist/client) the way the static hosts it is
 * deployed to answer (Cloudflare Pages, with Netlify and GitHub Pages agreeing
 * on every URL the site links to):
 * - `/about` from `about.html` and `/en-gb/` from `en-gb/index.html`, status 200;
 * - `/about.html`, `/about/`, `/en-gb/index.html` and `/en-gb` redirected (308)
 *   to those URLs, as Cloudflare Pages does;
 * - a miss answered with the nearest `404.html` up the path (`/en-gb/nope` with
 *   `en-gb/404.html`), status 404;
 * - the headers of `_headers` (read with Netlify's parser), which itself is not served;
 * - text compressed with brotli or gzip.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { headersFor, readHeadersFile } from './headers'

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

/** What the host answers for a path: a file with its status, or a redirect. */
export type Answer = { file: string; status: 200 | 404 } | { location: string }

/** How a static host maps a request path onto the files of `root` (see the module comment). */
export function answerFor(root: string, rawPath: string): Answer {
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    pathname = '\0' // malformed escapes: not found
  }
  const isFile = (path: string) => {
    const full = join(root, normalize(path))
    if (full !== root && !full.startsWith(root + sep)) return false
    try {
      return statSync(full).isFile()
    } catch {
      return false
    }
  }
  const found = (path: string): Answer => ({ file: join(root, normalize(path)), status: 200 })
  const hidden = pathname.includes('\0') || /^\/_(headers|redirects)$/.test(pathname) || pathname.endsWith('/404.html')

  if (!hidden) {
    if (pathname.endsWith('/index.html') && isFile(pathname)) return { location: pathname.slice(0, -'index.html'.length) }
    if (pathname.endsWith('.html') && isFile(pathname)) return { location: pathname.slice(0, -'.html'.length) }
    if (pathname.endsWith('/')) {
      if (isFile(`${pathname}index.html`)) return found(`${pathname}index.html`)
      if (pathname !== '/' && isFile(`${pathname.slice(0, -1)}.html`)) return { location: pathname.slice(0, -1) }
    } else {
      if (isFile(pathname)) return found(pathname)
      if (isFile(`${pathname}.html`)) return found(`${pathname}.html`)
      if (isFile(`${pathname}/index.html`)) return { location: `${pathname}/` }
    }
  }
  // The nearest 404.html up the path, as Cloudflare Pages looks for it.
  const folders = pathname.split('/').slice(0, -1)
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = `${folders.slice(0, depth).join('/')}/404.html`
    if (isFile(candidate)) return { file: join(root, normalize(candidate)), status: 404 }
  }
  return { file: join(root, '404.html'), status: 404 }
}

/** The site's answer to a request, for an http server (`createSiteServer`) or an https one (e2e/engines/https.ts). */
export async function siteRequestListener(root: string): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const rules = await readHeadersFile(join(root, '_headers'))
  const compressed = new Map<string, Buffer>()

  const send = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const answer = answerFor(root, url.pathname)
    if ('location' in answer) {
      res.writeHead(308, { ...headersFor(rules, url.pathname), Location: answer.location + url.search }).end()
      return
    }
    const { file, status } = answer
    // A folder with no 404.html of its own (the bench serves such, scripts/bench-relative.ts): a bare 404.
    if (status === 404 && !existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end()
      return
    }
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

  return (req, res) => {
    try {
      send(req, res)
    } catch (error) {
      console.error(error)
      res.writeHead(500).end()
    }
  }
}

export async function createSiteServer(root: string) {
  return createServer(await siteRequestListener(root))
}
