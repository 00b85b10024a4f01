/**
 * `use-sync-external-store/shim` in the browser: React 19's own hook. The shim
 * (React Stately's toast queue imports it) is for React 17 and older, and its
 * 0.4 KB gzip rode in every page's island code (vite.config.ts).
 */
export { useSyncExternalStore } from 'react'
