import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * A desktop a screen reader can run on, with no screen and no voice: an Xvfb
 * display, a session D-Bus with the accessibility bus switched on, and GNOME
 * Orca 43 speaking into a transcript (orca/transcript_speech.py) instead of a
 * voice. One per Playwright worker; the journeys open a browser on it.
 */

export type Utterance = { t: number; kind: 'speak' | 'sayall' | 'key' | 'char'; text: string }

/**
 * The lines of a file another process appends JSON lines to, up to its last
 * newline: a line still being written is read next time (read mid-write in a
 * fresh-clone run, its half failed JSON.parse).
 */
function jsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(0, -1)
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T)
}

/** What Orca has said, read from the transcript file it appends to. */
export class Transcript {
  constructor(readonly file: string) {}

  all(): Utterance[] {
    return jsonLines<Utterance>(this.file)
  }

  /** A mark to read from: everything said after it. */
  mark(): number {
    return this.all().length
  }

  /** What was spoken since `mark` (key echo left out: it is the keys pressed, not the page). */
  since(mark: number, all = this.all()): string[] {
    return all
      .slice(mark)
      .filter((u) => u.kind === 'speak' || u.kind === 'sayall')
      .map((u) => u.text)
  }

  /** Everything since `mark`, key echo included, one utterance a line: what a failing test attaches. */
  text(mark = 0): string {
    return this.all()
      .slice(mark)
      .map((u) => (u.kind === 'key' ? `[key ${u.text}]` : u.kind === 'char' ? `[char ${u.text}]` : u.text))
      .join('\n')
  }

  /** When the journey last pressed a key or typed, and the transcript's length then (see `waitFor`). */
  private lastPress = { at: 0, mark: -1 }

  /** Notes a key pressed or text typed: Orca answers it, or it is stalled (`waitFor`). */
  pressed(): void {
    this.lastPress = { at: Date.now(), mark: this.mark() }
  }

  /**
   * Waits until an utterance since `mark` matches, and returns the speech
   * since `mark` up to and including it. Orca on a loaded machine can take
   * seconds to answer a key: the limit is generous, the check is the words.
   * But nothing at all for `stalledAfter` after a key pressed since `mark` is
   * not slowness (e2e/README.md): that fails at once, as {@link OrcaStalled},
   * so that the journey can be taken again.
   */
  async waitFor(match: RegExp | string, mark: number, timeout = 60_000): Promise<string[]> {
    const test = (text: string) => (typeof match === 'string' ? text.includes(match) : match.test(text))
    const deadline = Date.now() + timeout
    let count = -1
    let changed = Date.now()
    for (;;) {
      const all = this.all()
      const said = this.since(mark, all)
      const at = said.findIndex(test)
      if (at >= 0) return said.slice(0, at + 1)
      if (all.length !== count) {
        count = all.length
        changed = Date.now()
      }
      const silent = Date.now() - Math.max(changed, this.lastPress.at)
      if (this.lastPress.mark >= mark && silent > stalledAfter) {
        throw new OrcaStalled(`Orca said nothing for ${stalledAfter / 1_000} s after a key, waiting for ${String(match)}.`, this.text(mark), this.lastPress.at)
      }
      if (Date.now() > deadline) {
        throw new Error(`Orca did not say ${String(match)} within ${timeout} ms. It said since the mark:\n${this.text(mark) || '(nothing)'}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /**
   * Resolves once Orca has said nothing for `quiet` ms (at most `timeout`), or as soon as `unless` holds:
   * for a check that something was NOT said, or said once only, after the
   * utterance that ends a step has arrived.
   */
  async quiet(quiet = 1_500, timeout = 20_000, unless?: () => boolean): Promise<void> {
    const deadline = Date.now() + timeout
    let count = this.all().length
    let since = Date.now()
    while (Date.now() - since < quiet && Date.now() < deadline && !unless?.()) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const now = this.all().length
      if (now !== count) {
        count = now
        since = Date.now()
      }
    }
  }
}

/**
 * How long Orca may stay silent after a key before it counts as stalled. It
 * answers a key within 0.2 s of its echo, on a loaded machine too (366 keys
 * measured, e2e/README.md), and a page a key opens is announced within
 * seconds; a stall has lasted over 60 s.
 */
const stalledAfter = 30_000

/**
 * Orca silent after a key (see Transcript.waitFor), taken for the machine's
 * trouble, not the page's: a journey is taken again on a new desktop, twice at
 * most (fixtures.ts, `journey`), and a third silence fails. What the silences seen so far were
 * (Orca turned to focus mode by a late focus event, under load) is in
 * e2e/README.md.
 */
export class OrcaStalled extends Error {
  override name = 'OrcaStalled'
  constructor(
    /** What stalled, in a sentence. */
    readonly stall: string,
    said: string,
    /** When the key Orca left unanswered was pressed (ms since the epoch). */
    readonly pressedAt: number,
  ) {
    super(`${stall} It said since the mark:\n${said || '(nothing)'}`)
  }
}

const here = import.meta.dirname

function start(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  // Own process group: stopped as a whole, and not taken down with the terminal.
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const chunks: string[] = []
  // Both: Orca says on stdout why it would not start ("Another screen reader process is already running").
  child.stdout?.on('data', (data: Buffer) => chunks.push(String(data)))
  child.stderr?.on('data', (data: Buffer) => chunks.push(String(data)))
  // Kept for a failed start; the desktop's folder may be gone by the time it exits.
  child.on('exit', () => existsSync(dirname(log)) && writeFileSync(log, chunks.join('')))
  return child
}

/** Ends a process started in a group of its own, with everything it started (the display, the bus, Orca, a browser). */
export function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** Xvfb picks a free display itself (-displayfd) so runs side by side never collide. */
async function startDisplay(dir: string): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  const number = await new Promise<string>((resolve, reject) => {
    let out = ''
    xvfb.stdio[3]!.on('data', (data: Buffer) => {
      out += String(data)
      if (out.includes('\n')) resolve(out.trim())
    })
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): is the xvfb package installed?`)))
  })
  writeFileSync(join(dir, 'display'), number)
  return { xvfb, display: `:${number}` }
}

/**
 * A session bus with AT-SPI switched on, as a desktop with a screen reader has
 * it. The daemon runs in a process group of its own (not `dbus-launch`, whose
 * daemon detaches), so stopping the group ends what the bus started for
 * AT-SPI too (its launcher, its bus, its registry): they outlived the runs
 * before, a set each time.
 */
async function startBus(env: NodeJS.ProcessEnv): Promise<{ address: string; daemon: ChildProcess }> {
  const daemon = spawn('dbus-daemon', ['--session', '--nofork', '--print-address'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const address = await new Promise<string>((resolve, reject) => {
    let printed = ''
    let errors = ''
    daemon.stderr!.on('data', (chunk: Buffer) => (errors += String(chunk)))
    daemon.stdout!.on('data', (chunk: Buffer) => {
      printed += String(chunk)
      if (printed.includes('\n')) resolve(printed.trim())
    })
    daemon.on('error', reject)
    daemon.on('exit', (code) => reject(new Error(`dbus-daemon exited (${code}): ${errors}`)))
  })
  const busEnv = { ...env, DBUS_SESSION_BUS_ADDRESS: address }
  for (const property of ['IsEnabled', 'ScreenReaderEnabled']) {
    const set = spawnSync(
      'dbus-send',
      ['--session', '--print-reply', '--dest=org.a11y.Bus', '/org/a11y/bus', 'org.freedesktop.DBus.Properties.Set', 'string:org.a11y.Status', `string:${property}`, 'variant:boolean:true'],
      { env: busEnv, encoding: 'utf8', timeout: 60_000 },
    )
    if (set.status !== 0) {
      stop(daemon)
      throw new Error(`Switching on AT-SPI failed: ${set.stderr}`)
    }
  }
  return { address, daemon }
}

export type Desktop = {
  /** The desktop's environment (display, bus, transcript), changed in place when the desktop is started again. */
  env: NodeJS.ProcessEnv
  transcript: Transcript
  dir: string
  /** The focus each browser reported to AT-SPI since `since` (ms since the epoch), one a line (focus_events.py). */
  focusReports: (since: number) => string
  /**
   * Ends the display, the bus (and AT-SPI's, with its registry) and Orca, and
   * starts new ones, keeping the transcript (after {@link OrcaStalled});
   * resolves to where the old Orca was stuck (its threads' Python stacks).
   */
  restart: () => Promise<string>
  close: () => Promise<void>
}

/** Resolves once `child` has exited, or after `ms`. */
function ended(child: ChildProcess, ms: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return Promise.race([new Promise<void>((resolve) => child.once('exit', () => resolve())), new Promise<void>((resolve) => setTimeout(resolve, ms))])
}

/**
 * Where a running Orca is, and what it wrote: SIGUSR2 makes Python's fault
 * handler write each thread's stack to stderr (orca/orca-customizations.py),
 * which `start` keeps in `log` once Orca has exited.
 */
async function stackOf(orca: ChildProcess, log: string): Promise<string> {
  if (!orca.pid || orca.exitCode !== null) return `Orca had already ended (${orca.exitCode})`
  process.kill(orca.pid, 'SIGCONT')
  process.kill(orca.pid, 'SIGUSR2')
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  stop(orca)
  await ended(orca, 5_000)
  // All it wrote: a handler's traceback or a warning before the stack says as much as the stack.
  const written = existsSync(log) ? readFileSync(log, 'utf8') : ''
  return /^(Current )?[Tt]hread 0x/m.test(written) ? written.slice(-8_000) : `no stack written (its log: ${written.slice(-2_000) || 'empty'})`
}

/**
 * Starts Orca with fresh preferences and resolves once it has said "Screen
 * reader on.", starting it again (up to three times in all) only when it fails
 * to come up. `starts` numbers each start's files in the desktop's folder.
 */
async function startOrca(env: NodeJS.ProcessEnv, dir: string, transcript: Transcript, starts: { count: number }): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt++) {
    const n = ++starts.count
    const prefs = join(dir, `orca-prefs-${n}`)
    cpSync(join(here, 'orca'), prefs, { recursive: true })
    const mark = transcript.mark()
    // E2E_ORCA_DEBUG=1: Orca's own account of each event it handled or ignored, kept with E2E_KEEP_SR.
    const debug = process.env.E2E_ORCA_DEBUG ? ['--debug-file', join(dir, `orca-debug-${n}.out`)] : []
    const log = join(dir, `orca-${n}.log`)
    const orca = start('orca', ['-u', prefs, ...debug], env, log)
    try {
      await transcript.waitFor('Screen reader on.', mark, 60_000)
      return orca
    } catch (error) {
      stop(orca)
      await ended(orca, 5_000)
      if (attempt === 3) {
        // Orca starts once per user on a machine: a second run of the journeys beside this one is the usual cause.
        const written = existsSync(log) ? readFileSync(log, 'utf8').trim().slice(-1_000) : ''
        throw new Error(`Orca did not start three times over: ${String(error)}\nIts last log: ${written || 'empty'}`)
      }
    }
  }
}

/** One start of the desktop: what `restart` ends and starts again. */
type Session = { xvfb: ChildProcess; bus: ChildProcess; focusRecorder: ChildProcess; orca: ChildProcess }

/**
 * A display, a session bus with AT-SPI, the focus recorder and Orca, with
 * `env` set in place to reach them (so a browser started after a restart opens
 * on the new display).
 */
async function startSession(env: NodeJS.ProcessEnv, dir: string, transcript: Transcript, starts: { count: number }, focusFile: string): Promise<Session> {
  const { xvfb, display } = await startDisplay(dir)
  for (const key of Object.keys(env)) delete env[key]
  Object.assign(env, process.env, { DISPLAY: display, LANG: 'en_US.UTF-8' })
  delete env.WAYLAND_DISPLAY
  const bus = await startBus(env)
  Object.assign(env, { DBUS_SESSION_BUS_ADDRESS: bus.address, ORCA_TRANSCRIPT: transcript.file })
  // Debian's Python, whose pyatspi came with Orca (a python3 earlier on PATH may not have it).
  const focusRecorder = start('/usr/bin/python3', [join(here, 'focus_events.py'), focusFile], env, join(dir, 'focus-events.log'))
  const orca = await startOrca(env, dir, transcript, starts)
  return { xvfb, bus: bus.daemon, focusRecorder, orca }
}

function stopSession({ orca, focusRecorder, bus, xvfb }: Session) {
  for (const child of [orca, focusRecorder, bus, xvfb]) stop(child)
}

/**
 * Starts the display, the bus and Orca, and resolves once Orca has said
 * "Screen reader on." (startOrca). Nothing a journey asserts is retried; a
 * journey is taken again only after Orca stalled (fixtures.ts, `journey`).
 */
export async function startDesktop(): Promise<Desktop> {
  const dir = mkdtempSync(join(tmpdir(), 'thrive-sr-'))
  const transcript = new Transcript(join(dir, 'speech.jsonl'))
  const focusFile = join(dir, 'focus-events.jsonl')
  const env: NodeJS.ProcessEnv = {}
  const starts = { count: 0 }
  let session = await startSession(env, dir, transcript, starts, focusFile)
  return {
    env,
    transcript,
    dir,
    focusReports: (since) => {
      if (!existsSync(focusFile)) {
        const log = join(dir, 'focus-events.log')
        return `none recorded (focus_events.py: ${existsSync(log) ? readFileSync(log, 'utf8').trim().slice(-500) || 'no output' : 'no log'})`
      }
      const reports = jsonLines<{ t: number; app: string; role: string; name: string }>(focusFile)
        .filter((report) => report.t * 1_000 >= since)
        .map((report) => `+${Math.round(report.t * 1_000 - since)} ms: ${report.app}, ${report.role} "${report.name}"`)
      return reports.join('\n') || 'none'
    },
    restart: async () => {
      const stack = await stackOf(session.orca, join(dir, `orca-${starts.count}.log`))
      stopSession(session)
      session = await startSession(env, dir, transcript, starts, focusFile)
      return stack
    },
    close: async () => {
      stopSession(session)
      if (!process.env.E2E_KEEP_SR) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** How long a person holds a key down (keystrokes dwell some 80–120 ms). */
const HOLD = '0.08'

/**
 * Keys as a person presses them, through the X server (XTEST), so Orca sees
 * them first: a chord's modifiers go down first, the key is held, and the
 * modifiers come up last (`shift+b`: Shift, B, 80 ms, B up, Shift up).
 * `xdotool key` released Shift about 2 ms after pressing B, before B itself.
 * Orca clears "the last command was structural navigation" on that release,
 * and under load it ran Shift+B's command only after it: landing on an
 * expandable button, it took the focus change for the reader's own and
 * switched to focus mode, so the next B went to the page (e2e/README.md).
 */
export function press(env: NodeJS.ProcessEnv, ...keys: string[]) {
  for (const key of keys) {
    const chord = key.split('+')
    const args = [...chord.flatMap((part) => ['keydown', part]), 'sleep', HOLD, ...chord.toReversed().flatMap((part) => ['keyup', part])]
    const result = spawnSync('xdotool', args, { env, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`xdotool ${args.join(' ')}: ${result.stderr}`)
  }
}

/** Text typed as a person types it. */
export function type(env: NodeJS.ProcessEnv, text: string) {
  const result = spawnSync('xdotool', ['type', '--delay', '40', text], { env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`xdotool type: ${result.stderr}`)
}
