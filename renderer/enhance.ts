/**
 * The gate: whether this page may show its enhanced form. A classic script in
 * each page's head (scripts/enhance-script.ts), so it runs before the first
 * paint, before any of the page's HTML below it is even parsed: the usual
 * reader's first frame is already the enhanced one, with no flash and nothing
 * moved. Everything enhanced hangs on the attribute it sets
 * (`enhanced:` and `plain:` in renderer/styles.css); without it, every page
 * stays in its plain HTML form, which works with no script at all.
 *
 * It sets `data-enhanced` only where the browser is in the full grade
 * (docs/browsers.md, `browserslist` in package.json): the one test stands for
 * every feature the islands' code and the stylesheet need. The gate fails safe:
 * if this file never arrives, does not parse, or the browser is older, the page
 * is plain. And if the first script never starts (lost on the way, refused by a
 * content blocker or a proxy), the page goes back to plain once it has loaded:
 * the browser waits for that script before its `load` event.
 */
const root = document.documentElement

/**
 * The full grade's floor, by the feature each engine gained last: media
 * queries' range form (`width >= 48rem`, the stylesheet's breakpoints; Safari
 * and iOS 16.4, the release that also parses class static blocks, which the
 * islands' code holds), `color-mix()` (the stylesheet's translucent colours;
 * Chrome and Edge 111) and `:has()` (the region notice's panel, the quiz's
 * chosen answer; Firefox 121). A browser that knows none of these (or no
 * `CSS.supports`) stops at the first test.
 */
const inFullGrade = (): boolean =>
  typeof matchMedia === 'function' &&
  matchMedia('(width >= 0px)').matches &&
  typeof CSS !== 'undefined' &&
  CSS.supports('color', 'color-mix(in srgb, red, red)') &&
  CSS.supports('selector(:has(a))')

if (inFullGrade()) {
  root.setAttribute('data-enhanced', '')
  addEventListener('load', () => {
    if (!root.hasAttribute('data-first-script')) root.removeAttribute('data-enhanced')
  })
}

// A module to TypeScript (isolatedModules); the build makes it a classic script with nothing exported.
export {}
