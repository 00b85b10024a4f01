// ESLint (flat config), run by `npm test` as `npm run lint`: 0 errors to pass.
import js from '@eslint/js'
import formatjs from 'eslint-plugin-formatjs'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Code that reaches the browser or the prerender: it may import only `dependencies`. */
const appCode = ['pages/**', 'components/**', 'content/**', 'renderer/**']
/** The unit tests that sit beside their code in components/: tests, not app code. */
const besideTests = ['components/**/*.test.ts']
/** components/'s React groups (docs/develop.md, *Where things live, in detail*); firstScript/ and islands/ run beneath them. */
const reactGroups = ['shell', 'crisis', 'content', 'forms', 'notifications'].map((group) => `./components/${group}`)

export default tseslint.config(
  // `*.build-*.mjs`: Vike's temporary copies of +config.ts files during a build.
  { ignores: ['dist/**', 'dist-*/**', '**/*.build-*.mjs', 'node_modules/**', '.wrangler/**', 'locales/compiled/**', 'test-results/**', 'playwright-report/**', 'bench/lighthouse/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // Case-mismatched paths resolve on macOS and Windows and fail on Linux (and vice versa).
      // `virtual:` modules are made by the build's own plugins (vite.config.ts).
      'import-x/no-unresolved': ['error', { caseSensitiveStrict: true, ignore: ['^virtual:'] }],
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, optionalDependencies: false, peerDependencies: false }],
      // TypeScript already checks these, with the project's own resolution.
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // What ships must not lean on a package declared only for development.
    files: appCode,
    ignores: besideTests,
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
  {
    // The locale and the path are read from Vike's page context in one place,
    // renderer/PageProviders.tsx; every component asks useRoute() (components/islands/useRoute.ts).
    files: appCode,
    ignores: ['renderer/PageProviders.tsx', ...besideTests],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "VariableDeclarator[init.callee.name='usePageContext'] > ObjectPattern > Property[key.name=/^(locale|routePath)$/]",
          "MemberExpression[object.callee.name='usePageContext'][property.name=/^(locale|routePath)$/]",
        ].map((selector) => ({ selector, message: 'Read the locale and path with useRoute() (components/islands/useRoute.ts): renderer/PageProviders.tsx alone reads them from the page context.' })),
      ],
    },
  },
  {
    // Nothing is kept on her device to remember anything: what is stored is a
    // trace someone else can find (e2e/colour-scheme.spec.ts visits every island and looks).
    files: appCode,
    ignores: besideTests,
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB', 'caches', 'cookieStore'].map((name) => ({ name, message: 'Nothing is stored on her device: keep state in the page.' })),
      ],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB', 'caches', 'cookieStore'].map((property) => ({ object: 'window', property, message: 'Nothing is stored on her device: keep state in the page.' })),
        { object: 'document', property: 'cookie', message: 'No cookies: nothing is stored on her device.' },
        { object: 'navigator', property: 'serviceWorker', message: 'No service worker: nothing is stored on her device.' },
      ],
    },
  },
  {
    // Imports run one way: the shell (renderer/) uses pages, components and the
    // island runtime (components/islands/); content is data; scripts stand
    // without the tests. In components/, a module imports from its own group's
    // folder, a sibling group's (`../shell/Icon`) or the data (`../../content/…`),
    // never from a folder above its own. Between the groups: the first script's
    // plain DOM code (firstScript/) is beneath the island runtime (islands/),
    // which is beneath the React groups; of those, components/content/ (the
    // pages' building blocks) is imported by none. A circle anywhere fails too.
    files: ['pages/**', 'components/**', 'content/**', 'renderer/**', 'scripts/**', 'tests/**', 'e2e/**'],
    rules: {
      // Circles among the project's own modules (a package's imports are not ours to untangle).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: ['./components', './content'], from: './renderer', message: 'renderer/ is the shell: it imports components and content, never the reverse.' },
            { target: './pages', from: './renderer/+*', message: "A page does not import the shell's Vike hooks." },
            { target: ['./components', './content'], from: './pages', message: 'Only a page imports its own modules.' },
            { target: './content', from: './components', message: 'content/ is data: components read it, not the reverse.' },
            { target: './scripts', from: ['./e2e', './tests'], message: 'scripts/ stand without the tests: move what both need into scripts/.' },
            { target: ['./scripts', './pages', './components', './content', './renderer'], from: besideTests.map((glob) => `./${glob}`), message: 'A unit test beside its code is imported by nothing: scripts/ stand without the tests, and what ships never reaches one.' },
            { target: './components', from: './components/*.{ts,tsx}', message: 'components/ holds group folders only, and no import runs back up to a folder above its own: put the module in its group.' },
            { target: './components/firstScript', from: ['./components/islands', ...reactGroups], message: 'components/firstScript/ is plain DOM code that runs before React: it imports only its own modules and content/. A type it shares with a component lives here (ExitTexts in exitControl.ts).' },
            { target: './components/islands', from: reactGroups, message: 'components/islands/ is the runtime the groups build on: it imports no group, only firstScript/ (its scheduler runs in the first script) and content/.' },
            { target: reactGroups.filter((group) => group !== './components/content'), from: './components/content', message: "components/content/ builds pages from the other groups' parts: they never import it." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Every word a visitor sees comes from a catalogue, and every message tells translators what it is.
    files: ['pages/**', 'components/**', 'content/**', 'renderer/**'],
    ignores: besideTests,
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,aria-description,aria-valuetext,alt,title,placeholder,label}']] } },
      ],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
)
