import { spawn, type ChildProcess } from 'node:child_process'
import { Builder, By, Key as Keys } from 'selenium-webdriver'
import type { Driver, Key } from './driver'

/**
 * WebKit (Safari's engine) as WebKitGTK's MiniBrowser, driven through
 * WebKitWebDriver (Debian's `webkit2gtk-driver`, installed by .ci/run) with
 * selenium-webdriver, on a virtual display (Xvfb): one display and one driver
 * server per worker, one browser session per journey.
 */
export const miniBrowser = process.env.WEBKIT_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export interface WebKitServer {
  url: string
  stop(): void
}

/**
 * A display of its own: `display` when given (E2E_DISPLAY, to keep clear of
 * other runs' displays), else the first free one, which Xvfb reports when ready.
 */
function startDisplay(display: number | undefined): Promise<{ name: string; process: ChildProcess }> {
  const args = ['-screen', '0', '1280x1024x24', '-nolisten', 'tcp']
  const xvfb = spawn('Xvfb', display === undefined ? ['-displayfd', '3', ...args] : [`:${display}`, ...args], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let errors = ''
    xvfb.stderr!.on('data', (chunk: Buffer) => (errors += String(chunk)))
    xvfb.on('error', reject)
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)))
    if (display === undefined) xvfb.stdio[3]!.on('data', (chunk: Buffer) => resolve({ name: `:${String(chunk).trim()}`, process: xvfb }))
    // With a fixed number, the display is ready once a client can connect; the driver retries its own start.
    else setImmediate(() => resolve({ name: `:${display}`, process: xvfb }))
  })
}

async function answering(url: string, within: number): Promise<void> {
  const deadline = Date.now() + within
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`)
    await new Promise((next) => setTimeout(next, 100))
  }
}

export async function startWebKit(port: number, display: number | undefined): Promise<WebKitServer> {
  const screen = await startDisplay(display)
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: screen.name } })
  const url = `http://localhost:${port}`
  const stop = () => {
    driver.kill()
    screen.process.kill()
  }
  try {
    await answering(url, 30_000)
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}

const keys: Record<Key, string> = { Shift: Keys.SHIFT, Escape: Keys.ESCAPE }

export async function webkitDriver(server: WebKitServer, baseURL: string): Promise<Driver> {
  const session = await new Builder()
    .usingServer(server.url)
    // For the https journeys' certificate, made at test time (engines/https.ts).
    .withCapabilities({ browserName: 'MiniBrowser', acceptInsecureCerts: true, 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } })
    .build()
  return {
    goto: (path) => session.get(new URL(path, baseURL).href),
    click: async (selector) => {
      const element = await session.findElement(By.css(selector))
      // WebKitWebDriver clicks where the element is without scrolling to it first.
      await session.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', element)
      await element.click()
    },
    type: async (selector, text) => {
      const element = await session.findElement(By.css(selector))
      await session.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', element)
      await element.sendKeys(text)
    },
    press: (key) => session.actions().keyDown(keys[key]).keyUp(keys[key]).perform(),
    evaluate: (fn, ...args) => session.executeScript(fn, ...args),
    resize: async (width, height) => {
      // The window's frame is around the viewport: set the window, then correct by what is left over.
      await session.manage().window().setRect({ width, height })
      const [innerWidth, innerHeight] = await session.executeScript<[number, number]>('return [innerWidth, innerHeight]')
      await session.manage().window().setRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight })
    },
    url: () => session.getCurrentUrl(),
    close: () => session.quit(),
  }
}
