/** Runs `work` in the browser's next idle moment (within a second; a task later where requestIdleCallback is missing: Safari). */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1000 })
  else setTimeout(work, 50)
}
