import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import doiuse from 'doiuse'
import postcss from 'postcss'
import { browsersOf } from '../scripts/browser-grades'
import { builtScripts, scriptsBeyond } from './browserGrades'
import { expect, test } from './fixtures'
import { clientDir, everyPage } from './site'

/**
 * The browsers the site supports are named in grades in one list
 * (package.json's `browserslist`, docs/browsers.md): the full grade gets every
 * island, the rest the plain HTML form. These checks hold what the build
 * ships to the full grade, from caniuse's data through browserslist; what
 * happens when it does not hold (a chunk that does not parse) is
 * e2e/when-scripts-fail.spec.ts.
 */

/**
 * What the stylesheet uses that a browser of the full grade supports only in
 * part, or not at all, each with why the page is still right there. A feature
 * found that is not listed fails the check (decide, and say why here); one
 * listed that is no longer found fails too, so the list stays true.
 */
const knownGaps: Record<string, string> = {
  'extended-system-fonts': 'ui-serif and ui-sans-serif open font stacks that go on to fonts every system has',
  'text-decoration': "only the underline's colour, thickness and offset are partial: the underline itself shows everywhere",
  'css-text-indent': "only text-indent's hanging and each-line keywords are partial: the stylesheet sets plain lengths (Tailwind's reset)",
  'css-resize': 'iOS offers no handle to resize a text box by hand: the message box scrolls instead',
  'css-content-visibility': 'a rendering hint for sections below the first screen (Safari before 18, Firefox before 125 lay them out at once, as every browser did before)',
  'css-touch-action': "Safari knows only touch-action's auto and manipulation, which is what the controls set",
  'css-clip-path': "the part that is partial is SVG shapes on HTML: the stylesheet clips with inset() only (the visually hidden text's rule)",
  'css-masks': 'counted for the same clip-path inset() (Chrome and Edge 111–119 want a prefix only for mask images, which the site has none of)',
  'css-display-contents': 'only on the island roots (a div with role="none"), never on a button or table, where engines got it wrong',
  multicolumn: 'only column breaks are partial: lists flow into columns everywhere',
  'css-overflow-anchor': 'Safari does not anchor scrolling at all: the accordion turns it off where browsers do',
  'css-marker-pseudo': "Safari styles only a list marker's colour and size, which is all the stylesheet sets",
  'css3-cursors': 'iOS has no pointer to show a cursor for',
}

/** The site's whole stylesheet (each page inlines a part of it: scripts/inline-css.ts). */
function stylesheetFile(): string {
  const files = readdirSync(join(clientDir, 'assets', 'static')).filter((file) => file.endsWith('.css'))
  if (files.length !== 1) throw new Error(`expected one stylesheet, found ${files.join(', ') || 'none'}`)
  return join(clientDir, 'assets', 'static', files[0]!)
}

test.describe('the full grade of package.json\'s browserslist', () => {
  test('parses and runs every script the site sends (es-check, per browser)', async () => {
    expect(builtScripts().length).toBeGreaterThan(10)
    expect(await scriptsBeyond('full')).toEqual([])
  })

  test('supports what the stylesheet uses, or the page is right without it (doiuse)', async () => {
    const found = new Map<string, string>()
    const css = readFileSync(stylesheetFile(), 'utf8')
    await postcss([doiuse({ browsers: browsersOf('full'), onFeatureUsage: ({ feature, message }) => void (found.has(feature) || found.set(feature, message)) })]).process(css, { from: undefined })
    const unexplained = [...found].filter(([feature]) => !(feature in knownGaps)).map(([, message]) => message)
    expect(unexplained, 'features the full grade lacks: use them guarded, or say in knownGaps why the page is right without them').toEqual([])
    expect(Object.keys(knownGaps).filter((feature) => !found.has(feature)), 'listed in knownGaps but no longer used').toEqual([])
  })

  test('nothing enhanced hangs on @media (scripting), which is true when scripts never arrive and unknown before Safari 17', () => {
    expect(readFileSync(stylesheetFile(), 'utf8')).not.toMatch(/scripting/)
    for (const page of everyPage) expect(readFileSync(page.file, 'utf8'), page.url).not.toMatch(/@media[^{]*scripting/)
  })
})

test.describe('the plain grade', () => {
  // The control for the check above: a grade that cannot parse the islands' code is told so.
  test('is told apart: es-check finds the islands\' code it cannot parse (class static blocks before Safari 16.4)', async () => {
    const beyond = await scriptsBeyond('plain')
    expect(beyond.map(({ reason }) => reason).join('\n')).toMatch(/ClassStaticBlocks/)
  })
})
