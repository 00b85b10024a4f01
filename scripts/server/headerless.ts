/**
 * The built site as a host that only serves files would serve it (GitHub
 * Pages, a plain bucket behind a CDN): `/about` from `about.html`, a miss
 * answered with the root `404.html` (the one custom 404 GitHub Pages allows),
 * and no header beyond the file's type, length and dates: no
 * Content-Security-Policy, none of `_headers`. The files are served by sirv,
 * a static server made for the job, not by this project's own server, so the
 * browser tests check the site against somebody else's reading of its files.
 * Used by the browser tests (playwright.config.ts); `PORT` and `THRIVE_OUT_DIR` as for `npm start`.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sirv from 'sirv'

const clientDir = join(import.meta.dirname, '..', '..', process.env.THRIVE_OUT_DIR ?? 'dist', 'client')
const notFound = readFileSync(join(clientDir, '404.html'))
const files = sirv(clientDir, { extensions: ['html'], dev: false, etag: false, dotfiles: false })

const port = Number(process.env.PORT ?? 3001)
createServer((req, res) => {
  files(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFound.length }).end(notFound)
  })
}).listen(port, 'localhost', () => console.log(`The built site, served with no headers, at http://localhost:${port}/`))
