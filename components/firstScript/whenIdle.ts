/** Runs `work` in the browser's next idle moment (within a second; a task later where requestIdleCallback is missing: Safari). */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1000 })
  else setTimeout(work, 50)
}

/** Resolves in the browser's next idle moment. */
export const nextIdle = (): Promise<void> => new Promise((idle) => whenIdle(idle))

/** Resolves in an idle moment once the page has loaded. */
export function loadedAndIdle(): Promise<void> {
  return new Promise((done) => {
    const check = () => (document.readyState === 'complete' ? done() : whenIdle(check))
    whenIdle(check)
  })
}
