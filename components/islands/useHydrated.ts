import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and while hydrating, true once React runs in
 * the browser (the same value on the server and the first client render, so
 * hydration matches and the island can then switch to its interactive form).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
