import { defineMessages, type MessageDescriptor } from 'react-intl'
import type { CheckToolPackage } from '../checkTools'
import { described } from '../messages'

/**
 * What the accessibility statement (/accessibility, issue 68) says the site
 * does, each claim with the test that proves it. A claim is a record, never
 * loose copy: the page renders claims from these lists alone, and
 * tests/accessibility-statement.test.ts fails when a proof's words are gone
 * from its file (so dropping a check drops the claim, or the build of the
 * suite says which claim lost its footing), when a claim message is declared
 * outside a record, and when a screen-reader journey or a checking tool is
 * added to the suite without the statement saying so.
 */

/** Where a claim's proof is. */
export type Proof = {
  /**
   * A file of the suite `npm test` runs, from the repository's root: a
   * Playwright spec (`e2e/…spec.ts`) or a unit test (`tests/…test.ts`,
   * `components/…test.ts`), or a helper such a file imports (`e2e/axe.ts`).
   * Each claim has at least one proof in a test file itself.
   */
  readonly file: string
  /** Words in its code, not in a comment: a test's title, or the call that makes the check. */
  readonly shows: string
}

/** At least one proof: a claim cannot be written without one. */
export type Proofs = readonly [Proof, ...Proof[]]

export type Claim = { readonly id: string; readonly text: MessageDescriptor; readonly proofs: Proofs }

/** Something known not to work, what to do instead, and the test that shows it is so (it fails once it is fixed, and the statement must change). */
export type KnownProblem = Claim & {
  readonly instead: MessageDescriptor
  /** The WCAG 2.2 success criterion it fails, if it fails one; the page counts them when it says how far the site meets the standard. */
  readonly criterion?: string
}

/** Something not checked at all, and what to do instead. No proof: nothing in the suite can prove an absence. */
export type Gap = { readonly id: string; readonly text: MessageDescriptor; readonly instead: MessageDescriptor }

/** A tool the statement names, with its version from package-lock.json (content/checkTools.ts). */
export type CheckTool = { readonly name: MessageDescriptor; readonly proofs: Proofs }

const sr = (spec: string, shows: string): Proofs => [{ file: `e2e/screen-reader/${spec}`, shows }]

const claim = described(defineMessages({
  contrast: { id: 'accessibility.claim.contrast', defaultMessage: 'Contrast (enhanced), 1.4.6: text stands out from its background by at least 7 to 1, on every page, in the light and the dark color scheme.', description: 'Accessibility statement, a WCAG level AAA criterion the site meets: keep "1.4.6"; "7 to 1" is a contrast ratio' },
  focus: { id: 'accessibility.claim.focus', defaultMessage: 'Focus not obscured (enhanced), 2.4.12, and focus appearance, 2.4.13: the ring around whatever you reach with the keyboard is never hidden behind the header or the notice at the foot of the screen, and changes at least 2 pixels all around it by a contrast of at least 3 to 1.', description: 'Accessibility statement, WCAG level AAA criteria the site meets: keep "2.4.12" and "2.4.13"; "3 to 1" is a contrast ratio' },
  motion: { id: 'accessibility.claim.motion', defaultMessage: 'Animation from interactions, 2.3.3: when your device is set to reduce motion, nothing on the page moves as you scroll.', description: 'Accessibility statement, a WCAG level AAA criterion the site meets: keep "2.3.3"' },

  keyboard: { id: 'accessibility.claim.keyboard', defaultMessage: 'Use every link, button and field with the keyboard alone: Tab and Shift+Tab reach each one, and never get stuck. Checked on every kind of page, at a phone’s and a computer’s width.', description: 'Accessibility statement, what a reader can do: keyboard only. Tab and Shift+Tab are key names' },
  skipLink: { id: 'accessibility.claim.skipLink', defaultMessage: 'Skip the menu: the first link on the page takes you straight to its main content.', description: 'Accessibility statement, what a reader can do: the skip link' },
  zoom: { id: 'accessibility.claim.zoom', defaultMessage: 'Zoom in to 400%: at 320 pixels wide every page fits the screen with no sideways scrolling, and the header with “Exit this page” stays in view. Checked on the UK pages.', description: 'Accessibility statement, what a reader can do: zoom. “Exit this page” is the name of the quick-exit button; keep it as the site calls it' },
  textSpacing: { id: 'accessibility.claim.textSpacing', defaultMessage: 'Make text twice as large, or add space between lines, letters and words, and lose nothing: no text is cut off or overlaps. Checked on the UK pages.', description: 'Accessibility statement, what a reader can do: larger text and text spacing' },
  darkScheme: { id: 'accessibility.claim.darkScheme', defaultMessage: 'Use your device’s dark setting: every page follows it from the moment it appears, even with JavaScript off.', description: 'Accessibility statement, what a reader can do: dark mode' },
  forcedColours: { id: 'accessibility.claim.forcedColours', defaultMessage: 'Use a high-contrast theme, such as Windows contrast themes: the keyboard’s focus ring and the edges of boxes stay visible.', description: 'Accessibility statement, what a reader can do: forced colours (high-contrast themes)' },
  noScript: { id: 'accessibility.claim.noScript', defaultMessage: 'Turn JavaScript off, or use an older browser: every page still reads and its links work, and the contact form still sends. The quiz and the site search need JavaScript, and say so.', description: 'Accessibility statement, what a reader can do: without JavaScript, or in a browser too old for the site’s scripts' },
  contactForm: { id: 'accessibility.claim.contactForm', defaultMessage: 'Fix mistakes in the contact form: they are listed at the top, each linked to its field, and each field says what is wrong and how to put it right. Nothing you typed is lost, and no field has to be filled in.', description: 'Accessibility statement, what a reader can do: the contact form’s errors' },

  axe: { id: 'accessibility.claim.axe', defaultMessage: 'axe-core checks every page of every regional version against the WCAG 2.2 level A and AA rules and its own best practices: at a phone’s width, in the light and the dark color scheme, and at a computer’s width once for each page layout.', description: 'Accessibility statement, an automated check: axe-core is a tool’s name (keep it)' },
  equalAccess: { id: 'accessibility.claim.equalAccess', defaultMessage: 'IBM’s Equal Access checker checks every page against its WCAG 2.2 level A and AA rules: it finds some problems axe-core does not.', description: 'Accessibility statement, an automated check: IBM Equal Access and axe-core are tools’ names (keep them)' },
  validHtml: { id: 'accessibility.claim.validHtml', defaultMessage: 'The W3C’s Nu Html Checker and html-validate check that every page is valid HTML.', description: 'Accessibility statement, an automated check: Nu Html Checker and html-validate are tools’ names (keep them); W3C is the web’s standards body' },
  structure: { id: 'accessibility.claim.structure', defaultMessage: 'What each page gives a screen reader is checked on every page: one main heading, no heading level skipped, one header, main content, footer and main menu, a name for every control, and no words run together.', description: 'Accessibility statement, an automated check of headings, landmarks and names' },
  noneFound: { id: 'accessibility.claim.noneFound', defaultMessage: 'None of these checks finds a problem on any page: a page that fails one fails the site’s tests.', description: 'Accessibility statement: the result of the automated checks' },
  keptTrue: { id: 'accessibility.claim.keptTrue', defaultMessage: 'This statement is tied to those tests: each thing it says the site does names the test that checks it, and the site’s tests fail when that test is gone.', description: 'Accessibility statement: how the statement is kept true' },

  chromium: { id: 'accessibility.claim.chromium', defaultMessage: 'Chromium, the engine of Google Chrome and Microsoft Edge: every page is checked in it, driven by Playwright.', description: 'Accessibility statement, a browser the site is checked in. Chromium, Google Chrome, Microsoft Edge and Playwright are names (keep them)' },
  engines: { id: 'accessibility.claim.engines', defaultMessage: 'Firefox ESR, and WebKit, the engine of Safari, in its version for Linux (not Safari itself): the main tasks, from the menu, a question’s answer, the quiz and the contact form to “Exit this page”, are done in each.', description: 'Accessibility statement, other browsers the site is checked in. Firefox ESR, WebKit, Safari and Linux are names (keep them); “Exit this page” is the quick-exit button’s name' },

  reading: { id: 'accessibility.claim.reading', defaultMessage: 'The home page read from the top: the skip link, each region of the page and every heading with its level.', description: 'Accessibility statement, a task heard with the Orca screen reader' },
  headings: { id: 'accessibility.claim.headings', defaultMessage: 'Moving through a page by its headings, forward and back, without the quick exit ever starting.', description: 'Accessibility statement, a task heard with the Orca screen reader' },
  menu: { id: 'accessibility.claim.menu', defaultMessage: 'The menu in a phone-sized window: said to be collapsed, then expanded, then collapsed again.', description: 'Accessibility statement, a task heard with the Orca screen reader' },
  questions: { id: 'accessibility.claim.questions', defaultMessage: 'A question on the FAQ page and in a help guide, opened, read and closed.', description: 'Accessibility statement, a task heard with the Orca screen reader; FAQ means frequently asked questions' },
  quiz: { id: 'accessibility.claim.quiz', defaultMessage: 'The quiz, answered to its result.', description: 'Accessibility statement, a task heard with the Orca screen reader' },
  contact: { id: 'accessibility.claim.contact', defaultMessage: 'The contact form, sent with mistakes, corrected and sent again, to its thank-you message.', description: 'Accessibility statement, a task heard with the Orca screen reader' },
  regionNotice: { id: 'accessibility.claim.regionNotice', defaultMessage: 'The notice that offers another region’s version of the site.', description: 'Accessibility statement, a task heard with the Orca screen reader' },
  exit: { id: 'accessibility.claim.exit', defaultMessage: '“Exit this page”, by its link and by pressing Shift three times.', description: 'Accessibility statement, a task heard with the Orca screen reader; “Exit this page” is the quick-exit button’s name' },
  crisisAccess: { id: 'accessibility.claim.crisisAccess', defaultMessage: 'On the UK pages, the line under 999 on getting an interpreter and calling without your voice.', description: 'Accessibility statement, a task heard with the Orca screen reader; 999 is the UK emergency number (keep it)' },
}))

/** WCAG level AAA criteria the site meets beyond AA. */
export const aaaClaims: readonly Claim[] = [
  { id: 'contrast', text: claim.contrast, proofs: [{ file: 'e2e/sweep.spec.ts', shows: "showColourScheme(page, 'dark')" }, { file: 'e2e/axe.ts', shows: "axeExtraRules = ['color-contrast-enhanced']" }] },
  { id: 'focus', text: claim.focus, proofs: [{ file: 'e2e/focus-visible.spec.ts', shows: 'MIN_CHANGE_CONTRAST' }, { file: 'e2e/focus-visible.spec.ts', shows: 'document.elementFromPoint' }] },
  { id: 'motion', text: claim.motion, proofs: [{ file: 'e2e/shell.spec.ts', shows: 'never under prefers-reduced-motion' }] },
]

/** What a reader can do on the site. */
export const readerClaims: readonly Claim[] = [
  { id: 'keyboard', text: claim.keyboard, proofs: [{ file: 'e2e/focus-visible.spec.ts', shows: "' and Shift+Tab'" }, { file: 'e2e/focus-visible.spec.ts', shows: 'MAX_STOPS' }] },
  { id: 'skip-link', text: claim.skipLink, proofs: [{ file: 'e2e/shell.spec.ts', shows: 'the skip link is first and moves focus to main' }] },
  { id: 'zoom', text: claim.zoom, proofs: [{ file: 'e2e/structure.spec.ts', shows: "'reflow at 320 px'" }, { file: 'e2e/structure.spec.ts', shows: 'at 320 × 256 (400% zoom) the bar takes at most a fifth of the screen' }] },
  { id: 'text-spacing', text: claim.textSpacing, proofs: [{ file: 'e2e/structure.spec.ts', shows: "'200% text at 1280 px'" }, { file: 'e2e/structure.spec.ts', shows: 'lostToTextSpacing(page)' }] },
  { id: 'dark-scheme', text: claim.darkScheme, proofs: [{ file: 'e2e/colour-scheme.spec.ts', shows: 'inlines its dark colours' }, { file: 'e2e/colour-scheme.spec.ts', shows: 'dark from the first paint, JavaScript off' }] },
  { id: 'forced-colours', text: claim.forcedColours, proofs: [{ file: 'e2e/structure.spec.ts', shows: 'in forced-colours mode the focus ring and card borders stay visible' }, { file: 'e2e/focus-visible.spec.ts', shows: 'forcedColors: true' }] },
  {
    id: 'no-script',
    text: claim.noScript,
    proofs: [
      { file: 'e2e/no-js.spec.ts', shows: 'has its heading, its words, the site' },
      { file: 'e2e/contact.spec.ts', shows: 'the form still posts natively to the provider' },
      { file: 'e2e/quiz.spec.ts', shows: 'hides the quiz, says it needs JavaScript' },
      { file: 'e2e/search.spec.ts', shows: 'the search page says search needs JavaScript and links the blog and the sitemap' },
      { file: 'e2e/when-scripts-fail.spec.ts', shows: 'gets the plain form from the first paint, starts no island, and its form posts as it is' },
    ],
  },
  {
    id: 'contact-form',
    text: claim.contactForm,
    proofs: [
      { file: 'e2e/contact.spec.ts', shows: 'an invalid field blocks sending: the error summary is focused, named and read, and links to each field' },
      { file: 'e2e/contact.spec.ts', shows: 'an empty form may be sent: no field is mandatory' },
    ],
  },
]

/** The automated checks, and what they find. */
export const automatedClaims: readonly Claim[] = [
  { id: 'axe', text: claim.axe, proofs: [{ file: 'e2e/sweep.spec.ts', shows: 'await axeViolations(page)' }, { file: 'e2e/axe.ts', shows: "'wcag22aa'" }] },
  { id: 'equal-access', text: claim.equalAccess, proofs: [{ file: 'e2e/sweep.spec.ts', shows: 'await equalAccessViolations(page)' }, { file: 'e2e/equal-access.ts', shows: "ruleSet = 'WCAG_2_2'" }] },
  { id: 'valid-html', text: claim.validHtml, proofs: [{ file: 'e2e/static.spec.ts', shows: 'the Nu HTML checker (vnu) finds no error in any built page' }, { file: 'e2e/static.spec.ts', shows: 'validator.validateString(' }] },
  { id: 'structure', text: claim.structure, proofs: [{ file: 'e2e/sweep.spec.ts', shows: 'await landmarksAndHeadings(page)' }, { file: 'e2e/sweep.spec.ts', shows: 'await treeFindings(page)' }] },
  { id: 'none-found', text: claim.noneFound, proofs: [{ file: 'e2e/sweep.spec.ts', shows: 'expect(found).toEqual({})' }, { file: 'e2e/static.spec.ts', shows: 'expect(problems).toEqual([])' }] },
  { id: 'kept-true', text: claim.keptTrue, proofs: [{ file: 'tests/accessibility-statement.test.ts', shows: 'rests on a test that is still there' }] },
]

/** The browsers the checks run in. */
export const browserClaims: readonly Claim[] = [
  { id: 'chromium', text: claim.chromium, proofs: [{ file: 'playwright.config.ts', shows: 'launchOptions: testLaunchOptions' }, { file: 'e2e/sweep.spec.ts', shows: "test.describe('every page'" }] },
  {
    id: 'engines',
    text: claim.engines,
    proofs: [
      { file: 'e2e/engines.spec.ts', shows: "test.describe('Firefox'" },
      { file: 'e2e/engines.spec.ts', shows: "test.describe('WebKit'" },
      { file: 'e2e/engines/journeys.ts', shows: "'menu: opens, Escape closes it onto its button, a link in it leads on'" },
      { file: 'e2e/engines/journeys.ts', shows: "'FAQ: an answer opens, and closes when another opens'" },
      { file: 'e2e/engines/journeys.ts', shows: "'quiz: five answers lead to the result, focused'" },
      { file: 'e2e/engines/journeys.ts', shows: "'contact: invalid fields are named in a focused summary, and nothing typed is lost'" },
      { file: 'e2e/engines/journeys.ts', shows: "'exit by the link: the page hides itself and the neutral site is shown'" },
    ],
  },
]

/** The tasks heard through a screen reader (Orca), one journey each; every journey in e2e/screen-reader/ must be here. */
export const screenReaderClaims: readonly Claim[] = [
  { id: 'reading', text: claim.reading, proofs: sr('reading.spec.ts', 'the home page read from the top') },
  { id: 'headings', text: claim.headings, proofs: sr('headings.spec.ts', 'headings forward with H and back with Shift+H, without leaving the site') },
  { id: 'menu', text: claim.menu, proofs: sr('menu.spec.ts', 'the mobile menu opened and closed') },
  { id: 'questions', text: claim.questions, proofs: sr('disclosures.spec.ts', 'a question opened, read and closed') },
  { id: 'quiz', text: claim.quiz, proofs: sr('quiz.spec.ts', 'the quiz answered to its result') },
  { id: 'contact', text: claim.contact, proofs: sr('contact.spec.ts', 'the contact form with errors, corrected and sent') },
  { id: 'region-notice', text: claim.regionNotice, proofs: sr('region-notice.spec.ts', 'the region notice is said') },
  { id: 'exit', text: claim.exit, proofs: [...sr('exit.spec.ts', 'the exit control by its link'), ...sr('exit.spec.ts', 'the exit control by three presses of Shift')] },
  { id: 'crisis-access', text: claim.crisisAccess, proofs: sr('crisis-access.spec.ts', 'how to get an interpreter and the ways in without a voice call') },
]

const problem = described(defineMessages({
  thankYou: { id: 'accessibility.problem.thankYou', defaultMessage: 'After you send the contact form, its thank-you message closes by itself after 5 seconds, even while you are still reading it. This fails “timing adjustable”, 2.2.1.', description: 'Accessibility statement, a known problem: keep "2.2.1"' },
  thankYouInstead: { id: 'accessibility.problem.thankYou.instead', defaultMessage: 'It says only that your message arrived and that we will be in touch. If it closes before you hear it: being back on the home page after sending means your message was sent.', description: 'Accessibility statement: what to do about the known problem with the thank-you message' },
  exitShortcut: { id: 'accessibility.problem.exitShortcut', defaultMessage: 'The quick exit leaves the site when Shift is pressed three times within 5 seconds. With NVDA or JAWS, three commands that use Shift, such as Shift+H to go back three headings, might count as those presses when nothing moves on the screen. Orca’s commands do not; we could not try NVDA or JAWS.', description: 'Accessibility statement, a known problem with the quick-exit shortcut; NVDA, JAWS and Orca are screen readers (keep the names); Shift+H is a key name' },
  exitShortcutInstead: { id: 'accessibility.problem.exitShortcut.instead', defaultMessage: 'To go back through a page, use your screen reader’s list of headings or links, or leave more than 5 seconds between Shift commands.', description: 'Accessibility statement: what to do about the known problem with the quick-exit shortcut' },
}))

/** What is known not to work, each shown to be so by a test. */
export const knownProblems: readonly KnownProblem[] = [
  {
    id: 'thank-you',
    text: problem.thankYou,
    instead: problem.thankYouInstead,
    criterion: '2.2.1',
    proofs: [{ file: 'e2e/shell.spec.ts', shows: '?submitted=true shows both texts, is announced, closes after 5 s and clears the query' }],
  },
  {
    id: 'exit-shortcut',
    text: problem.exitShortcut,
    instead: problem.exitShortcutInstead,
    proofs: [
      { file: 'components/firstScript/quickExit.test.ts', shows: 'never stops three bare presses from leaving' },
      { file: 'e2e/exit.spec.ts', shows: 'keys never exit' },
    ],
  },
]

const gap = described(defineMessages({
  screenReaders: { id: 'accessibility.gap.screenReaders', defaultMessage: 'Screen readers we cannot run here: NVDA and JAWS on Windows, VoiceOver on a Mac, iPhone or iPad, and TalkBack on Android. We have not heard the site with them.', description: 'Accessibility statement, not checked: screen readers (keep their names)' },
  voice: { id: 'accessibility.gap.voice', defaultMessage: 'Voice control, such as Dragon, Voice Control or Voice Access. We have not tried the site with it.', description: 'Accessibility statement, not checked: voice control software (keep the names)' },
  devices: { id: 'accessibility.gap.devices', defaultMessage: 'Safari itself, and browsers on phones and tablets. WebKit on Linux stands in for Safari, and a narrow window for a phone.', description: 'Accessibility statement, not checked: browsers and devices (Safari, WebKit and Linux are names)' },
  people: { id: 'accessibility.gap.people', defaultMessage: 'An independent audit, and testing by disabled people. Neither has been done yet.', description: 'Accessibility statement, not checked: no audit and no user testing yet' },
  others: { id: 'accessibility.gap.others', defaultMessage: 'Other organizations’ pages: the crisis lines and sources we link to, and the pages of Zoho, the service that delivers the contact form, which you would see only if sending failed.', description: 'Accessibility statement, not checked: other websites; Zoho is a company name' },
  tellUs: { id: 'accessibility.gap.tellUs', defaultMessage: 'If something does not work with yours, please tell us (below): your report is how we will find out.', description: 'Accessibility statement: what to do about screen readers, voice control and devices not checked' },
  peopleInstead: { id: 'accessibility.gap.people.instead', defaultMessage: 'Until then, reports from readers are how we find what the checks miss: please tell us (below).', description: 'Accessibility statement: what to do about there being no audit or user testing yet' },
  othersInstead: { id: 'accessibility.gap.others.instead', defaultMessage: 'The crisis lines answer by phone whatever their websites are like: they are listed below.', description: 'Accessibility statement: what to do about other organisations’ websites not being checked' },
}))

/** What was not checked at all. */
export const gaps: readonly Gap[] = [
  { id: 'screen-readers', text: gap.screenReaders, instead: gap.tellUs },
  { id: 'voice', text: gap.voice, instead: gap.tellUs },
  { id: 'devices', text: gap.devices, instead: gap.tellUs },
  { id: 'people', text: gap.people, instead: gap.peopleInstead },
  { id: 'others', text: gap.others, instead: gap.othersInstead },
]

const tool = described(defineMessages({
  axe: { id: 'accessibility.tool.axe', defaultMessage: 'axe-core {version}, by Deque', description: 'A checking tool and its version; axe-core and Deque are names (keep them); {version} is a version number such as 4.14.1' },
  equalAccess: { id: 'accessibility.tool.equalAccess', defaultMessage: 'IBM Equal Access Accessibility Checker engine {version}', description: 'A checking tool and its version (a name: keep it); {version} is a version number' },
  vnu: { id: 'accessibility.tool.vnu', defaultMessage: 'W3C Nu Html Checker (vnu-jar) {version}', description: 'A checking tool and its version (a name: keep it); {version} is a version number' },
  htmlValidate: { id: 'accessibility.tool.htmlValidate', defaultMessage: 'html-validate {version}', description: 'A checking tool and its version (a name: keep it); {version} is a version number' },
  playwright: { id: 'accessibility.tool.playwright', defaultMessage: 'Playwright {version}, which drives the browsers', description: 'The tool that runs the browser tests, and its version (Playwright is a name: keep it); {version} is a version number' },
}))

/** The tools the statement names, each with the test that uses it; their versions come from the lock file at build time. */
export const checkTools: Readonly<Record<CheckToolPackage, CheckTool>> = {
  'axe-core': { name: tool.axe, proofs: [{ file: 'e2e/axe.ts', shows: "import { AxeBuilder } from '@axe-core/playwright'" }, { file: 'e2e/axe.ts', shows: "engineSource('axe-core/axe.min.js')" }, { file: 'e2e/sweep.spec.ts', shows: "from './axe'" }] },
  'accessibility-checker-engine': { name: tool.equalAccess, proofs: [{ file: 'e2e/equal-access.ts', shows: "engineSource('accessibility-checker-engine/ace.js')" }, { file: 'e2e/sweep.spec.ts', shows: "from './equal-access'" }] },
  'vnu-jar': { name: tool.vnu, proofs: [{ file: 'e2e/static.spec.ts', shows: "resolve('vnu-jar/build/dist/vnu.jar')" }] },
  'html-validate': { name: tool.htmlValidate, proofs: [{ file: 'e2e/static.spec.ts', shows: "import { HtmlValidate } from 'html-validate'" }] },
  '@playwright/test': { name: tool.playwright, proofs: [{ file: 'e2e/sweep.spec.ts', shows: "from './fixtures'" }, { file: 'e2e/fixtures.ts', shows: "from '@playwright/test'" }] },
}
