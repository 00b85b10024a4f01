/**
 * Drops from a page's inlined CSS the rules that cannot match it: rules that
 * name a class or an element the page does not have. Beasties already matches
 * most selectors against the page; the rules it is told to keep whatever they
 * match (`allowRules` in inline-css.ts: Tailwind's `space-y-*`, form-control
 * parts, focus rings) would otherwise reach every page with every such rule
 * the site has.
 */
import { parse } from 'node-html-parser'
import postcss, { type AtRule, type Rule } from 'postcss'
import { removeEmptyBlocks } from './unused-custom-properties'

/** What an element (or the page) must have for a selector to match anything. */
export type Requirements = { classes: string[]; elements: string[]; formControl: boolean }

/** Pseudo-elements that exist only on form controls (placeholders, progress bars, file buttons). */
const formControlPart =
  /::(placeholder|file-selector-button|-webkit-progress-[\w-]+|-moz-progress-bar|-webkit-search-[\w-]+|-webkit-(inner|outer)-spin-button|-webkit-datetime-edit[\w-]*|-webkit-date-and-time-value|-webkit-calendar-picker-indicator|-webkit-input-placeholder|-moz-placeholder)/
const formControls = ['input', 'textarea', 'select', 'progress', 'meter']

/** `\:` → `:`, `\32 ` → `2`: a class name as it is written in HTML. */
function unescapeCss(name: string): string {
  return name
    .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1')
}

const className = /\.((?:[\w-]|\\[0-9a-fA-F]{1,6} ?|\\.)+)/g

/**
 * The classes and elements `selector` needs, on the element or elsewhere on
 * the page. Inside `:not()`, and inside an `:is()`, `:where()` or `:has()` of
 * several selectors, nothing is required (or only one of several things is):
 * those groups are left out.
 */
export function requirements(selector: string): Requirements {
  let outside = ''
  const inside: Requirements[] = []
  for (let i = 0; i < selector.length; i++) {
    // An attribute selector (`[href$=".pdf"]`) names no class.
    if (selector[i] === '[') {
      while (i < selector.length && selector[i] !== ']') i += selector[i] === '\\' ? 2 : 1
      outside += ' '
      continue
    }
    const group = selector.slice(i).match(/^:(not|is|has|where|matches)\(/)
    if (!group) {
      if (selector[i] === '\\') outside += selector[i++]
      outside += selector[i]
      continue
    }
    let depth = 0
    let end = i + group[0].length - 1
    for (; end < selector.length; end++) {
      if (selector[end] === '\\') end++
      else if (selector[end] === '(') depth++
      else if (selector[end] === ')' && --depth === 0) break
    }
    const inner = selector.slice(i + group[0].length, end)
    // `:where(.space-y-2 > :not(:last-child))`, `:is(:where(.group)[data-expanded] .x)`,
    // `:has(input)`: one selector, so what it needs is on the page; `:not()` needs nothing.
    if (group[1] !== 'not' && postcss.list.comma(inner).length === 1) inside.push(requirements(inner))
    outside += ' '
    i = end
  }
  const classes = [...outside.matchAll(className)].map((match) => unescapeCss(match[1]!))
  // Type selectors: a name that starts a compound (not a pseudo, id or class).
  const elements = [...outside.replace(className, ' ').matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase())
  return {
    classes: [...classes, ...inside.flatMap((needs) => needs.classes)],
    elements: [...elements, ...inside.flatMap((needs) => needs.elements)],
    formControl: formControlPart.test(outside) || inside.some((needs) => needs.formControl),
  }
}

/** The classes (as the browser reads them, entities decoded) and element names of an HTML document. */
export function contentsOf(html: string): { classes: Set<string>; elements: Set<string> } {
  const classes = new Set<string>()
  const elements = new Set<string>()
  for (const element of parse(html).querySelectorAll('*')) {
    elements.add(element.rawTagName.toLowerCase())
    for (const name of element.getAttribute('class')?.split(/\s+/) ?? []) if (name) classes.add(name)
  }
  return { classes, elements }
}

export function dropUnmatchedRules(css: string, html: string): string {
  const page = contentsOf(html)
  const hasFormControl = formControls.some((name) => page.elements.has(name))
  const canMatch = (selector: string) => {
    const needs = requirements(selector)
    return (
      needs.classes.every((name) => page.classes.has(name)) &&
      needs.elements.every((name) => page.elements.has(name)) &&
      (!needs.formControl || hasFormControl)
    )
  }
  const root = postcss.parse(css)
  root.walkRules((rule: Rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return
    if (!rule.selectors.some(canMatch)) rule.remove()
  })
  removeEmptyBlocks(root)
  return root.toString()
}
