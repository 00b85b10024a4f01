/**
 * The little the cross-browser journeys (journeys.ts) need of a browser, so
 * that they are written once and run in each engine: Firefox over WebDriver
 * BiDi (firefox.ts) and WebKit over WebDriver (webkit.ts). Selectors are CSS;
 * a function run in the page gets only its arguments (it is sent as text).
 */
export type Key = 'Shift' | 'Escape'

export interface Driver {
  /**
   * Opens a path of the site and waits for its load event; with
   * `'interactive'`, at least until its HTML is parsed, for a page whose
   * requests the test holds open: Firefox's driver takes a page as loaded only
   * once every request it started has ended, a module's import too (its
   * `load` event has fired by then). WebKit's returns at the load event
   * either way.
   */
  goto(path: string, wait?: 'load' | 'interactive'): Promise<void>
  /** A pointer's click on the centre of the first element matching `selector`, brought into view first. */
  click(selector: string): Promise<void>
  /**
   * A person's press on the centre of the first element matching `selector`,
   * brought into view first: the pointer moves there, goes down, is held
   * `holdMs` (a person's hold, `pressMs` of e2e/press.ts, by default), and comes up, as one sequence sent at once. Unlike `click`, it
   * waits for nothing the page does, before or during the press.
   */
  pointerPress(selector: string, holdMs?: number): Promise<void>
  /** Focuses the field and types `text` key by key. */
  type(selector: string, text: string): Promise<void>
  /** Presses and releases one key, wherever focus is. */
  press(key: Key): Promise<void>
  /** Runs `fn` in the page (awaiting a promise it returns) and returns its result, which must be JSON. */
  evaluate<T, A extends (string | number)[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>
  /** The size of the window's viewport, in CSS pixels. */
  resize(width: number, height: number): Promise<void>
  /** The address of the document now shown. */
  url(): Promise<string>
  close(): Promise<void>
}

/** How long a condition may take to hold: generous, for a loaded 2-core machine. */
export const patience = 30_000

/**
 * Waits until `fn`, run in the page, returns something truthy, and returns it;
 * fails after `timeout` ms with `what` and the last value seen. A condition
 * polled, not a pause.
 */
export async function until<T, A extends (string | number)[]>(
  driver: Driver,
  what: string,
  fn: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<T> {
  const deadline = Date.now() + patience
  let last: T | undefined
  let failure: unknown
  for (;;) {
    try {
      last = await driver.evaluate(fn, ...args)
      failure = undefined
      if (last) return last
    } catch (error) {
      // A navigation under way destroys the document the script ran in: try again.
      failure = error
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(last)}${failure ? `, ${String(failure)}` : ''})`)
    await new Promise((next) => setTimeout(next, 100))
  }
}
