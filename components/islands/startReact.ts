/**
 * Runs React DOM's module, nothing more: `prepareIslands` (schedule.ts)
 * imports this first, so that React is compiled and run in a task before the
 * rest of the islands' code. A module of ours, in React's chunk
 * (vite.config.ts), so that the first script, which imports it, carries none
 * of the glue a CommonJS module imported from it would bring.
 */
import 'react-dom/client'
