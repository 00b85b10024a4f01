/** The part of doiuse that e2e/browsers.spec.ts uses (its package.json `exports` hide the types it ships). */
declare module 'doiuse' {
  import type { Plugin } from 'postcss'
  /** One use of a feature that some of `browsers` lack: caniuse's feature id, and doiuse's sentence naming where. */
  export type FeatureUsage = { feature: string; message: string }
  export default function doiuse(options: { browsers: string[]; onFeatureUsage: (usage: FeatureUsage) => void }): Plugin
}
