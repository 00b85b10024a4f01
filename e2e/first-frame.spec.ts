import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, settled, test } from './fixtures'
import { shiftsOfWhatWasDrawn } from './layoutShift'
import { builtHtml, everyPage } from './site'
import { ports } from './ports'

/**
 * The HTML arrives in pieces on a real connection, and the browser draws what
 * it has while it waits. Before `<link rel="expect" href="#main">`
 * (renderer/+Head.tsx) the bar was drawn half-parsed (the menu button without
 * its word) and then moved: a layout shift in the one place every page shares.
 * Here each page's HTML stops for a moment inside the bar; the first frame
 * must come after `<main>` has begun, and nothing drawn may move.
 */
const pausedFor = 400
const paths = ['/', '/en-gb/contact', '/en-au/blog/signs-of-narcissistic-abuse']

let server: Server
let origin: string

test.beforeAll(async () => {
  server = createServer(async (request, response) => {
    const sitePage = everyPage.find((candidate) => candidate.url === request.url)
    if (!sitePage) {
      // Everything else (the first script, the islands) as the site serves it.
      const upstream = await fetch(`http://localhost:${ports.site}${request.url}`)
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' })
      response.end(Buffer.from(await upstream.arrayBuffer()))
      return
    }
    const html = builtHtml(sitePage)
    // Mid-bar: inside the menu button, before its word.
    const split = html.indexOf('<svg', html.indexOf('<nav'))
    if (split < 0) return void response.writeHead(500).end('No menu icon in the bar to pause before.')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.write(html.slice(0, split))
    setTimeout(() => response.end(html.slice(split)), pausedFor)
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  origin = `http://localhost:${(server.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

for (const path of paths) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width}px: the first frame has the whole bar, and nothing drawn moves`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          ;(window as unknown as { firstFrame: unknown }).firstFrame = { main: document.getElementById('main') !== null, at: performance.now() }
        })
      })
      await page.goto(`${origin}${path}`)
      await settled(page)
      const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: { main: boolean; at: number } }).firstFrame)
      expect(firstFrame.main, `the first frame, ${Math.round(firstFrame.at)} ms in, came before <main>`).toBe(true)
      expect(await shiftsOfWhatWasDrawn(page)).toEqual([])
    })
  }
}
