/**
 * Stand-in for `vike/getPageContext` in the browser. vike-react imports it
 * for `providePageContext`; Vike's browser build of that module pulls in the
 * whole client-side router (≈ 10 KB gzip) and warns that it does not belong
 * with server routing, which this site uses. The two functions live in a
 * module shared by both routers. (See the alias plugin in vite.config.ts.)
 */
// @ts-expect-error -- an internal module of vike, outside its package exports on purpose
export { getPageContext_sync as getPageContext, providePageContext } from 'vike/dist/shared-server-client/hooks/execHook.js'
