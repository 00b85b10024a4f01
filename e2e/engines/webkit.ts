import { spawn, type ChildProcess } from 'node:child_process'
import { Builder, By, Key as Keys } from 'selenium-webdriver'
import { answeredWithin } from '../answeredWithin'
import { pressMs } from '../press'
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
  /** How the driver server stands, for a failure's message: running, or how it ended, and the last it wrote. */
  state(): string
  /** Why this server can no longer be trusted (a command it never answered, or its end), else undefined. */
  trouble(): string | undefined
  /** Says that `what` went unanswered: the server is not to be trusted until it restarts. */
  noAnswer(what: string): void
  /** A new driver server on the same port and display; the old one, and every browser it started, ended first. */
  restart(): Promise<void>
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

/**
 * One WebKitWebDriver on `display`, with a session bus of its own
 * (`dbus-run-session`: without one, MiniBrowser autolaunched a bus, and
 * AT-SPI's launcher on it, that outlived the run), in a process group of its
 * own so that stopping it ends the bus and the MiniBrowsers it started too.
 * What it writes and how it ends are kept for a failure's message: a CI run
 * once lost it mid-journey with nothing to say why.
 */
async function startDriver(port: number, display: string) {
  const driver = spawn('dbus-run-session', ['--', 'WebKitWebDriver', `--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...process.env, DISPLAY: display } })
  let written = ''
  let ended: string | undefined
  driver.stderr!.on('data', (chunk: Buffer) => (written = (written + String(chunk)).slice(-2000)))
  const exited = new Promise<void>((resolve) =>
    driver.on('exit', (code, signal) => {
      ended = signal ? `ended by ${signal}` : `exited with ${code}`
      resolve()
    }),
  )
  let stopped = false
  const stop = async () => {
    stopped = true
    try {
      process.kill(-driver.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
    await exited
  }
  const url = `http://localhost:${port}`
  try {
    await answering(url, 30_000)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    ended: () => (stopped ? undefined : ended),
    state: () => `WebKitWebDriver ${stopped ? 'stopped by the test' : (ended ?? 'running')}${written.trim() ? `; it wrote: ${written.trim()}` : ''}`,
    stop,
  }
}

export async function startWebKit(port: number, display: number | undefined): Promise<WebKitServer> {
  const screen = await startDisplay(display)
  let driver: Awaited<ReturnType<typeof startDriver>>
  try {
    driver = await startDriver(port, screen.name)
  } catch (error) {
    screen.process.kill()
    throw error
  }
  let unanswered: string | undefined
  return {
    url: driver.url,
    state: () => driver.state(),
    trouble: () => (unanswered ? `no answer to ${unanswered}` : driver.ended() && `WebKitWebDriver ${driver.ended()}`),
    noAnswer: (what) => (unanswered = what),
    async restart() {
      await driver.stop()
      driver = await startDriver(port, screen.name)
      unanswered = undefined
    },
    stop() {
      void driver.stop()
      screen.process.kill()
    },
  }
}

const keys: Record<Key, string> = { Shift: Keys.SHIFT, Escape: Keys.ESCAPE }

/**
 * Longer than any one command takes on a loaded machine (a page's load is the
 * longest, seconds). Was 60 s: a hung driver cost that much before the restart.
 */
const answerWithin = 30_000

/**
 * `run`, failed with what was asked and how the driver server stands when it
 * takes longer than `answerWithin` or fails: a command WebKit never answers
 * otherwise hangs the journey to Playwright's timeout with nothing to say which.
 */
async function answered<T>(server: WebKitServer, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await answeredWithin(run(), answerWithin, () => {
      server.noAnswer(what)
      return new Error(`WebKit gave no answer to ${what} in ${answerWithin / 1000} s (${server.state()})`)
    })
  } catch (error) {
    if (error instanceof Error && !error.message.startsWith('WebKit gave no answer')) error.message += ` (${what}; ${server.state()})`
    throw error
  }
}

/** Every command of `driver` answered (above). */
function watched(server: WebKitServer, driver: Driver): Driver {
  const each = Object.entries(driver).map(([name, command]: [string, (...args: never[]) => Promise<unknown>]) => [
    name,
    // Its text arguments (a path, a selector, a key) say which command it was.
    (...args: never[]) => answered(server, [name, ...args.filter((arg) => typeof arg === 'string')].join(' '), () => command(...args)),
  ])
  return Object.fromEntries(each) as unknown as Driver
}

/**
 * A MiniBrowser session on `server`. With `proxy` (`host:port`), every host but
 * localhost is reached through it (the exit's neutral stand-in, engines/neutralSite.ts).
 */
export async function webkitDriver(server: WebKitServer, baseURL: string, proxy?: string): Promise<Driver> {
  const session = await answered(server, 'a new MiniBrowser session', () =>
    new Builder()
      .usingServer(server.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // For the certificates made at test time: the https journeys' (engines/https.ts) and the neutral stand-in's.
        acceptInsecureCerts: true,
        // MiniBrowser's own proxy options: WebKitWebDriver turns a `proxy` capability's sslProxy into an https:// proxy, spoken to over TLS.
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation', ...(proxy ? [`--proxy=http://${proxy}`, '--ignore-host=localhost', '--ignore-host=127.0.0.1'] : [])] },
      })
      .build(),
  )
  return watched(server, {
    goto: (path) => session.get(new URL(path, baseURL).href),
    click: async (selector) => {
      const element = await session.findElement(By.css(selector))
      // WebKitWebDriver clicks where the element is without scrolling to it first.
      await session.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', element)
      await element.click()
    },
    pointerPress: async (selector, holdMs = pressMs) => {
      const element = await session.findElement(By.css(selector))
      await session.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', element)
      // One action sequence: WebKitWebDriver dispatches it in order, pausing for real, and waits for nothing else.
      await session.actions().move({ origin: element }).press().pause(holdMs).release().perform()
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
    // A server that stopped answering is restarted, which ends its browsers: nothing to ask it.
    close: async () => void (server.trouble() || (await session.quit())),
  })
}
