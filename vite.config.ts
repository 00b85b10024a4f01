import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import formatjs from '@formatjs/unplugin/vite'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { fileURLToPath } from 'node:url'
import { regionNoticeWordsModule } from './scripts/region-notice-words.ts'
import { toolVersionsModule } from './scripts/tool-versions.ts'
import { liveCatalogue } from './scripts/live-catalogue.ts'
import { inEveryPageChunk, islandChunks, sharedWithFirstScriptChunk } from './scripts/island-chunks.ts'
import { locales } from './content/locales.ts'
import { buildTargets } from './scripts/browser-grades.ts'

// Messages are shipped pre-compiled to ASTs (`formatjs compile --ast`), so the
// ICU parser is never needed at run time: alias it to formatjs's no-parser stub.
const noParser = fileURLToPath(
  new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
)

const startReact = fileURLToPath(new URL('./components/islands/startReact.ts', import.meta.url))
// React 19 has useSyncExternalStore: the shim React Stately imports is for React 17 and older.
const syncExternalStore = fileURLToPath(new URL('./components/islands/useSyncExternalStore.ts', import.meta.url))
const reactItself = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
const browserReact = /node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs|intl-messageformat)[\\/]/

/** In the browser only, `react-intl` is the islands' subset of it (see components/islands/react-intl.browser.tsx). */
function browserReactIntl(): Plugin {
  const subset = fileURLToPath(new URL('./components/islands/react-intl.browser.tsx', import.meta.url))
  return {
    name: 'thrive:browser-react-intl',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'client' || source !== 'react-intl' || importer === subset) return null
      return subset
    },
  }
}

/**
 * Vite wraps every dynamic `import()` in its preload helper, which would add
 * `<link rel="modulepreload">` for the chunk's imports. With `modulePreload:
 * false` it has nothing to add, yet the helper (≈ 0.5 KB gzip) still rides in
 * every page's first script; here it is the bare import it then amounts to.
 * (The first script checks that no helper is left: scripts/first-script.ts.)
 */
function bareDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js'
  return {
    name: 'thrive:bare-dynamic-imports',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load()' : null),
  }
}

/**
 * Browser bundles drop `defaultMessage` and `description`: a page's words reach
 * it through its compiled messages, so the source English would only be
 * shipped twice. The server keeps them (read times count the source words).
 */
function clientMessageDescriptorsWithoutText(): Plugin {
  return { ...(formatjs({ removeDefaultMessage: true }) as Plugin), applyToEnvironment: (environment) => environment.name === 'client' }
}

/**
 * React Aria's own words (a toast's "Close", a region's "Notifications") in
 * the site's locales only, not in its 34 languages: English alone was 2 KB
 * gzip of the notification's code. Its en-US words serve en-GB and en-AU.
 */
function reactAriaWordsInOurLocales(): Plugin {
  return optimizeLocales.vite({ locales: [...locales] }) as Plugin
}

export default defineConfig({
  plugins: [reactAriaWordsInOurLocales(), liveCatalogue(), islandChunks(), bareDynamicImports(), regionNoticeWordsModule(), toolVersionsModule(), browserReactIntl(), clientMessageDescriptorsWithoutText(), vike(), react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncExternalStore },
    ],
  },
  // THRIVE_SITE_ORIGIN and THRIVE_FORM_ENDPOINT are read at build time (docs/deploy.md).
  envPrefix: ['VITE_', 'THRIVE_'],
  build: {
    // The full grade of package.json's `browserslist` (docs/browsers.md): every
    // script and rule shipped must parse there (e2e/browsers.spec.ts checks).
    target: buildTargets('full'),
    cssTarget: buildTargets('full'),
    // THRIVE_OUT_DIR lets the pseudo-locale build sit beside the real one.
    outDir: process.env.THRIVE_OUT_DIR ?? 'dist',
    // Vike prerenders every page inside one callback of the client build, so
    // Rolldown's slow-callback report named that callback on every build:
    // noise, not a lead.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    client: {
      build: {
        // Island code is fetched once the page is idle, before a press needs
        // it, so its chunks may arrive a round trip apart: no preload helper
        // in the first script (see bareDynamicImports).
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Every page loads React, react-intl and the nav island once idle:
            // one file compresses better and costs one request instead of a
            // dozen small ones. What island code shares with the first script
            // stays apart from it (scripts/island-chunks.ts). Neither group
            // takes its modules' imports along: those the first script imports
            // must stay out of React's chunk. (React DOM's server renderer is
            // only reached by prerender-only modules.)
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                // React on its own, run a task before the rest (components/islands/schedule.ts, prepareIslands).
                { name: 'react', test: (id) => (reactItself.test(id) && !id.includes('server')) || id === startReact },
                { name: 'islands', test: (id) => (browserReact.test(id) && !id.includes('server')) || inEveryPageChunk(id) },
                { name: sharedWithFirstScriptChunk },
              ],
            },
          },
        },
      },
    },
  },
})
